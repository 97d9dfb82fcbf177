import { ROOM_GRACE_MS } from '@engage/domain/constants';
import { roomNodes } from '@engage/domain/store/rooms';
import { ref, serverTimestamp, set } from 'firebase/database';
import { expect, it } from 'vitest';
import type { AttackKit } from './attack-kit.ts';
import { refusal } from './web-client.ts';

/**
 * Issue 21, "Games survive a blip": a player's seat is theirs alone. Nobody marks the other lost
 * or gone to end their game early, and nobody keeps a room alive once they left it or once a lost
 * seat's grace period has passed.
 */
export const roomAttacks = (kit: AttackKit): void => {
  const { attendee } = kit;

  /** Two attendees in a confirmed match: alice asked, bob accepted. */
  const match = async (label: string) => {
    const alice = await attendee(`${label}-a`);
    const bob = await attendee(`${label}-b`);
    const { roomId } = await alice.client.call('requestPair', {
      otherPublicId: bob.publicId,
      game: 'act03',
    });
    await bob.client.call('respondPair', { roomId, accept: true });
    expect(await kit.admin.read(roomNodes.field(roomId, 'status'))).toBe('confirmed');
    return { alice, bob, roomId };
  };

  it('a player cannot mark the other lost or gone, nor touch their lost mark', async () => {
    const { alice, bob, roomId } = await match('blip-mark');
    const aliceLost = roomNodes.playerLostAt(roomId, alice.publicId);
    const attempts = [
      set(ref(bob.client.db, aliceLost), serverTimestamp()),
      set(ref(bob.client.db, aliceLost), Date.now() - ROOM_GRACE_MS),
      set(ref(bob.client.db, roomNodes.playerDisconnected(roomId, alice.publicId)), true),
      // Nor his own seat, with a time of his choosing: an old one to end the game at once.
      set(ref(bob.client.db, roomNodes.playerLostAt(roomId, bob.publicId)), 1),
    ];
    for (const attempt of attempts) expect(await refusal(attempt)).toBe('PERMISSION_DENIED');
    // Alice's own mark, as her onDisconnect writes it: bob cannot clear or move it either.
    await kit.admin.db.ref(aliceLost).set(Date.now() - 1_000);
    const marked = await kit.admin.read(aliceLost);
    expect(await refusal(set(ref(bob.client.db, aliceLost), null))).toBe('PERMISSION_DENIED');
    expect(await kit.admin.read(aliceLost)).toBe(marked);
    const room = await kit.admin.read(roomNodes.room(roomId));
    expect(room?.status).toBe('confirmed');
    expect(room?.players[alice.publicId]?.disconnected).toBe(false);
    expect(room?.players[bob.publicId]?.lostAt).toBeUndefined();
  });

  it('a player cannot keep a room alive after leaving it, or once their grace has passed', async () => {
    const lapsed = await match('blip-lapse');
    const lost = roomNodes.playerLostAt(lapsed.roomId, lapsed.alice.publicId);
    await kit.admin.db.ref(lost).set(Date.now() - ROOM_GRACE_MS - 1_000);
    const was = await kit.admin.read(lost);
    expect(
      await Promise.all(
        [
          set(ref(lapsed.alice.client.db, lost), null),
          set(ref(lapsed.alice.client.db, lost), serverTimestamp()),
        ].map(refusal),
      ),
    ).toEqual(Array(2).fill('PERMISSION_DENIED'));
    expect(await kit.admin.read(lost)).toBe(was);

    const { alice, roomId } = await match('blip-leave');
    await alice.client.call('disconnectPair', { roomId });
    expect(await kit.admin.read(roomNodes.room(roomId))).toBeNull();
    expect(
      await Promise.all(
        [
          set(
            ref(alice.client.db, roomNodes.playerLostAt(roomId, alice.publicId)),
            serverTimestamp(),
          ),
          set(ref(alice.client.db, roomNodes.playerLostAt(roomId, alice.publicId)), null),
          set(ref(alice.client.db, roomNodes.playerDisconnected(roomId, alice.publicId)), true),
        ].map(refusal),
      ),
    ).toEqual(Array(3).fill('PERMISSION_DENIED'));
    expect(await kit.admin.readRaw(`rooms/${roomId}`)).toBeNull();
  });
};
