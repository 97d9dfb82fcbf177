import { GONE_PREFIX } from '@engage/domain/anonymise';
import { eventNodes } from '@engage/domain/store/events';
import { organiserNodes } from '@engage/domain/store/organisers';
import { peopleNodes } from '@engage/domain/store/people';
import { roomNodes } from '@engage/domain/store/rooms';
import { sessionCheckInNodes } from '@engage/domain/store/session-checkins';
import { storagePaths } from '@engage/domain/store/storage';
import { userNodes } from '@engage/domain/store/users';
import type { Accounts, Deps } from '@engage/server/deps';
import { read } from '@engage/server/read';
import { describe, expect, it } from 'vitest';
import { claimsStore } from '../testing/claims-store.ts';
import { MEETING_SLOT, seedAgenda } from '../testing/people.ts';
import { givePoints } from '../testing/points.ts';
import { removedAccounts } from '../testing/removed-accounts.ts';
import { COMPANY, caller, EVENT, useHandlerStack } from '../testing/stack.ts';
import { useStorage } from '../testing/storage.ts';
import { removeUser, setOrganiser } from './console.ts';
import { setDirectoryListing } from './directory.ts';
import { answerMeeting, requestMeeting } from './meetings.ts';
import { publishPhoto, updateProfile } from './people.ts';
import { releaseSeat } from './seats.ts';

/**
 * Removing an attendee takes their pictures with them: the upload the browser made (under the
 * storage rules, with the web SDK) and the boards' copy the server made, both against the
 * project's storage emulator through the admin SDK.
 */
const h = useHandlerStack({ instances: 2, users: ['ann', 'bob'] });
const storage = useStorage('remove-user');
const { accounts, removed } = removedAccounts();
const deps = (instance = 0): Deps => ({
  ...h.stack().deps(instance),
  files: storage.files(),
  accounts,
});
const boss = caller('boss', { organiser: '*' });

/** What is stored of `name`'s photo: their upload and the boards' avatar. */
const photosOf = async (name: string) => ({
  upload: await storage.contentOf(storagePaths.photo(`uid-${name}`)),
  avatar: await storage.contentOf(storagePaths.avatar(await h.publicId(name))),
});

/** Bytes the server publishes as a photo: a PNG's signature, then `tail`. */
const png = (...tail: number[]) =>
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...tail]);

const withPhoto = async (name: string, bytes: Buffer) => {
  await storage.upload(name, new Uint8Array(bytes));
  await publishPhoto(deps(), {}, caller(name));
  expect(await photosOf(name)).toEqual({
    upload: bytes,
    avatar: bytes,
  });
};

describe('removing an attendee', () => {
  it('deletes their upload and their avatar, and nobody else’s', async () => {
    await withPhoto('ann', png(1, 2));
    await withPhoto('bob', png(3));
    const annPublicId = await h.publicId('ann');
    await removeUser(deps(), { userKey: h.key('ann') }, boss);
    expect(await h.read(userNodes.user(h.key('ann')))).toBeNull();
    expect(await storage.contentOf(storagePaths.photo('uid-ann'))).toBeNull();
    expect(await storage.contentOf(storagePaths.avatar(annPublicId))).toBeNull();
    expect(await photosOf('bob')).toEqual({ upload: png(3), avatar: png(3) });
    expect(removed).toContain('uid-ann');
  });

  it('leaves nothing named by their key or email: the ledger and claims go under a random id', async () => {
    const d = deps();
    await givePoints(d, h.key('ann'), 40);
    await givePoints(d, h.key('bob'), 15);
    await d.db.ref().update({ [roomNodes.pair(EVENT, `${h.key('ann')}~${h.key('bob')}`)]: 1 });
    await removeUser(d, { userKey: h.key('ann') }, boss);
    const root = JSON.stringify(await h.stack().root());
    expect(root).not.toContain(h.key('ann'));
    expect(root).not.toContain('ann@example.com');
    // The pair claim names Bob and the random id the ledger went under.
    const pairs = Object.keys((await read(d, roomNodes.pairs(EVENT))) ?? {});
    expect(pairs).toHaveLength(1);
    const gone = (pairs[0] ?? '').split('~').find((side) => side !== h.key('bob')) ?? '';
    expect(gone.startsWith(GONE_PREFIX)).toBe(true);
    const ledger = Object.values((await read(d, userNodes.ledger(gone))) ?? {});
    expect(ledger.reduce((total, entry) => total + entry.points, 0)).toBe(40);
    expect(pairs.every((id) => id.includes(h.key('bob')) && id.includes(GONE_PREFIX))).toBe(true);
  });

  it('takes their listing, schedule, check-ins and meetings, and Bob’s copies of them', async () => {
    const d = deps();
    const [annId, bobId] = [await h.publicId('ann'), await h.publicId('bob')];
    await seedAgenda(d, EVENT, h.key('ann'), { name: 'Ann', at: 1, rating: 4 });
    await updateProfile(
      d,
      { name: 'Ann', company: 'Acme', department: 'Ops', interests: ['Design'] },
      caller('ann'),
    );
    for (const who of ['ann', 'bob']) await setDirectoryListing(d, { listed: true }, caller(who));
    const accepted = await requestMeeting(d, { with: bobId, start: MEETING_SLOT }, caller('ann'));
    await answerMeeting(d, { meetingId: accepted.meetingId, action: 'accept' }, caller('bob'));
    await requestMeeting(d, { with: annId, start: MEETING_SLOT + 900_000 }, caller('bob'));
    await removeUser(d, { userKey: h.key('ann') }, boss);
    const root = JSON.stringify(await h.stack().root());
    for (const trace of [h.key('ann'), 'ann@example.com', annId]) expect(root).not.toContain(trace);
    expect(await h.read(peopleNodes.myMeetings(h.key('bob')))).toBeNull();
    expect(await h.read(peopleNodes.busy(EVENT, bobId))).toBeNull();
    expect(await h.read(peopleNodes.entry(EVENT, bobId))).toMatchObject({ company: 'Acme' });
    // The session's count stays: it names no one.
    expect(await h.read(sessionCheckInNodes.checkIns(EVENT, 's1'))).toBe(1);
  });

  it('removes an attendee who never uploaded a photo', async () => {
    await removeUser(deps(), { userKey: h.key('bob') }, boss);
    expect(await h.read(userNodes.user(h.key('bob')))).toBeNull();
    expect(await h.read(eventNodes.registrants(EVENT))).toBe(1);
  });

  it('a refused removal deletes no file and changes nothing', async () => {
    await withPhoto('ann', png(9));
    const before = await h.stack().root();
    await expect(
      removeUser(deps(), { userKey: h.key('ann') }, caller('bob')),
    ).rejects.toMatchObject({ code: 'not-admin' });
    await expect(removeUser(deps(), { userKey: 'no-such-key' }, boss)).rejects.toMatchObject({
      code: 'not-found',
    });
    expect(await h.stack().root()).toEqual(before);
    expect(await photosOf('ann')).toEqual({ upload: png(9), avatar: png(9) });
  });

  it.each([
    ['the removal first', true],
    ['the release first', false],
  ])('counts the seat down once when a seat release races the removal (%s)', async (_, first) => {
    const key = h.key('ann');
    const remove = () => removeUser(deps(0), { userKey: key }, boss);
    const release = () => releaseSeat(deps(1), { userKey: key }, boss);
    const answers = await Promise.allSettled(first ? [remove(), release()] : [release(), remove()]);
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    for (const answer of answers)
      if (answer.status === 'rejected') expect(answer.reason).toMatchObject({ code: 'not-found' });
    expect(await h.read(organiserNodes.userCount(COMPANY))).toBe(1);
    expect(await h.read(eventNodes.registrants(EVENT))).toBe(1);
    expect(await h.read(userNodes.user(key))).toBeNull();
  });

  it('lets a second removal of one user through once, and leaves no turn behind', async () => {
    const key = h.key('ann');
    const answers = await Promise.allSettled([
      removeUser(deps(0), { userKey: key }, boss),
      removeUser(deps(1), { userKey: key }, boss),
    ]);
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    expect(await h.read(organiserNodes.userCount(COMPANY))).toBe(1);
    expect(await h.read(eventNodes.registrants(EVENT))).toBe(1);
    expect(await h.read(userNodes.releasing(key))).toBeNull();
  });

  it('revokes a removed organiser’s sessions and tells the rules from when, before the account goes', async () => {
    const store = claimsStore(boss);
    const steps: string[] = [];
    const withClaims: Accounts = {
      ...store.accounts,
      remove: async (uid) => {
        // The rules must already refuse the token she holds when her account is deleted.
        steps.push(`remove ${uid} after revokedAt ${await h.read(organiserNodes.revokedAt(uid))}`);
      },
    };
    const organisers = { ...deps(), accounts: withClaims };
    await setOrganiser(
      organisers,
      { userKey: h.key('ann'), grant: true, customers: [COMPANY] },
      boss,
    );
    expect(store.revoked).toEqual([]);
    await removeUser(organisers, { userKey: h.key('ann') }, boss);
    const second = store.validSince.get('uid-ann');
    expect(store.revoked).toEqual(['uid-ann']);
    expect(steps).toEqual([`remove uid-ann after revokedAt ${second}`]);
    expect(await h.read(organiserNodes.revokedAt('uid-ann'))).toBe(second);
  });
});
