import type { TeamName } from '@engage/domain/colors';
import { LIMITS, type LimitName, takeToken } from '@engage/domain/limits';
import { LEVEL_THRESHOLDS } from '@engage/domain/points';
import {
  type Bucket,
  CONNECTION_SLOTS,
  type StoredUser,
  userNodes,
} from '@engage/domain/store/users';
import { signInWithEmailAndPassword } from 'firebase/auth';
import {
  onDisconnect,
  onValue,
  ref,
  serverTimestamp,
  set,
  type Unsubscribe,
} from 'firebase/database';
import { type SimClient, simClient } from './client.ts';
import { watchNode } from './node-reads.ts';
import type { OwnEntryClock } from './own-entry.ts';
import type { Rng } from './random.ts';
import { type Peer, type ShownQr, sleep, type World } from './world.ts';

/**
 * One simulated attendee: an account, a phone (the web SDKs), the screens it keeps open (its own
 * user node, presence on the event's online list) and the pace a person keeps: its calls take
 * tokens from buckets that mirror the server's limits, so a refusal for rate is a real surprise
 * unless it double-tapped. What it plays lives in games.ts and rooms.ts.
 */
export type AttendeeProfile = {
  readonly email: string;
  readonly password: string;
  readonly name: string;
  readonly company: string;
  readonly department: string;
  readonly teamName: TeamName;
  readonly attendance: 'in_person' | 'online';
  /** On the organiser's guest list (the company admits its domain); the others use the code. */
  readonly guest: boolean;
};

/** A room the attendee plays in; it resolves `done` when the attendee has left it. */
export type RoomHandle = {
  readonly roomId: string;
  readonly done: Promise<void>;
  /** The run ends: leave the room (by the Leave button, or by closing the app). */
  leave(byButton: boolean): Promise<void>;
};

export class SimAttendee implements Peer {
  readonly client: SimClient;
  key = '';
  publicId = '';
  color = '';
  seated = false;
  /** Set for the ring of cooperating accounts (ring.ts). */
  ring = false;
  /** Set for a leaderboard viewer: times its own entry (screens.ts). */
  ownEntry: OwnEntryClock | null = null;
  me: StoredUser | null = null;
  room: RoomHandle | null = null;
  /** An invitation to answer (a room id), seen on the attendee's own pairing node. */
  invite: string | null = null;
  offline = false;
  busy = false;
  readonly connectedWith = new Set<string>();
  readonly answered = new Set<string>();
  bingoStarted = false;
  purchases = 0;
  private readonly answeredInvites = new Set<string>();
  private shown: ShownQr | null = null;
  private showing: Promise<ShownQr | null> | null = null;
  private readonly buckets: Record<LimitName, Bucket | null> = {
    award: null,
    pairing: null,
    game: null,
    session: null,
    register: null,
    market: null,
    message: null,
  };
  private wake: (() => void) | null = null;
  private readonly stops: Unsubscribe[] = [];

  constructor(
    readonly index: number,
    readonly profile: AttendeeProfile,
    readonly rng: Rng,
    private readonly world: World,
  ) {
    this.client = simClient(`attendee-${index}`, world.clientDeps);
  }

  get points(): number {
    return this.me?.games?.act04?.totalPoints ?? 0;
  }

  get balance(): number {
    return this.points - (this.me?.games?.act04?.spentPoints ?? 0);
  }

  get level(): number {
    return this.me?.metadata?.level ?? 0;
  }

  available(): boolean {
    return this.seated && !this.offline && this.room === null && this.invite === null;
  }

  /** Waits for a token of the limit, as a person who does not tap faster than the screen allows. */
  async pace(limit: LimitName): Promise<void> {
    for (;;) {
      const decision = takeToken(this.buckets[limit], limit, Date.now());
      if (decision.ok) {
        this.buckets[limit] = decision.next as Bucket;
        return;
      }
      await sleep(1_000 / LIMITS[limit].perSecond);
    }
  }

  /**
   * The account, made verified by the rush (every registrant confirms their address, whatever
   * admits them), signs in.
   */
  async signUp(): Promise<void> {
    const { auth } = this.client;
    const { email, password } = this.profile;
    await signInWithEmailAndPassword(auth, email, password);
  }

  /**
   * Registration in the rush: some tap twice. Seated, or turned away by the limit; a call lost to
   * the network is tried again.
   */
  async register(doubleTap: boolean): Promise<'seated' | 'turned-away' | 'failed'> {
    const { setup } = this.world;
    const input = {
      name: this.profile.name,
      company: this.profile.company,
      department: this.profile.department,
      teamName: this.profile.teamName,
      eventId: setup.eventId,
      attendance: this.profile.attendance,
      ...(this.profile.guest ? {} : { invitationCode: setup.invitationCode }),
    };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const send = async () => {
        await this.pace('register');
        return this.client.call('register', input, ['registration-limit-reached']);
      };
      const answers = doubleTap ? await Promise.all([send(), send()]) : [await send()];
      for (const answer of answers) {
        // A second tap answers "under way" while the first seats the account.
        if (!answer.ok || !('user' in answer.value)) continue;
        this.key = answer.value.key;
        this.publicId = answer.value.user.publicId;
        this.color = answer.value.user.color;
        this.seated = true;
        return 'seated';
      }
      if (answers.some((a) => !a.ok && a.outcome.code === 'registration-limit-reached'))
        return 'turned-away';
      await sleep(1_000 + this.rng.int(0, 2_000));
    }
    return 'failed';
  }

  /** Signs in to the event, then keeps what its screens keep open: presence and its own node. */
  async enter(): Promise<void> {
    const { db } = this.client;
    await this.pace('session');
    await this.client.call('eventSignIn', { eventId: this.world.setup.eventId });
    // Presence as the web app keeps it: one entry per connection, the profile's isOnline, and the
    // event's online list, each re-armed with its onDisconnect on every (re)connection.
    const online = ref(db, userNodes.field(this.key, 'isOnline'));
    const listed = ref(db, userNodes.onlineEntry(this.world.setup.eventId, this.publicId));
    let step = '';
    const markOnline = async () => {
      step = 'connection entry';
      // The first free slot, as the web app takes it: one another connection holds is refused.
      for (const slot of CONNECTION_SLOTS) {
        const mine = ref(db, userNodes.connection(this.key, slot));
        await onDisconnect(mine).remove();
        const taken = await set(mine, true).then(
          () => true,
          () => false,
        );
        if (taken) break;
        await onDisconnect(mine).cancel();
      }
      step = 'isOnline';
      await onDisconnect(online).set(false);
      await set(online, true);
      step = 'online list';
      await onDisconnect(listed).remove();
      await set(listed, { name: this.profile.name, color: this.color, at: serverTimestamp() });
    };
    this.stops.push(
      onValue(ref(db, '.info/connected'), (snapshot) => {
        if (snapshot.val() === true)
          markOnline().catch((error: unknown) =>
            this.world.journal.count(`presence: ${step} refused (${String(error).slice(0, 60)})`),
          );
      }),
    );
    await new Promise<void>((resolve) => {
      this.stops.push(
        watchNode(
          db,
          userNodes.user(this.key),
          (me) => {
            this.me = me;
            this.noticeChanges();
            resolve();
          },
          () => resolve(),
        ),
      );
    });
  }

  /** What the attendee's own node tells its screens: an invitation to answer, a level to take. */
  private noticeChanges(): void {
    const flags = this.me?.games?.multiplayer_room;
    const roomId = flags?.roomId;
    if (
      flags !== undefined &&
      !flags.requester &&
      flags.other &&
      roomId !== undefined &&
      this.room === null &&
      !this.answeredInvites.has(roomId)
    ) {
      this.invite = roomId;
      this.answeredInvites.add(roomId);
      this.wake?.();
    }
  }

  /** The next level the points reach, if the attendee has not taken it yet. */
  levelDue(): boolean {
    const next = LEVEL_THRESHOLDS[this.level + 1];
    return next !== undefined && this.points >= next;
  }

  /** Thinks for a while; an invitation or the end of play cuts it short. */
  async nap(ms: number): Promise<void> {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, Math.min(ms, this.world.playEndsAt - Date.now() + 10));
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.wake = null;
  }

  interrupt(): void {
    this.wake?.();
  }

  /** Its Connect screen's QR code: a token issued once and refreshed 30 s before it expires. */
  showQr(): Promise<ShownQr | null> {
    if (this.shown !== null && this.shown.expiresAt - Date.now() > 30_000)
      return Promise.resolve(this.shown);
    if (this.showing === null) {
      this.showing = (async () => {
        await this.pace('game');
        const issued = await this.client.call('issueQrToken', {}, ['rate-limited']);
        this.shown = issued.ok ? issued.value : null;
        this.showing = null;
        return this.shown;
      })();
    }
    return this.showing;
  }

  /** The network drops (the socket closes, onDisconnect runs) and comes back `ms` later. */
  async loseNetwork(ms: number): Promise<void> {
    this.offline = true;
    this.client.offline();
    await sleep(ms);
    this.client.online();
    this.offline = false;
  }

  async close(): Promise<void> {
    for (const stop of this.stops.splice(0)) stop();
    await this.client.close();
  }
}
