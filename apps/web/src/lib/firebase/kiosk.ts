import { type Kiosk, kioskNodes } from '@engage/domain/store/kiosks';
import { signOut as firebaseSignOut, signInWithCustomToken } from 'firebase/auth';
import { auth } from './auth-client.ts';
import { callOpenKiosk } from './calls.ts';
import { watch, watchChildren } from './read.ts';
import type { SessionUser } from './session.ts';

/** A kiosk link opened on this device: the event it shows and the kiosk it is. */
export type OpenKiosk = { readonly eventId: string; readonly kioskId: string };

/**
 * Trades a kiosk link's key for a sign-in of its own (no account, no email): the token's claims
 * give it the event's boards and announcements, and nothing else. It replaces any sign-in this
 * browser held, as the venue PC is the kiosk's.
 */
export const openKiosk = async (
  key: string,
): Promise<OpenKiosk & { readonly session: SessionUser }> => {
  const { token, eventId, kioskId } = await callOpenKiosk({ key });
  const { user } = await signInWithCustomToken(auth(), token);
  return { eventId, kioskId, session: { uid: user.uid, email: null, emailVerified: false } };
};

/** Ends the kiosk's sign-in, so the database drops every listen it held. */
export const closeKiosk = (): Promise<void> => firebaseSignOut(auth());

/**
 * The kiosk's own record, live: null once the link is revoked (the rules read it at the listen's
 * start only, so the boards' listens would not stop by themselves; the screen stops on this).
 */
export const watchKiosk = (
  open: OpenKiosk,
  onChange: (kiosk: Kiosk | null) => void,
  onError: (error: Error) => void,
): (() => void) => watch(kioskNodes.kiosk(open.eventId, open.kioskId), onChange, onError);

/** A kiosk link as the console lists it: its id beside what is stored. */
export type ListedKiosk = Kiosk & { readonly id: string };

/** An event's live kiosk links, oldest first, for its organisers. */
export const watchKiosks = (
  eventId: string,
  onChange: (kiosks: ListedKiosk[]) => void,
): (() => void) =>
  watchChildren(kioskNodes.list(eventId), [], (children) =>
    onChange(children.map(([id, kiosk]) => ({ id, ...kiosk }))),
  );
