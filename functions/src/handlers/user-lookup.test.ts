import type { Caller, Deps } from '@engage/server/deps';
import { describe, expect, it } from 'vitest';
import { claimsStore } from '../testing/claims-store.ts';
import { caller, EVENT, keyOf, useHandlerStack } from '../testing/stack.ts';
import { useStorage } from '../testing/storage.ts';
import { adjustPoints, removeUser, setOrganiser } from './console.ts';
import { setRep } from './people.ts';

/**
 * A user key is the encoded email: an organiser callable must not tell someone without the rights
 * whether an email is registered. Through the real handlers against the project's emulator.
 */
const h = useHandlerStack({ instances: 1, users: ['ann', 'gil'] });
const storage = useStorage('user-lookup');
const attendee = caller('gil');
const elsewhere = caller('otto', { organiser: '|e:another-event|' });
const deps = (): Deps => ({
  ...h.stack().deps(),
  files: storage.files(),
  accounts: claimsStore(attendee, elsewhere).accounts,
});

const calls: readonly [string, (userKey: string, as: Caller) => Promise<unknown>][] = [
  ['adjustPoints', (userKey, as) => adjustPoints(deps(), { userKey, delta: 5, reason: 'x' }, as)],
  ['removeUser', (userKey, as) => removeUser(deps(), { userKey }, as)],
  ['setRep', (userKey, as) => setRep(deps(), { userKey, isRep: true }, as)],
  [
    'setOrganiser',
    (userKey, as) => setOrganiser(deps(), { userKey, grant: true, events: [EVENT] }, as),
  ],
];

describe('an organiser callable naming a user tells nothing about the key', () => {
  it.each([
    ['an attendee', attendee],
    ['an organiser of another event', elsewhere],
  ])('%s gets not-admin for a registered and an unknown email alike', async (_name, as) => {
    const before = await h.stack().root();
    for (const [, call] of calls)
      for (const userKey of [h.key('ann'), keyOf('nobody@nowhere.example')])
        await expect(call(userKey, as)).rejects.toMatchObject({ code: 'not-admin' });
    expect(await h.stack().root()).toEqual(before);
  });

  it('an organiser of every event, who may see every user, hears not-found', async () => {
    const boss = caller('boss', { organiser: '*' });
    await expect(
      setRep(
        { ...deps(), accounts: claimsStore(boss).accounts },
        { userKey: keyOf('nobody@nowhere.example'), isRep: true },
        boss,
      ),
    ).rejects.toMatchObject({ code: 'not-found' });
  });
});
