import { seg } from './keys.ts';
import { node } from './node.ts';

/**
 * Invitations of imported attendees (attendee-import.ts): one per row, keyed by the hash of the
 * link's secret, so the database holds no link that signs in. Server only.
 */
export type Invitation = {
  readonly uid: string;
  /** The address it was mailed to, lower-cased: the only one it signs in. */
  readonly email: string;
  readonly eventId: string;
  /** It signs in until then (ms). */
  readonly until: number;
  /** When it signed in: it signs in once. */
  readonly usedAt?: number;
};

export const invitationNodes = {
  invitation: (id: string) => node<Invitation>(`invitations/${seg(id)}`),
} as const;
