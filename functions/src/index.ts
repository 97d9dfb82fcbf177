// The deployed functions: every callable of the domain contract, the board publisher, the
// scheduled jobs and the health check.

export { publishBoardSnapshots } from './triggers/board-publisher.ts';
export {
  adminAdjustPoints,
  adminCreateCompany,
  adminDeleteContent,
  adminPublishPicture,
  adminRemoveUser,
  adminSetOrganiser,
  adminSetRep,
  adminSetTheme,
  adminUpdateCompany,
  adminWriteEvent,
  adminWritePrize,
  adminWriteSpeaker,
  adminWriteSponsor,
  allocatePrize,
  answerTrivia,
  awardConnection,
  buyPrize,
  claimRpsForfeit,
  disconnectPair,
  eventSignIn,
  issueQrToken,
  levelUp,
  playRps,
  publishPhoto,
  register,
  requestPair,
  respondPair,
  sendOtp,
  signOut,
  startBingo,
  updateProfile,
  verifyOtp,
} from './triggers/callable-functions.ts';
export { health } from './triggers/health.ts';
export { cleanupStaleRooms, sampleActivity, settleLapsedPurchases } from './triggers/scheduled.ts';
