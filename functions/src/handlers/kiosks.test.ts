import { messageFor } from '@engage/domain/errors';
import { kioskNodes } from '@engage/domain/store/kiosks';
import { organiserNodes } from '@engage/domain/store/organisers';
import type { Accounts, Deps } from '@engage/server/deps';
import { describe, expect, it } from 'vitest';
import { claimsStore } from '../testing/claims-store.ts';
import { caller, EVENT, useHandlerStack } from '../testing/stack.ts';
import { createKiosk, openKiosk, revokeKiosk } from './kiosks.ts';

const h = useHandlerStack({ instances: 1, users: ['ann'] });
const ofEvent = caller('eve', { organiser: `|e:${EVENT}|` });
const ofOther = caller('olga', { organiser: '|e:other-event|c:other_company|' });

/** Auth as the Auth emulator would answer: minted tokens and removed accounts are recorded. */
const withAuth = () => {
  const minted: { uid: string; claims: unknown }[] = [];
  const removed: string[] = [];
  const accounts: Accounts = {
    ...claimsStore(ofEvent, ofOther).accounts,
    customToken: async (uid, claims) => {
      minted.push({ uid, claims });
      return `token-for-${uid}`;
    },
    remove: async (uid) => void removed.push(uid),
  };
  const deps = (): Deps & { accounts: Accounts } => ({ ...h.stack().deps(), accounts });
  return { deps, minted, removed };
};

const auditActions = async () =>
  Object.values(
    ((await h.read(organiserNodes.audit({ kind: 'event', id: EVENT }))) ?? {}) as Record<
      string,
      { action: string; target: string }
    >,
  ).map(({ action, target }) => `${action} ${target}`);

describe('kiosk links', () => {
  it('an organiser of the event makes one; the link signs the venue PC in, scoped to it', async () => {
    const auth = withAuth();
    const made = await createKiosk(auth.deps(), { eventId: EVENT, label: 'Hall A' }, ofEvent);
    expect(made.key.startsWith(`${made.kioskId}.`)).toBe(true);
    expect(await h.read(kioskNodes.kiosk(EVENT, made.kioskId))).toEqual({
      label: 'Hall A',
      at: expect.any(Number),
      by: expect.any(String),
    });
    // The database holds the secret's hash only: the key is nowhere in it.
    const secret = made.key.split('.')[1] ?? '';
    expect(JSON.stringify(await h.stack().root())).not.toContain(secret);

    expect(await openKiosk(auth.deps(), { key: made.key })).toEqual({
      token: `token-for-kiosk-${made.kioskId}`,
      eventId: EVENT,
      kioskId: made.kioskId,
    });
    expect(auth.minted).toEqual([
      { uid: `kiosk-${made.kioskId}`, claims: { kiosk: made.kioskId, kioskEvent: EVENT } },
    ]);
    expect(await auditActions()).toEqual([`kiosk.create kiosk/${made.kioskId}`]);
  });

  it('a revoked link opens nothing again, and its account is deleted', async () => {
    const auth = withAuth();
    const made = await createKiosk(auth.deps(), { eventId: EVENT, label: 'Hall A' }, ofEvent);
    await openKiosk(auth.deps(), { key: made.key });
    expect(
      await revokeKiosk(auth.deps(), { eventId: EVENT, kioskId: made.kioskId }, ofEvent),
    ).toEqual({ kioskId: made.kioskId });
    expect(await h.read(kioskNodes.kiosk(EVENT, made.kioskId))).toBeNull();
    expect(await h.read(kioskNodes.secret(made.kioskId))).toBeNull();
    expect(auth.removed).toEqual([`kiosk-${made.kioskId}`]);
    await expect(openKiosk(auth.deps(), { key: made.key })).rejects.toThrow(
      messageFor('kiosk-revoked'),
    );
    expect(auth.minted).toHaveLength(1);
    // A second revoke finds nothing to revoke.
    await expect(
      revokeKiosk(auth.deps(), { eventId: EVENT, kioskId: made.kioskId }, ofEvent),
    ).rejects.toThrow(messageFor('not-found'));
    expect(await auditActions()).toEqual([
      `kiosk.create kiosk/${made.kioskId}`,
      `kiosk.revoke kiosk/${made.kioskId}`,
    ]);
  });

  it.each([
    ['a guessed secret', (kioskId: string) => `${kioskId}.${'A'.repeat(43)}`],
    ['a key cut short', (kioskId: string) => `${kioskId}.abc`],
    ['an unknown kiosk', () => `-Nnope.${'A'.repeat(43)}`],
  ])('refuses %s in the same words, minting nothing', async (_name, keyFor) => {
    const auth = withAuth();
    const made = await createKiosk(auth.deps(), { eventId: EVENT, label: 'Hall A' }, ofEvent);
    await expect(openKiosk(auth.deps(), { key: keyFor(made.kioskId) })).rejects.toThrow(
      messageFor('kiosk-revoked'),
    );
    expect(auth.minted).toEqual([]);
  });

  it('refuses an organiser of another event, and an attendee, writing nothing', async () => {
    const auth = withAuth();
    for (const who of [ofOther, caller('ann')])
      await expect(
        createKiosk(auth.deps(), { eventId: EVENT, label: 'Hall A' }, who),
      ).rejects.toThrow(messageFor('not-admin'));
    expect(await h.read(kioskNodes.list(EVENT))).toBeNull();
    const made = await createKiosk(auth.deps(), { eventId: EVENT, label: 'Hall A' }, ofEvent);
    await expect(
      revokeKiosk(auth.deps(), { eventId: EVENT, kioskId: made.kioskId }, ofOther),
    ).rejects.toThrow(messageFor('not-admin'));
    expect(await h.read(kioskNodes.kiosk(EVENT, made.kioskId))).not.toBeNull();
  });

  it('refuses a link for an event that does not exist', async () => {
    const auth = withAuth();
    const admin = caller('boss', { organiser: '*' });
    await expect(
      createKiosk(
        { ...auth.deps(), accounts: claimsStore(admin).accounts },
        { eventId: 'no-such-event', label: 'Hall A' },
        admin,
      ),
    ).rejects.toThrow(messageFor('no-event'));
  });
});
