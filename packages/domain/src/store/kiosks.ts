import { seg } from './keys.ts';
import { node, type Stamp } from './node.ts';

/**
 * A kiosk link of an event (kiosks.ts): what the console lists, and what the database rules look
 * for while a kiosk's token reads the event's boards. Deleting it revokes the link at once.
 * Organisers of the event read it; the kiosk reads its own, to learn when it is revoked.
 */
export type Kiosk = {
  /** The organiser's name for the screen it is for ("Hall A projector"). */
  readonly label: string;
  readonly at: Stamp;
  /** Who made it: their user key, as the audit log names them. */
  readonly by: string;
};

/**
 * The link's secret, hashed (SHA-256, hex), and the event the kiosk is of: server only, so
 * neither an organiser's screen nor a database export ever holds a usable link.
 */
export type KioskSecret = {
  readonly eventId: string;
  readonly hash: string;
};

export const kioskNodes = {
  /** An event's live kiosk links, by kiosk id. */
  list: (eventId: string) => node<Readonly<Record<string, Kiosk>>>(`kiosks/${seg(eventId)}`),
  kiosk: (eventId: string, kioskId: string) =>
    node<Kiosk>(`kiosks/${seg(eventId)}/${seg(kioskId)}`),
  secret: (kioskId: string) => node<KioskSecret>(`kioskSecrets/${seg(kioskId)}`),
} as const;
