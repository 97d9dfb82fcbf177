import type * as v from 'valibot';
import type { AnnounceResult } from './announcements.ts';
import type { ImportAnswer } from './attendee-import.ts';
import { setBingoSquaresInput } from './bingo-setup.ts';
import { boothCrawlInput, type CrawlView, setBoothCrawlInput } from './booth-crawl.ts';
import { type Listing, setListingInput } from './directory.ts';
import type {
  BingoCard,
  ConnectionResult,
  LeaveResult,
  QrToken,
  RequestResult,
  RpsResult,
  TriviaAnswer,
} from './games.ts';
import { type SentMessage, sendMessageInput } from './inbox.ts';
import * as inputs from './inputs.ts';
import * as consoleInputs from './inputs-console.ts';
import type { CreatedKiosk, OpenedKiosk } from './kiosks.ts';
import * as kioskInputs from './kiosks.ts';
import type { LeadConsentAnswer, LeadNote } from './leads.ts';
import type { PurchaseResult } from './market-purchases.ts';
import { type MeetingCheckedIn, meetingCheckInInput } from './meeting-check-in.ts';
import { answerMeetingInput, requestMeetingInput, setMeetingsInput } from './meeting-inputs.ts';
import type { MeetingAnswer } from './meetings.ts';
import type { MyData } from './my-data.ts';
import type { OtpSendResult } from './otp.ts';
import type { PairAnswer } from './pairing.ts';
import type { ProfileEdit } from './people.ts';
import type { PublishedPhoto } from './photo.ts';
import { type PickLists, setPickListsInput } from './pick-lists.ts';
import {
  answerQuizInput,
  type QuizAnswerTaken,
  type QuizRoundView,
  quizRoundInput,
} from './quiz.ts';
import type { RegisterAnswer } from './registration.ts';
import type { RingView } from './rings.ts';
import { type ScoringTable, setScoringInput } from './scoring-table.ts';
import {
  type CheckInResult,
  checkInSessionInput,
  type SessionCodeView,
  sessionCodeInput,
} from './session-checkin.ts';
import {
  deleteSessionInput,
  importSessionsInput,
  type SessionImportAnswer,
  setSessionInput,
} from './session-edit.ts';
import { type FeedbackResult, rateSessionInput } from './session-feedback.ts';
import type { SignInResult } from './sign-in.ts';
import type { BoothCrawlSetting, WelcomeVideo } from './store/events.ts';
import type { ApplicationState } from './store/organisers.ts';
import type { MeetingSetup } from './store/people.ts';
import type { BoardPrivacy } from './store/users.ts';
import { setTeamInput, type Teams } from './team-edit.ts';
import type { VoidResult } from './voids.ts';
import {
  setWelcomeVideoInput,
  type WelcomeVideoWatched,
  watchedWelcomeVideoInput,
} from './welcome-video.ts';

/**
 * The one callable contract: every Cloud Function the web app calls, with its input schema and who
 * may call it. `functions/src/index.ts` exports exactly these names and the web client is derived
 * from them, so a renamed callable or field, or a changed result, fails typecheck on both sides.
 */
export const CALLABLES = {
  register: { input: inputs.registerInput, access: 'signed-in' },
  eventSignIn: { input: inputs.eventSignInInput, access: 'signed-in' },
  signOut: { input: inputs.signOutInput, access: 'signed-in' },
  issueQrToken: { input: inputs.issueQrTokenInput, access: 'signed-in' },
  awardConnection: { input: inputs.awardConnectionInput, access: 'signed-in' },
  levelUp: { input: inputs.levelUpInput, access: 'signed-in' },
  buyPrize: { input: inputs.buyPrizeInput, access: 'signed-in' },
  requestPair: { input: inputs.pairingRequestInput, access: 'signed-in' },
  respondPair: { input: inputs.pairingRespondInput, access: 'signed-in' },
  disconnectPair: { input: inputs.pairingDisconnectInput, access: 'signed-in' },
  playRps: { input: inputs.rpsMoveInput, access: 'signed-in' },
  claimRpsForfeit: { input: inputs.rpsForfeitInput, access: 'signed-in' },
  startBingo: { input: inputs.startBingoInput, access: 'signed-in' },
  answerTrivia: { input: inputs.answerTriviaInput, access: 'signed-in' },
  allocatePrize: { input: inputs.allocatePrizeInput, access: 'organiser' },
  adminAdjustPoints: { input: inputs.adminAdjustPointsInput, access: 'organiser' },
  adminRemoveUser: { input: inputs.removeUserInput, access: 'organiser' },
  adminVoidAwards: { input: inputs.voidAwardsInput, access: 'organiser' },
  adminRingReport: { input: inputs.ringReportInput, access: 'organiser' },
  adminSetOrganiser: { input: inputs.setOrganiserInput, access: 'organiser' },
  adminCreateCompany: { input: inputs.createCompanyInput, access: 'organiser' },
  adminWriteSpeaker: { input: inputs.writeSpeakerInput, access: 'organiser' },
  adminWriteSponsor: { input: inputs.writeSponsorInput, access: 'organiser' },
  adminWritePrize: { input: inputs.writePrizeInput, access: 'organiser' },
  adminSetTheme: { input: inputs.setThemeInput, access: 'organiser' },
  adminUpdateCompany: { input: inputs.updateCompanyInput, access: 'organiser' },
  adminWriteEvent: { input: consoleInputs.writeEventInput, access: 'organiser' },
  adminDeleteContent: { input: inputs.deleteContentInput, access: 'organiser' },
  adminSetRep: { input: inputs.setRepInput, access: 'organiser' },
  adminPublishPicture: { input: inputs.publishPictureInput, access: 'organiser' },
  adminSetAdmission: { input: consoleInputs.setAdmissionInput, access: 'organiser' },
  adminReleaseSeat: { input: consoleInputs.releaseSeatInput, access: 'organiser' },
  adminDecideApplication: { input: consoleInputs.decideApplicationInput, access: 'organiser' },
  adminWriteTrivia: { input: consoleInputs.writeTriviaInput, access: 'organiser' },
  adminDeleteTrivia: { input: consoleInputs.deleteTriviaInput, access: 'organiser' },
  adminOrderTrivia: { input: consoleInputs.orderTriviaInput, access: 'organiser' },
  adminAnnounce: { input: consoleInputs.announceInput, access: 'organiser' },
  adminCreateKiosk: { input: kioskInputs.createKioskInput, access: 'organiser' },
  adminRevokeKiosk: { input: kioskInputs.revokeKioskInput, access: 'organiser' },
  adminSetBoothCrawl: { input: setBoothCrawlInput, access: 'organiser' },
  adminSetTeam: { input: setTeamInput, access: 'organiser' },
  adminSetPickLists: { input: setPickListsInput, access: 'organiser' },
  adminSetBingoSquares: { input: setBingoSquaresInput, access: 'organiser' },
  adminSetScoring: { input: setScoringInput, access: 'organiser' },
  boothCrawl: { input: boothCrawlInput, access: 'signed-in' },
  adminSetWelcomeVideo: { input: setWelcomeVideoInput, access: 'organiser' },
  watchedWelcomeVideo: { input: watchedWelcomeVideoInput, access: 'signed-in' },
  adminQuizRound: { input: quizRoundInput, access: 'organiser' },
  answerQuiz: { input: answerQuizInput, access: 'signed-in' },
  adminSessionCode: { input: sessionCodeInput, access: 'organiser' },
  checkInSession: { input: checkInSessionInput, access: 'signed-in' },
  rateSession: { input: rateSessionInput, access: 'signed-in' },
  adminImportAttendees: { input: consoleInputs.importAttendeesInput, access: 'organiser' },
  adminSetSession: { input: setSessionInput, access: 'organiser' },
  adminDeleteSession: { input: deleteSessionInput, access: 'organiser' },
  adminImportSessions: { input: importSessionsInput, access: 'organiser' },
  updateProfile: { input: inputs.updateProfileInput, access: 'signed-in' },
  publishPhoto: { input: inputs.publishPhotoInput, access: 'signed-in' },
  setPrivacy: { input: inputs.setPrivacyInput, access: 'signed-in' },
  exportMyData: { input: inputs.exportMyDataInput, access: 'signed-in' },
  deleteMyAccount: { input: inputs.deleteMyAccountInput, access: 'signed-in' },
  shareLeadDetails: { input: inputs.leadConsentInput, access: 'signed-in' },
  noteLead: { input: inputs.leadNoteInput, access: 'signed-in' },
  setDirectoryListing: { input: setListingInput, access: 'signed-in' },
  adminSetMeetings: { input: setMeetingsInput, access: 'organiser' },
  requestMeeting: { input: requestMeetingInput, access: 'signed-in' },
  answerMeeting: { input: answerMeetingInput, access: 'signed-in' },
  meetingCheckIn: { input: meetingCheckInInput, access: 'signed-in' },
  sendMessage: { input: sendMessageInput, access: 'signed-in' },
  sendOtp: { input: inputs.sendOtpInput, access: 'public' },
  verifyOtp: { input: inputs.verifyOtpInput, access: 'public' },
  openKiosk: { input: kioskInputs.openKioskInput, access: 'public' },
  redeemInvitation: { input: consoleInputs.redeemInvitationInput, access: 'public' },
} as const satisfies Record<
  string,
  { readonly input: v.GenericSchema; readonly access: 'public' | 'signed-in' | 'organiser' }
>;

type Outputs = {
  register: RegisterAnswer;
  eventSignIn: SignInResult;
  signOut: { readonly status: 'not-registered' };
  issueQrToken: QrToken;
  awardConnection: ConnectionResult;
  levelUp: { readonly level: number };
  buyPrize: PurchaseResult;
  requestPair: RequestResult;
  respondPair: PairAnswer;
  disconnectPair: LeaveResult;
  playRps: RpsResult;
  claimRpsForfeit: RpsResult;
  startBingo: BingoCard;
  answerTrivia: TriviaAnswer;
  allocatePrize: { readonly state: 'allocated' | 'claimed' };
  adminAdjustPoints: {
    readonly delta: number;
    readonly totalPoints: number;
    readonly level: number;
  };
  adminRemoveUser: { readonly removed: string };
  adminVoidAwards: VoidResult;
  adminRingReport: RingView;
  adminSetOrganiser: { readonly claim: string | null; readonly isAdmin: boolean };
  adminCreateCompany: { readonly id: string };
  adminWriteSpeaker: { readonly id: string };
  adminWriteSponsor: { readonly id: string };
  adminWritePrize: { readonly id: string };
  adminSetTheme: { readonly eventId: string };
  adminUpdateCompany: { readonly id: string };
  adminWriteEvent: { readonly eventId: string };
  adminDeleteContent: { readonly id: string };
  adminSetRep: { readonly isRep: boolean };
  adminPublishPicture: { readonly path: string };
  adminSetAdmission: { readonly customerId: string };
  adminReleaseSeat: { readonly released: string };
  adminDecideApplication: { readonly state: ApplicationState };
  adminWriteTrivia: { readonly id: string };
  adminDeleteTrivia: { readonly id: string };
  adminOrderTrivia: { readonly eventId: string };
  adminAnnounce: AnnounceResult;
  adminCreateKiosk: CreatedKiosk;
  adminRevokeKiosk: { readonly kioskId: string };
  adminSetBoothCrawl: BoothCrawlSetting;
  adminSetTeam: Teams;
  adminSetPickLists: PickLists;
  adminSetBingoSquares: { readonly chosen: number };
  adminSetScoring: ScoringTable;
  boothCrawl: CrawlView;
  adminSetWelcomeVideo: { readonly video: WelcomeVideo | null };
  watchedWelcomeVideo: WelcomeVideoWatched;
  adminQuizRound: QuizRoundView;
  answerQuiz: QuizAnswerTaken;
  adminSessionCode: SessionCodeView;
  checkInSession: CheckInResult;
  rateSession: FeedbackResult;
  adminImportAttendees: ImportAnswer;
  adminSetSession: { readonly id: string };
  adminDeleteSession: { readonly id: string };
  adminImportSessions: SessionImportAnswer;
  updateProfile: ProfileEdit;
  publishPhoto: PublishedPhoto;
  setPrivacy: BoardPrivacy;
  exportMyData: MyData;
  deleteMyAccount: { readonly deleted: true };
  shareLeadDetails: LeadConsentAnswer;
  noteLead: LeadNote;
  setDirectoryListing: Listing;
  adminSetMeetings: MeetingSetup;
  requestMeeting: MeetingAnswer;
  answerMeeting: MeetingAnswer;
  meetingCheckIn: MeetingCheckedIn;
  sendMessage: SentMessage;
  sendOtp: OtpSendResult;
  verifyOtp: { readonly token: string };
  openKiosk: OpenedKiosk;
  redeemInvitation: { readonly token: string; readonly eventId: string };
};

export type CallableName = keyof typeof CALLABLES;
/** What each callable answers; a callable without an answer type answers `never`, which no handler can. */
export type CallableOutputs = Outputs & Record<Exclude<CallableName, keyof Outputs>, never>;
export type PublicCallableName = {
  [N in CallableName]: (typeof CALLABLES)[N]['access'] extends 'public' ? N : never;
}[CallableName];
/** The callables only organisers may call (the wrapper refuses anyone else before the input). */
export type OrganiserCallableName = {
  [N in CallableName]: (typeof CALLABLES)[N]['access'] extends 'organiser' ? N : never;
}[CallableName];
/** What the browser sends (before the schema's defaults and trimming). */
export type CallableRequest<N extends CallableName> = v.InferInput<(typeof CALLABLES)[N]['input']>;
/** What the handler gets, checked by the schema. */
export type CallableInput<N extends CallableName> = v.InferOutput<(typeof CALLABLES)[N]['input']>;
export type CallableOutput<N extends CallableName> = CallableOutputs[N];
