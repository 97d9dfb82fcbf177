import { chatWaitMs, planChatLine } from '@engage/domain/chat';
import { CONVERSATION_PROMPTS, RPS_MOVE_TIMEOUT_MS, type RpsResult } from '@engage/domain/games';
import { GAME } from '@engage/domain/points';
import { type GameRoom, RPS_MOVES, roomNodes } from '@engage/domain/store/rooms';
import { onDisconnect, push, ref, update } from 'firebase/database';
import type { RoomHandle, SimAttendee } from './attendee.ts';
import { watchNode } from './node-reads.ts';
import { sleep, type World } from './world.ts';

/**
 * One player's side of a room, as the room screens play it (pairing is in rooms.ts): it listens
 * to the room, writes messages or moves, claims a forfeit, and leaves by the button or by closing
 * the app.
 */
type Role = 'requester' | 'invited';

const ROOM_REFUSALS = ['illegal-transition', 'rate-limited', 'not-found'];
/** Long enough for a match with a forfeit (30 s to move), short enough that nobody hangs. */
const ROOM_LIFETIME_MS = 100_000;

export class RoomSession implements RoomHandle {
  readonly done: Promise<void>;
  private finish: () => void = () => undefined;
  private room: GameRoom | null = null;
  private ended = false;
  private armed = false;
  private talking = false;
  private movedRound = 0;
  private moving = false;
  private forfeitRound = 0;
  private leaving = false;
  /** A player who stops moving after the first round (its partner claims the forfeit). */
  private readonly stalls: boolean;
  private readonly stopListening: () => void;
  private readonly lifetime: ReturnType<typeof setTimeout>;

  /** The session has ended (a room closed, a match over, or the lifetime run out). */
  get over(): boolean {
    return this.ended;
  }

  constructor(
    private readonly me: SimAttendee,
    private readonly world: World,
    readonly roomId: string,
    private readonly role: Role,
  ) {
    this.done = new Promise((resolve) => {
      this.finish = resolve;
    });
    this.stalls = role === 'invited' && me.rng.chance(0.1);
    this.stopListening = watchNode(
      me.client.db,
      roomNodes.room(roomId),
      (room) => this.onRoom(room),
      () => this.end('closed'),
    );
    this.lifetime = setTimeout(() => void this.leave(true), ROOM_LIFETIME_MS);
  }

  private get otherId(): string | undefined {
    return Object.keys(this.room?.players ?? {}).find((id) => id !== this.me.publicId);
  }

  private onRoom(room: GameRoom | null): void {
    if (this.ended) return;
    if (room === null) {
      this.end('closed');
      return;
    }
    // A write that lands after the room was deleted (an answer committed as the requester left)
    // leaves a room with no players: the screen has nothing to show, the room is over for it.
    if (room.players === undefined) {
      this.world.journal.count('screen: room without players (written after it was deleted)');
      this.end('closed');
      return;
    }
    this.room = room;
    if (room.status === 'pending') return;
    if (room.players[this.me.publicId]?.disconnected === true) {
      this.world.journal.count('screen: own connection lost in a room');
      this.end('dropped');
      return;
    }
    const other = this.otherId;
    if (other !== undefined && room.players[other]?.disconnected === true) {
      this.world.journal.count('screen: "Disconnected. Try Connecting With Someone Again!"');
      void this.leave(this.me.rng.chance(0.5));
      return;
    }
    this.arm();
    if (room.game === 'act05') this.talk();
    else this.play(room);
  }

  /** While in a room, closing the app or losing the network flags the player disconnected. */
  private arm(): void {
    if (this.armed) return;
    this.armed = true;
    const flag = ref(
      this.me.client.db,
      roomNodes.playerDisconnected(this.roomId, this.me.publicId),
    );
    onDisconnect(flag)
      .set(true)
      .catch(() => undefined);
  }

  private talk(): void {
    if (this.talking) return;
    this.talking = true;
    const { me } = this;
    // Most talk; some say one thing and wait, which pays nothing.
    const planned = me.rng.chance(0.15) ? 1 : me.rng.int(2, 3);
    void (async () => {
      for (let i = 0; i < planned && !this.ended; i += 1) {
        await sleep(me.rng.int(600, 2_000));
        if (this.ended) return;
        const text =
          i === 0 ? me.rng.pick(CONVERSATION_PROMPTS) : `Reply ${i} from ${me.profile.name}`;
        await this.say(text).catch(() => this.world.journal.count('chat message refused'));
      }
      if (this.role === 'requester') {
        const started = Date.now();
        while (!this.ended && Date.now() - started < 10_000 && this.messagesFromOther() < 2)
          await sleep(300);
        await this.leave(true);
      } else {
        // The requester says goodbye; one who waits too long leaves by the button.
        await sleep(15_000);
        await this.leave(true);
      }
    })();
  }

  /** A line as the web app writes it: with the player's tally, at the pace the rules take. */
  private async say(text: string): Promise<void> {
    const { me } = this;
    if (this.room === null) return;
    await sleep(chatWaitMs(this.room, me.publicId, Date.now()) + 100);
    const messageId = push(ref(me.client.db, roomNodes.messages(this.roomId))).key ?? '';
    const plan = planChatLine(this.room, this.roomId, me.publicId, messageId, text, Date.now());
    if (!plan.ok) throw new Error(plan.error);
    await update(ref(me.client.db), plan.writes.sets);
  }

  private messagesFromOther(): number {
    const other = this.otherId;
    return Object.values(this.room?.messages ?? {}).filter((m) => m.by === other).length;
  }

  private play(room: GameRoom): void {
    const rps = room.rps;
    if (rps === undefined) return;
    if (room.status === 'finished' || rps.winner !== undefined) {
      void this.afterMatch();
      return;
    }
    const moved = rps.moved?.[this.me.publicId] === true || this.movedRound >= rps.round;
    if (moved) {
      this.watchForfeit(rps.round, rps.roundStartedAt);
      return;
    }
    if (this.moving || (this.stalls && rps.round >= 2)) return;
    this.moving = true;
    void (async () => {
      await sleep(this.me.rng.int(300, 1_500));
      await this.me.pace('game');
      const move = this.me.rng.pick(RPS_MOVES);
      const result = await this.me.client.call(
        'playRps',
        { roomId: this.roomId, move },
        ROOM_REFUSALS,
      );
      this.movedRound = Math.max(this.movedRound, rps.round);
      this.moving = false;
      if (result.ok) this.settled(result.value);
      // The answer may be newer than the last room seen: look again.
      if (this.room !== null && !this.ended) this.play(this.room);
    })();
  }

  /** The other player has 30 s to move; then the one who moved claims the match. */
  private watchForfeit(round: number, startedAt: number): void {
    if (this.forfeitRound >= round) return;
    this.forfeitRound = round;
    const wait = startedAt + RPS_MOVE_TIMEOUT_MS + 1_000 - Date.now();
    setTimeout(
      () => {
        const rps = this.room?.rps;
        const other = this.otherId;
        if (this.ended || rps === undefined || other === undefined) return;
        if (rps.round !== round || rps.moved?.[other] === true || rps.winner !== undefined) return;
        this.world.journal.count('rps: forfeit claimed');
        void (async () => {
          await this.me.pace('game');
          const result = await this.me.client.call(
            'claimRpsForfeit',
            { roomId: this.roomId },
            ROOM_REFUSALS,
          );
          if (result.ok) this.settled(result.value);
        })();
      },
      Math.max(0, wait),
    );
  }

  /**
   * A finished match pays its winner, once per opponent, and may complete the game for either:
   * the answer says what each was paid, the win and the completion each with its own ledger
   * entry. Only the caller's own share is acknowledged: the other player's answer (if it sees the
   * end too) acknowledges theirs, so no award is acknowledged twice.
   */
  private settled(result: RpsResult): void {
    if (result.status !== 'finished') return;
    const mine = result.paid?.[this.me.publicId];
    if (mine === undefined) return;
    if (mine.win > 0)
      this.world.journal.ack({ key: this.me.key, reason: 'rps-win', points: mine.win });
    if (mine.completion > 0)
      this.world.journal.ack({
        key: this.me.key,
        reason: `complete-${GAME.rps}`,
        points: mine.completion,
      });
  }

  private async afterMatch(): Promise<void> {
    if (this.leaving) return;
    this.leaving = true;
    this.world.journal.count('rps: match finished');
    await sleep(1_000);
    if (this.role === 'requester' && this.me.rng.chance(0.7)) await this.leave(true);
    else this.end('finished');
  }

  /** Leaves by the button (disconnectPair, which pays a small talk that happened) or by walking away. */
  async leave(byButton: boolean): Promise<void> {
    if (this.ended) return;
    if (byButton) {
      await this.me.pace('pairing');
      const left = await this.me.client.call(
        'disconnectPair',
        { roomId: this.roomId },
        ROOM_REFUSALS,
      );
      // The answer says what the leaver was paid; the partner's share under the partner rule
      // may differ, so only the leaver's award is acknowledged.
      const paid = left.ok ? left.value.paid : undefined;
      if (paid !== undefined && paid.talk > 0)
        this.world.journal.ack({ key: this.me.key, reason: 'small-talk', points: paid.talk });
      if (paid !== undefined && paid.completion > 0)
        this.world.journal.ack({
          key: this.me.key,
          reason: `complete-${GAME.smallTalk}`,
          points: paid.completion,
        });
    }
    this.end(byButton ? 'left' : 'walked away');
  }

  private end(why: string): void {
    if (this.ended) return;
    this.ended = true;
    this.world.journal.count(`room ended: ${why}`);
    clearTimeout(this.lifetime);
    this.stopListening();
    if (this.armed && why !== 'dropped' && why !== 'walked away') {
      const flag = ref(
        this.me.client.db,
        roomNodes.playerDisconnected(this.roomId, this.me.publicId),
      );
      onDisconnect(flag)
        .cancel()
        .catch(() => undefined);
    }
    if (this.me.room === this) this.me.room = null;
    this.finish();
  }
}
