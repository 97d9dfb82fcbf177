import { userNodes } from '@engage/domain/store/users';
import { expect, it } from 'vitest';
import type { AttackKit, Attendee } from './attack-kit.ts';
import { refusal } from './web-client.ts';

const MINUTE = 60_000;

/**
 * Scans sent later (made offline, queued on the phone): the client says when it scanned, so it
 * may lie about it or send one scan many times. Each with the web SDKs, checked with the admin SDK.
 */
export const queuedScanAttacks = (kit: AttackKit): void => {
  const { attendee } = kit;
  const balances = (...people: Attendee[]) =>
    kit.admin.readAll(people.map((person) => userNodes.balance(person.key)));

  /** Everything one side of a connection was paid, its parts added up. */
  const sum = (parts: Readonly<Record<string, number>> | undefined): number =>
    Object.values(parts ?? {}).reduce((total, points) => total + points, 0);

  it('a queued scan replayed, at once or later, is paid once', async () => {
    const [owner, scanner] = await Promise.all([attendee('queue-owner'), attendee('queue-scan')]);
    const { qr } = await owner.client.call('issueQrToken', {});
    const now = Date.now();
    // Scanned as it was sent: a scan time before the code was issued would be refused (below).
    const queued = { id: `replay-${now}`, scannedAt: now, sentAt: now };
    const totals = () =>
      Promise.all(
        [owner, scanner].map(
          async (person) => (await kit.admin.read(userNodes.totalPoints(person.key))) ?? 0,
        ),
      );
    const before = await totals();
    const answers = await Promise.allSettled([
      scanner.client.call('awardConnection', { qr, queued }),
      scanner.client.call('awardConnection', { qr, queued }),
    ]);
    // The second send is told the first's answer (or, still under way, refused): one payment.
    const paid = answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []));
    expect(paid.length).toBeGreaterThan(0);
    for (const answer of paid) expect(answer).toEqual(paid[0]);
    const [ownerNow = 0, scannerNow = 0] = await totals();
    expect([ownerNow - (before[0] ?? 0), scannerNow - (before[1] ?? 0)]).toEqual([
      sum(paid[0]?.partnerPaid),
      sum(paid[0]?.paid),
    ]);
    const after = await balances(owner, scanner);
    // Later, as a phone that lost the answer would: the same answer, nothing paid again.
    expect(await scanner.client.call('awardConnection', { qr, queued })).toEqual(paid[0]);
    // Under a new id it is a new scan of a pair already paid.
    expect(
      await refusal(
        scanner.client.call('awardConnection', { qr, queued: { ...queued, id: `${queued.id}-2` } }),
      ),
    ).toBe('already-connected');
    expect(await balances(owner, scanner)).toEqual(after);
  });

  it('a scan time after the sending, too old, or before the code was issued pays nothing', async () => {
    const [owner, scanner] = await Promise.all([attendee('queue-liar'), attendee('queue-mark')]);
    const { qr, code } = await owner.client.call('issueQrToken', {});
    const before = await balances(owner, scanner);
    const now = Date.now();
    const lies = [
      ['in the future', qr, now + MINUTE, 'invalid-argument'],
      ['older than 10 minutes', qr, now - 10 * MINUTE - 1_000, 'scan-too-old'],
      ['before the QR was issued (backdated)', qr, now - 5 * MINUTE, 'qr-expired'],
      ['before the typed code was issued (backdated)', code, now - 5 * MINUTE, 'qr-expired'],
    ] as const;
    for (const [name, text, scannedAt, error] of lies)
      expect(
        await refusal(
          scanner.client.call('awardConnection', {
            qr: text,
            queued: { id: `lie-${now}-${name.length}`, scannedAt, sentAt: now },
          }),
        ),
        name,
      ).toBe(error);
    expect(await balances(owner, scanner)).toEqual(before);
  });
};
