import { traitsOf } from '@engage/domain/bingo-traits';
import { QR_TOKEN_TTL_MS } from '@engage/domain/games';
import { POINTS } from '@engage/domain/points';
import { userNodes } from '@engage/domain/store/users';
import { expect, it } from 'vitest';
import type { AttackKit, Attendee } from './attack-kit.ts';
import { refusal } from './web-client.ts';

/**
 * Farming (issue 20): cooperating accounts paying each other, a QR code used after its minute, a
 * typed code passed round, a profile edited to fill a bingo square. Each with the web SDKs.
 */
export const farmingAttacks = (kit: AttackKit): void => {
  const { attendee } = kit;
  const connect = async (scanner: Attendee, shown: Attendee) => {
    const { qr } = await shown.client.call('issueQrToken', {});
    return scanner.client.call('awardConnection', { qr });
  };
  const connectionPoints = async (person: Attendee) =>
    Object.values((await kit.admin.read(userNodes.ledger(person.key))) ?? {})
      .filter((entry) => entry.reason === 'qr-connection')
      .map((entry) => ({ points: entry.points, full: entry.full ?? entry.points }));

  it('a ring of accounts that only scan each other is paid a quarter once it closes', async () => {
    const ring = await Promise.all(
      ['ring-a', 'ring-b', 'ring-c', 'ring-d', 'ring-e'].map((label) => attendee(label)),
    );
    const [a, b, ...others] = ring;
    if (a === undefined || b === undefined) throw new Error('no ring');
    // Each of two accounts meets the same three others, who meet nobody else: paid in full.
    for (const other of others) {
      expect(await connect(a, other)).toMatchObject({ paid: { connection: POINTS.qrConnection } });
      expect(await connect(b, other)).toMatchObject({ paid: { connection: POINTS.qrConnection } });
    }
    // Then the two, who share all three partners, scan each other: a closed pair.
    expect(await connect(a, b)).toMatchObject({ paid: { connection: 2 }, partnerAwarded: 2 });
    expect(await connectionPoints(a)).toContainEqual({ points: 2, full: POINTS.qrConnection });
    const paid = (await Promise.all(ring.map(connectionPoints))).flat();
    const sum = (pick: (e: { points: number; full: number }) => number) =>
      paid.reduce((total, e) => total + pick(e), 0);
    expect(sum((e) => e.full)).toBe(7 * 2 * POINTS.qrConnection);
    expect(sum((e) => e.points)).toBe(6 * 2 * POINTS.qrConnection + 2 * 2);
  });

  it('an account that new accounts all meet first is paid for three of them an hour', async () => {
    const hub = await attendee('ring-hub');
    const newcomers = await Promise.all(
      ['ring-n1', 'ring-n2', 'ring-n3', 'ring-n4', 'ring-n5'].map((label) => attendee(label)),
    );
    // Each newcomer scans the hub first: each is paid in full (the hub has met others by then,
    // or is a newcomer too), the hub only for the first three of them.
    for (const newcomer of newcomers)
      expect(await connect(newcomer, hub)).toMatchObject({
        paid: { connection: POINTS.qrConnection },
      });
    const hubs = await connectionPoints(hub);
    expect(hubs).toHaveLength(5);
    expect(hubs.filter((e) => e.points === POINTS.qrConnection)).toHaveLength(3);
    expect(hubs.filter((e) => e.points === 0 && e.full === POINTS.qrConnection)).toHaveLength(2);
    for (const newcomer of newcomers)
      expect(await connectionPoints(newcomer)).toEqual([
        { points: POINTS.qrConnection, full: POINTS.qrConnection },
      ]);
  });

  it('a QR code replayed after its minute is refused as expired, and pays nothing', async () => {
    const [owner, replayer] = await Promise.all([attendee('qr-owner'), attendee('qr-replayer')]);
    const issued = await owner.client.call('issueQrToken', {});
    // The server decides the window: a minute at most.
    expect(issued.expiresAt - Date.now()).toBeLessThanOrEqual(QR_TOKEN_TTL_MS);
    await new Promise((resolve) => setTimeout(resolve, issued.expiresAt - Date.now() + 1_000));
    const paths = [userNodes.balance(replayer.key), userNodes.balance(owner.key)];
    const before = await kit.admin.readAll(paths);
    expect(await refusal(replayer.client.call('awardConnection', { qr: issued.qr }))).toBe(
      'qr-expired',
    );
    expect(await kit.admin.readAll(paths)).toEqual(before);
  }, 120_000);

  it('a typed code works for one partner: a second is told it expired', async () => {
    const [owner, first, second] = await Promise.all([
      attendee('typed-owner'),
      attendee('typed-first'),
      attendee('typed-second'),
    ]);
    const { code } = await owner.client.call('issueQrToken', {});
    expect(await first.client.call('awardConnection', { qr: code })).toMatchObject({
      paid: { connection: POINTS.qrConnection },
    });
    const before = await kit.admin.readAll([userNodes.balance(second.key)]);
    expect(await refusal(second.client.call('awardConnection', { qr: code }))).toBe('qr-expired');
    expect(await kit.admin.readAll([userNodes.balance(second.key)])).toEqual(before);
  });

  it('a partner who edits a trait after the deal does not fill its square', async () => {
    const [dealt, editor] = await Promise.all([attendee('card-owner'), attendee('card-editor')]);
    const card = await dealt.client.call('startBingo', {});
    const profile = await kit.admin.read(userNodes.metadata(dealt.key));
    const own = new Set(traitsOf(profile ?? {}).map((t) => t.trait));
    // A square of a trait the profile screen edits (nine of the event's traits are dealt at
    // random, so any of the three, not one kind, is there to aim at).
    const editable = ['department', 'company', 'country'] as const;
    const target = card.squares.find(
      (square) =>
        editable.some((kind) => kind === square.kind) &&
        square.value !== undefined &&
        !own.has(square.trait),
    );
    const field = editable.find((kind) => kind === target?.kind);
    if (target?.value === undefined || field === undefined)
      throw new Error('the card has no editable square to aim at');
    // Seeded with admin rights: every other square is filled, so only the target is open.
    const squares = card.squares.map((square) =>
      square === target ? square : { ...square, filledBy: 'Someone' },
    );
    await kit.admin.db.ref(userNodes.bingo(dealt.key)).update({ squares });
    // The accomplice reads the square and edits their profile to match it.
    await editor.client.call('updateProfile', {
      name: 'Mallory Attacker',
      company: 'Anywhere',
      department: 'Nowhere',
      [field]: target.value,
      color: 'red',
    });
    const { qr } = await editor.client.call('issueQrToken', {});
    const result = await dealt.client.call('awardConnection', { qr });
    expect(result.bingoSquare).toBeUndefined();
    expect(result.paid.bingo).toBe(0);
    const stored = await kit.admin.read(userNodes.bingo(dealt.key));
    expect(stored?.squares.find((s) => s.trait === target.trait)?.filledBy).toBeUndefined();
  });
};
