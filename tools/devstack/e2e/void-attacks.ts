import { boardNodes } from '@engage/domain/store/boards';
import { type LedgerEntry, userNodes } from '@engage/domain/store/users';
import { ref, remove, set } from 'firebase/database';
import { expect, it } from 'vitest';
import { DEMO_EVENT_ID } from '../src/seed.ts';
import type { AttackKit, Attendee } from './attack-kit.ts';
import { refusal } from './web-client.ts';

/** An organiser's void of an attendee's awards, raced and undone from the web SDK. */
export const voidAttacks = (kit: AttackKit): void => {
  const { attendee } = kit;

  /** A real award for both: `scanner` scans `shown`'s code. */
  const connect = async (scanner: Attendee, shown: Attendee) => {
    const { qr } = await shown.client.call('issueQrToken', {});
    await scanner.client.call('awardConnection', { qr });
  };
  const paths = (who: Attendee) => [
    userNodes.balance(who.key),
    userNodes.ledger(who.key),
    boardNodes.entry(DEMO_EVENT_ID, 'all', who.publicId),
  ];

  it('two organisers’ voids of one attendee at once take her awards back once', async () => {
    const ringer = await attendee('ringer');
    const partner = await attendee('ring-partner');
    await connect(ringer, partner);
    const void_ = () =>
      kit.organiser.call('adminVoidAwards', { userKey: ringer.key, reason: 'e2e ring' });
    const answers = await Promise.all([refusal(void_()), refusal(void_()), refusal(void_())]);
    expect(answers.filter((answer) => answer === 'accepted')).toHaveLength(1);
    expect(answers.filter((answer) => answer === 'nothing-to-void')).toHaveLength(2);
    const ledger = Object.values(
      ((await kit.admin.read(userNodes.ledger(ringer.key))) ?? {}) as Record<string, LedgerEntry>,
    );
    const earned = ledger.filter((e) => e.kind === undefined).length;
    expect(ledger.filter((e) => e.kind === 'void')).toHaveLength(earned);
    expect(ledger.reduce((sum, e) => sum + e.points, 0)).toBe(0);
    expect(await kit.admin.read(userNodes.totalPoints(ringer.key))).toBe(0);
    expect(
      await kit.admin.read(boardNodes.entryField(DEMO_EVENT_ID, 'all', ringer.publicId, 'score')),
    ).toBe(0);
    // Her partner keeps what he earned with her.
    expect(await kit.admin.read(userNodes.totalPoints(partner.key))).toBeGreaterThan(0);
  });

  it('a voided attendee can neither undo the void nor write her own points back', async () => {
    const ringer = await attendee('unvoid');
    const partner = await attendee('unvoid-partner');
    await connect(ringer, partner);
    await kit.organiser.call('adminVoidAwards', { userKey: ringer.key, reason: 'e2e undo' });
    const before = await kit.admin.readAll(paths(ringer));
    const db = ringer.client.db;
    expect(
      await Promise.all(
        [
          remove(ref(db, userNodes.voided(ringer.key))),
          set(ref(db, userNodes.totalPoints(ringer.key)), 100),
          remove(ref(db, userNodes.ledger(ringer.key))),
          set(ref(db, boardNodes.entryField(DEMO_EVENT_ID, 'all', ringer.publicId, 'score')), 100),
        ].map(refusal),
      ),
    ).toEqual(Array(4).fill('PERMISSION_DENIED'));
    // Nor void her partner's awards in return.
    expect(
      await refusal(
        ringer.client.callRaw('adminVoidAwards', { userKey: partner.key, reason: 'revenge' }),
      ),
    ).toBe('not-admin');
    expect(await kit.admin.readAll(paths(ringer))).toEqual(before);
  });
};
