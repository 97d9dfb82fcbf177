import { describe } from 'vitest';
import { attackKit } from './attack-kit.ts';
import { contentAttacks } from './content-attacks.ts';
import { crawlAttacks } from './crawl-attacks.ts';
import { escalationAttacks } from './escalation-attacks.ts';
import { farmingAttacks } from './farming-attacks.ts';
import { hygieneAttacks } from './hygiene-attacks.ts';
import { inboxAttacks } from './inbox-attacks.ts';
import { leadAttacks } from './lead-attacks.ts';
import { myDataAttacks } from './my-data-attacks.ts';
import { oldTokenAttacks } from './old-token-attacks.ts';
import { organiserReachAttacks } from './organiser-reach-attacks.ts';
import { peopleAttacks } from './people-attacks.ts';
import { pickListAttacks } from './pick-list-attacks.ts';
import { pointsAttacks } from './points-attacks.ts';
import { privacyAttacks } from './privacy-attacks.ts';
import { queuedScanAttacks } from './queued-scan-attacks.ts';
import { quizAttacks } from './quiz-attacks.ts';
import { rateLimitAttacks } from './rate-limit-attacks.ts';
import { registrationAttacks } from './registration-attacks.ts';
import { revocationAttacks } from './revocation-attacks.ts';
import { roomAttacks } from './room-attacks.ts';
import { scoringAttacks } from './scoring-attacks.ts';
import { sessionAttacks } from './session-attacks.ts';
import { sessionCheckInAttacks } from './session-checkin-attacks.ts';
import { teamAttacks } from './team-attacks.ts';
import { triviaAttacks } from './trivia-attacks.ts';
import { trustAttacks } from './trust-attacks.ts';
import { videoAttacks } from './video-attacks.ts';
import { voidAttacks } from './void-attacks.ts';

/**
 * What a hostile client can try against the running dev stack with the unmodified web SDKs, one
 * test per attempt. Each asserts the refusal and then, read with the admin SDK, that nothing
 * changed. Every attacker is a fresh account, so the per-account limits of one test never touch
 * another's. Registered from dev-stack.e2e.ts inside its running-stack suite.
 */
export const attackSuite = (): void => {
  const kit = attackKit();
  registrationAttacks(kit);
  privacyAttacks(kit);
  contentAttacks(kit);
  organiserReachAttacks(kit);
  oldTokenAttacks(kit);
  revocationAttacks(kit);
  triviaAttacks(kit);
  escalationAttacks(kit);
  pointsAttacks(kit);
  voidAttacks(kit);
  leadAttacks(kit);
  myDataAttacks(kit);
  crawlAttacks(kit);
  pickListAttacks(kit);
  teamAttacks(kit);
  scoringAttacks(kit);
  videoAttacks(kit);
  quizAttacks(kit);
  sessionAttacks(kit);
  sessionCheckInAttacks(kit);
  peopleAttacks(kit);
  inboxAttacks(kit);
  rateLimitAttacks(kit);
  farmingAttacks(kit);
  queuedScanAttacks(kit);
  hygieneAttacks(kit);
  describe('issue 20: a crowd, another company’s organiser, a stranger', () => trustAttacks(kit));
  roomAttacks(kit);
};
