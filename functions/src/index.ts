import type { CallableName } from '@engage/domain/contract';
import { callable, publicCallable } from './callable.ts';
import { HANDLERS as H, PUBLIC_HANDLERS as P } from './handlers.ts';
import { MAIL_SECRETS } from './mail.ts';

export { health } from './health.ts';
export { cleanupStaleRooms } from './scheduled.ts';

// Each callable of the domain contract under its contract name (HANDLERS is typed by the contract,
// so a callable without a handler fails typecheck); the bundle test checks every one is exported.
const callables = {
  register: callable('register', H.register),
  eventSignIn: callable('eventSignIn', H.eventSignIn),
  signOut: callable('signOut', H.signOut),
  issueQrToken: callable('issueQrToken', H.issueQrToken),
  awardConnection: callable('awardConnection', H.awardConnection),
  levelUp: callable('levelUp', H.levelUp),
  buyPrize: callable('buyPrize', H.buyPrize),
  allocatePrize: callable('allocatePrize', H.allocatePrize),
  requestPair: callable('requestPair', H.requestPair),
  respondPair: callable('respondPair', H.respondPair),
  disconnectPair: callable('disconnectPair', H.disconnectPair),
  playRps: callable('playRps', H.playRps),
  claimRpsForfeit: callable('claimRpsForfeit', H.claimRpsForfeit),
  startBingo: callable('startBingo', H.startBingo),
  answerTrivia: callable('answerTrivia', H.answerTrivia),
  adminListUsers: callable('adminListUsers', H.adminListUsers),
  adminAdjustPoints: callable('adminAdjustPoints', H.adminAdjustPoints),
  adminRemoveUser: callable('adminRemoveUser', H.adminRemoveUser),
  adminSetOrganiser: callable('adminSetOrganiser', H.adminSetOrganiser),
  adminCreateCompany: callable('adminCreateCompany', H.adminCreateCompany),
  adminWriteSpeaker: callable('adminWriteSpeaker', H.adminWriteSpeaker),
  adminWriteSponsor: callable('adminWriteSponsor', H.adminWriteSponsor),
  adminWritePrize: callable('adminWritePrize', H.adminWritePrize),
  adminSetTheme: callable('adminSetTheme', H.adminSetTheme),
  sendOtp: publicCallable('sendOtp', P.sendOtp, { secrets: MAIL_SECRETS }),
  verifyOtp: publicCallable('verifyOtp', P.verifyOtp),
} satisfies Record<CallableName, unknown>;

export const {
  register,
  eventSignIn,
  signOut,
  issueQrToken,
  awardConnection,
  levelUp,
  buyPrize,
  allocatePrize,
  requestPair,
  respondPair,
  disconnectPair,
  playRps,
  claimRpsForfeit,
  startBingo,
  answerTrivia,
  adminListUsers,
  adminAdjustPoints,
  adminRemoveUser,
  adminSetOrganiser,
  adminCreateCompany,
  adminWriteSpeaker,
  adminWriteSponsor,
  adminWritePrize,
  adminSetTheme,
  sendOtp,
  verifyOtp,
} = callables;
