import type { CallableName, CallableOutput, CallableRequest } from '@engage/domain/contract';
import { FirebaseError } from 'firebase/app';
import { httpsCallable } from 'firebase/functions';
import { appCheckReady } from './app-check.ts';
import { auth } from './auth-client.ts';
import { functions } from './functions-client.ts';

/**
 * The callables, by their names in the domain contract and typed by it, so the browser and the
 * functions cannot disagree on a name, a field or a result. A refusal arrives as CallError with
 * the domain code the function put in its details (`registration-limit-reached`, `no-event`…),
 * the catalogue message, the refusal's reason where the function gave one (`detail`), and for
 * input the schema refused, what was wrong with which field (`issues`); a refusal about one field
 * the schema let through (a picture that is not the event's) names it (`field`).
 */
export class CallError extends Error {
  override readonly name = 'CallError';
  constructor(
    readonly code: string,
    message: string,
    readonly detail?: string,
    readonly issues: readonly CallIssue[] = [],
    readonly field?: string,
  ) {
    super(message);
  }
}

/** One thing the input schema refused: the field's dot path (`event.name`) and what is wrong. */
export type CallIssue = { readonly path: string; readonly message: string };

/**
 * The functions send each issue as `path: message` (`event: an event ends after it starts`); a
 * text without a path is the whole input's.
 */
export const toIssues = (raw: unknown): CallIssue[] =>
  Array.isArray(raw)
    ? raw
        .filter((item): item is string => typeof item === 'string' && item !== '')
        .map((item) => {
          const at = item.indexOf(': ');
          return at < 0
            ? { path: 'input', message: item }
            : { path: item.slice(0, at), message: item.slice(at + 2) };
        })
    : [];

export const call = async <N extends CallableName>(
  name: N,
  data: CallableRequest<N>,
): Promise<CallableOutput<N>> => {
  // A session restored from the offline cache is known before Auth has restored its user: a call
  // made then (a scanned link opened at start) would go without the user's token.
  await Promise.all([appCheckReady(), auth().authStateReady()]);
  try {
    return (await httpsCallable<CallableRequest<N>, CallableOutput<N>>(functions(), name)(data))
      .data;
  } catch (error) {
    if (error instanceof FirebaseError) {
      const { details } = error as FirebaseError & {
        details?: { code?: string; detail?: string; issues?: unknown; field?: unknown };
      };
      throw new CallError(
        details?.code ?? error.code.replace(/^functions\//, ''),
        error.message,
        typeof details?.detail === 'string' ? details.detail : undefined,
        toIssues(details?.issues),
        typeof details?.field === 'string' ? details.field : undefined,
      );
    }
    throw error;
  }
};

const callable =
  <N extends CallableName>(name: N) =>
  (data: CallableRequest<N>): Promise<CallableOutput<N>> =>
    call(name, data);

export const callRegister = callable('register');
export const callEventSignIn = callable('eventSignIn');
export const callSignOut = callable('signOut');
export const callSendOtp = callable('sendOtp');
export const callVerifyOtp = callable('verifyOtp');
export const callLevelUp = callable('levelUp');
export const callAdminPublishPicture = callable('adminPublishPicture');
export const callStartBingo = callable('startBingo');
export const callAnswerTrivia = callable('answerTrivia');
export const callBuyPrize = callable('buyPrize');
export const callAdminAdjustPoints = callable('adminAdjustPoints');
export const callAdminSetOrganiser = callable('adminSetOrganiser');
export const callAdminRemoveUser = callable('adminRemoveUser');
export const callAdminVoidAwards = callable('adminVoidAwards');
export const callAdminRingReport = callable('adminRingReport');
export const callAdminSetRep = callable('adminSetRep');
export const callAdminCreateCompany = callable('adminCreateCompany');
export const callAdminUpdateCompany = callable('adminUpdateCompany');
export const callAdminSetAdmission = callable('adminSetAdmission');
export const callAdminReleaseSeat = callable('adminReleaseSeat');
export const callAdminDecideApplication = callable('adminDecideApplication');
export const callAdminWriteEvent = callable('adminWriteEvent');
export const callAdminWriteSpeaker = callable('adminWriteSpeaker');
export const callAdminWriteSponsor = callable('adminWriteSponsor');
export const callAdminWritePrize = callable('adminWritePrize');
export const callAdminDeleteContent = callable('adminDeleteContent');
export const callAdminWriteTrivia = callable('adminWriteTrivia');
export const callAdminDeleteTrivia = callable('adminDeleteTrivia');
export const callAdminOrderTrivia = callable('adminOrderTrivia');
export const callAdminAnnounce = callable('adminAnnounce');
export const callAdminSetBoothCrawl = callable('adminSetBoothCrawl');
export const callAdminSetPickLists = callable('adminSetPickLists');
export const callAdminSetBingoSquares = callable('adminSetBingoSquares');
export const callAdminSetTeam = callable('adminSetTeam');
export const callAdminSetScoring = callable('adminSetScoring');
export const callBoothCrawl = callable('boothCrawl');
export const callAdminSetWelcomeVideo = callable('adminSetWelcomeVideo');
export const callWatchedWelcomeVideo = callable('watchedWelcomeVideo');
export const callAdminQuizRound = callable('adminQuizRound');
export const callAnswerQuiz = callable('answerQuiz');
export const callAdminImportAttendees = callable('adminImportAttendees');
export const callAdminSetSession = callable('adminSetSession');
export const callAdminDeleteSession = callable('adminDeleteSession');
export const callAdminImportSessions = callable('adminImportSessions');
export const callRedeemInvitation = callable('redeemInvitation');
export const callAdminSetTheme = callable('adminSetTheme');
export const callAllocatePrize = callable('allocatePrize');
export const callUpdateProfile = callable('updateProfile');
export const callPublishPhoto = callable('publishPhoto');
export const callSetPrivacy = callable('setPrivacy');
export const callExportMyData = callable('exportMyData');
export const callDeleteMyAccount = callable('deleteMyAccount');
export const callShareLeadDetails = callable('shareLeadDetails');
export const callNoteLead = callable('noteLead');
export const callSetDirectoryListing = callable('setDirectoryListing');
export const callAdminSetMeetings = callable('adminSetMeetings');
export const callRequestMeeting = callable('requestMeeting');
export const callAnswerMeeting = callable('answerMeeting');
export const callMeetingCheckIn = callable('meetingCheckIn');
export const callSendMessage = callable('sendMessage');
export const callRequestPair = callable('requestPair');
export const callRespondPair = callable('respondPair');
export const callDisconnectPair = callable('disconnectPair');
export const callPlayRps = callable('playRps');
export const callClaimRpsForfeit = callable('claimRpsForfeit');
export const callOpenKiosk = callable('openKiosk');
export const callAdminCreateKiosk = callable('adminCreateKiosk');
export const callAdminRevokeKiosk = callable('adminRevokeKiosk');
export const callAdminSessionCode = callable('adminSessionCode');
export const callCheckInSession = callable('checkInSession');
export const callRateSession = callable('rateSession');
