import type { CallableName, PublicCallableName } from '@engage/domain/contract';
import { announce } from './handlers/announce.ts';
import * as attendeeImport from './handlers/attendee-import.ts';
import * as bingoSetup from './handlers/bingo-setup.ts';
import * as crawl from './handlers/booth-crawl.ts';
import * as admin from './handlers/console.ts';
import * as content from './handlers/content.ts';
import * as directory from './handlers/directory.ts';
import * as events from './handlers/events.ts';
import * as games from './handlers/games.ts';
import * as inbox from './handlers/inbox.ts';
import * as kiosks from './handlers/kiosks.ts';
import * as leads from './handlers/leads.ts';
import * as market from './handlers/market.ts';
import * as meetings from './handlers/meetings.ts';
import * as myData from './handlers/my-data.ts';
import * as otp from './handlers/otp.ts';
import * as pairing from './handlers/pairing.ts';
import * as people from './handlers/people.ts';
import * as privacy from './handlers/privacy.ts';
import * as quiz from './handlers/quiz.ts';
import { register } from './handlers/register.ts';
import * as rings from './handlers/rings.ts';
import * as rps from './handlers/rps.ts';
import * as scoring from './handlers/scoring.ts';
import { setScoring } from './handlers/scoring-table.ts';
import * as seats from './handlers/seats.ts';
import * as sessionCheckIn from './handlers/session-checkin.ts';
import * as sessions from './handlers/sessions.ts';
import * as signIn from './handlers/sign-in.ts';
import * as teams from './handlers/teams.ts';
import * as trivia from './handlers/trivia-edit.ts';
import * as video from './handlers/welcome-video.ts';
import { limited } from './infra/limits.ts';
import type { ContractHandler, PublicHandler } from './triggers/callable.ts';

type SignedInName = Exclude<CallableName, PublicCallableName>;

/** The handler of every callable of the contract for signed-in callers, by contract name. */
export const HANDLERS: { readonly [N in SignedInName]: ContractHandler<N> } = {
  register: limited('register', register),
  eventSignIn: limited('session', signIn.eventSignIn),
  signOut: limited('session', signIn.signOut),
  issueQrToken: limited('game', scoring.issueQrToken),
  awardConnection: limited('award', scoring.awardConnection),
  levelUp: limited('market', scoring.levelUp),
  buyPrize: limited('market', market.buyPrize),
  allocatePrize: market.allocatePrize,
  requestPair: limited('pairing', pairing.requestPair),
  respondPair: limited('pairing', pairing.respondPair),
  disconnectPair: limited('pairing', pairing.disconnectPair),
  playRps: limited('game', rps.rpsMove),
  claimRpsForfeit: limited('game', rps.rpsForfeit),
  startBingo: limited('game', games.startBingo),
  answerTrivia: limited('game', games.answerTrivia),
  adminAdjustPoints: admin.adjustPoints,
  adminRemoveUser: admin.removeUser,
  adminVoidAwards: rings.voidAwards,
  adminRingReport: rings.ringReport,
  adminSetOrganiser: admin.setOrganiser,
  adminCreateCompany: admin.createCompany,
  adminWriteSpeaker: content.writeSpeaker,
  adminWriteSponsor: content.writeSponsor,
  adminWritePrize: content.writePrize,
  adminSetTheme: content.setTheme,
  adminUpdateCompany: admin.updateCompany,
  adminWriteEvent: events.writeEvent,
  adminDeleteContent: content.deleteContent,
  adminSetRep: people.setRep,
  adminPublishPicture: content.publishPicture,
  adminSetAdmission: seats.setAdmission,
  adminReleaseSeat: seats.releaseSeat,
  adminDecideApplication: seats.answerApplication,
  adminWriteTrivia: trivia.writeTrivia,
  adminDeleteTrivia: trivia.deleteTrivia,
  adminOrderTrivia: trivia.orderTrivia,
  adminAnnounce: announce,
  adminCreateKiosk: kiosks.createKiosk,
  adminRevokeKiosk: kiosks.revokeKiosk,
  adminSetBoothCrawl: crawl.setBoothCrawl,
  adminSetTeam: teams.setTeam,
  adminSetPickLists: bingoSetup.setPickLists,
  adminSetBingoSquares: bingoSetup.setBingoSquares,
  adminSetScoring: setScoring,
  boothCrawl: limited('game', crawl.boothCrawl),
  adminSetWelcomeVideo: video.setWelcomeVideo,
  watchedWelcomeVideo: limited('game', video.watchedWelcomeVideo),
  adminQuizRound: quiz.quizRound,
  answerQuiz: limited('game', quiz.answerQuiz),
  adminSessionCode: sessionCheckIn.sessionCode,
  checkInSession: limited('game', sessionCheckIn.checkInSession),
  rateSession: limited('game', sessionCheckIn.rateSession),
  adminSetSession: sessions.setSession,
  adminDeleteSession: sessions.deleteSession,
  adminImportSessions: sessions.importSessions,
  adminImportAttendees: attendeeImport.importAttendees,
  updateProfile: limited('game', people.updateProfile),
  publishPhoto: limited('game', people.publishPhoto),
  setPrivacy: limited('game', privacy.setPrivacy),
  exportMyData: limited('game', myData.exportMyData),
  deleteMyAccount: limited('game', myData.deleteMyAccount),
  shareLeadDetails: limited('game', leads.shareLeadDetails),
  noteLead: limited('game', leads.noteLead),
  setDirectoryListing: limited('game', directory.setDirectoryListing),
  adminSetMeetings: meetings.setMeetings,
  requestMeeting: limited('game', meetings.requestMeeting),
  answerMeeting: limited('game', meetings.answerMeeting),
  meetingCheckIn: limited('award', meetings.meetingCheckIn),
  sendMessage: limited('message', inbox.sendMessage),
};

/** The callables made before sign-in (one-time codes). */
export const PUBLIC_HANDLERS: { readonly [N in PublicCallableName]: PublicHandler<N> } = {
  sendOtp: otp.sendOtp,
  verifyOtp: otp.verifyOtp,
  openKiosk: kiosks.openKiosk,
  redeemInvitation: attendeeImport.redeemInvitation,
};
