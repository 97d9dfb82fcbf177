import { GONE_PREFIX } from '@engage/domain/anonymise';
import { boardNodes } from '@engage/domain/store/boards';
import { userNodes } from '@engage/domain/store/users';
import { get, ref, remove, set } from 'firebase/database';
import { expect, it } from 'vitest';
import { DEMO_EVENT_ID } from '../src/seed.ts';
import type { AttackKit } from './attack-kit.ts';
import { refusal } from './web-client.ts';

/**
 * An attendee's own data from a hostile client: another's copy, another's deletion, a privacy
 * choice or a board entry written past the server, a departed person's ledger read back.
 */
export const myDataAttacks = (kit: AttackKit): void => {
  const { attendee } = kit;

  it('a data export answers the caller’s own data only: naming another is refused', async () => {
    const mallory = await attendee('export-thief');
    const victim = await attendee('export-victim');
    expect(await refusal(mallory.client.callRaw('exportMyData', { userKey: victim.key }))).toBe(
      'invalid-argument',
    );
    const copy = await mallory.client.call('exportMyData', {});
    expect(copy.key).toBe(mallory.key);
    expect(JSON.stringify(copy)).not.toContain(victim.email);
  });

  it('nobody deletes another’s account: not through the callable, not through the database', async () => {
    const mallory = await attendee('delete-thief');
    const victim = await attendee('delete-victim');
    const paths = [userNodes.user(victim.key), userNodes.ledger(victim.key)];
    const before = await kit.admin.readAll(paths);
    expect(
      await refusal(
        mallory.client.callRaw('deleteMyAccount', { confirm: 'delete', userKey: victim.key }),
      ),
    ).toBe('invalid-argument');
    expect(
      await Promise.all(paths.map((path) => refusal(remove(ref(mallory.client.db, path))))),
    ).toEqual(['PERMISSION_DENIED', 'PERMISSION_DENIED']);
    // Her own deletion without the confirming word goes nowhere either.
    expect(await refusal(mallory.client.callRaw('deleteMyAccount', { confirm: 'ok' }))).toBe(
      'delete-unconfirmed',
    );
    expect(await kit.admin.readAll(paths)).toEqual(before);
    expect(await kit.admin.read(userNodes.metadata(mallory.key))).not.toBeNull();
  });

  it('a privacy choice and a board entry are the server’s to write, and a departed ledger is read by no one', async () => {
    const mallory = await attendee('privacy-writer');
    const victim = await attendee('privacy-victim');
    const { db } = mallory.client;
    const entry = boardNodes.entry(DEMO_EVENT_ID, 'all', victim.publicId);
    const before = await kit.admin.readAll([entry, userNodes.privacy(mallory.key)]);
    expect(
      await Promise.all([
        refusal(set(ref(db, userNodes.privacy(mallory.key)), { show: 'hidden' })),
        refusal(set(ref(db, `${entry}/hidden`), true)),
        refusal(set(ref(db, `${entry}/name`), 'Renamed')),
      ]),
    ).toEqual(['PERMISSION_DENIED', 'PERMISSION_DENIED', 'PERMISSION_DENIED']);
    expect(await kit.admin.readAll([entry, userNodes.privacy(mallory.key)])).toEqual(before);
    // The victim, with points, leaves; their ledger is under a random id nobody can read.
    await kit.organiser.call('adminAdjustPoints', { userKey: victim.key, delta: 5, reason: 'x' });
    await victim.client.call('deleteMyAccount', { confirm: 'delete' });
    const ledgers = (await kit.admin.readRaw('ledger')) as Record<string, unknown>;
    const gone = Object.keys(ledgers).filter((id) => id.startsWith(GONE_PREFIX));
    expect(gone.length).toBeGreaterThan(0);
    for (const id of gone.slice(0, 3))
      expect(await refusal(get(ref(db, userNodes.ledger(id))))).toBe('PERMISSION_DENIED');
  });
};
