import type { SimAttendee } from './attendee.ts';
import { levelUp, scan, startBingo } from './games.ts';
import { answerInvite, askToPlay } from './rooms.ts';
import type { World } from './world.ts';

/**
 * The ring: accounts that cooperate to farm points (issue 20). They play only each other, as fast
 * as the server's limits allow: each scans every other member's QR code, asks each to a small
 * talk and to a rock-paper-scissors match, answers the others' invitations at once, and never
 * thinks between actions. Honest attendees do not play with them (games.ts, rooms.ts).
 */
const playing = (world: World) => !world.stopping && Date.now() < world.playEndsAt;

export const playRing = async (
  me: SimAttendee,
  world: World,
  ring: readonly SimAttendee[],
): Promise<void> => {
  const partners = ring.filter((member) => member !== me);
  const asked = { act05: new Set<string>(), act03: new Set<string>() };
  await startBingo(me);
  while (playing(world)) {
    if (me.invite !== null) {
      await answerInvite(me, world);
      continue;
    }
    if (me.levelDue()) await levelUp(me);
    if (me.offline) {
      await me.nap(1_000);
      continue;
    }
    const free = partners.filter((member) => member.available());
    const unmet = free.find((member) => !me.connectedWith.has(member.key));
    if (unmet !== undefined) {
      await scan(me, world, unmet);
      continue;
    }
    const game = (['act05', 'act03'] as const).find((g) =>
      free.some((member) => !asked[g].has(member.key)),
    );
    const other = game && free.find((member) => !asked[game].has(member.key));
    if (game === undefined || other === undefined) {
      // Everyone met and asked (then ask again: a match may have been a draw, a talk too short),
      // or everyone busy: wait a moment for someone to be free.
      if (partners.every((m) => asked.act05.has(m.key) && asked.act03.has(m.key))) {
        asked.act05.clear();
        asked.act03.clear();
      }
      await me.nap(500);
      continue;
    }
    asked[game].add(other.key);
    await askToPlay(me, world, other.publicId, game);
  }
};
