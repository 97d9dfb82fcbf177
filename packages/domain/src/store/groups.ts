import { announcementNodes } from './announcements.ts';
import { boardNodes } from './boards.ts';
import { eventNodes } from './events.ts';
import { everyoneNodes } from './everyone.ts';
import { inboxNodes } from './inbox.ts';
import { invitationNodes } from './invitations.ts';
import { kioskNodes } from './kiosks.ts';
import { marketNodes } from './market.ts';
import { organiserNodes } from './organisers.ts';
import { peopleNodes } from './people.ts';
import { quizNodes } from './quiz.ts';
import { roomNodes } from './rooms.ts';
import { sessionCheckInNodes } from './session-checkins.ts';
import { sessionNodes } from './sessions.ts';
import { userNodes } from './users.ts';

/**
 * Every group of nodes in the store, by name: the tests hold each node against the database rules
 * (rules.test.ts) and its path (nodes.test.ts). A new file of nodes joins here.
 */
export const NODE_GROUPS = {
  userNodes,
  eventNodes,
  roomNodes,
  marketNodes,
  boardNodes,
  organiserNodes,
  announcementNodes,
  kioskNodes,
  invitationNodes,
  everyoneNodes,
  quizNodes,
  sessionCheckInNodes,
  sessionNodes,
  peopleNodes,
  inboxNodes,
} as const;
