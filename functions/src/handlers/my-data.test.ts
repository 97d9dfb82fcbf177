import { boardNodes } from '@engage/domain/store/boards';
import { eventNodes } from '@engage/domain/store/events';
import { organiserNodes } from '@engage/domain/store/organisers';
import { userNodes } from '@engage/domain/store/users';
import type { Deps } from '@engage/server/deps';
import { describe, expect, it } from 'vitest';
import { MEETING_SLOT, seedAgenda } from '../testing/people.ts';
import { givePoints } from '../testing/points.ts';
import { removedAccounts } from '../testing/removed-accounts.ts';
import { COMPANY, caller, EVENT, useHandlerStack } from '../testing/stack.ts';
import { useStorage } from '../testing/storage.ts';
import { setDirectoryListing } from './directory.ts';
import { requestMeeting } from './meetings.ts';
import { deleteMyAccount, exportMyData } from './my-data.ts';

const h = useHandlerStack({ instances: 1, users: ['ann', 'bob'] });
const storage = useStorage('my-data');
const { accounts, removed } = removedAccounts();
const deps = (): Deps => ({ ...h.stack().deps(), files: storage.files(), accounts });

describe('exportMyData', () => {
  it('answers the caller’s own account, ledger and board entries, as JSON', async () => {
    await givePoints(deps(), h.key('ann'), 12);
    await givePoints(deps(), h.key('bob'), 30);
    const copy = JSON.parse(JSON.stringify(await exportMyData(deps(), {}, caller('ann'))));
    expect(copy).toMatchObject({
      format: 'engage-my-data/1',
      key: h.key('ann'),
      account: { metadata: { email: 'ann@example.com', uid: 'uid-ann' } },
      boards: { all: { score: 12 } },
    });
    const lines = Object.values(copy.ledger) as { points: number }[];
    expect(lines.map((line) => line.points)).toEqual([12]);
    // Bob's points are his: nothing of him is in Ann's copy.
    expect(JSON.stringify(copy)).not.toContain('bob');
  });

  it('includes their schedule, listing, meetings, check-ins and ratings', async () => {
    const d = deps();
    const bobId = await h.publicId('bob');
    const line = { name: 'Test User', at: 3, rating: 5, comment: 'Clear' };
    await seedAgenda(d, EVENT, h.key('ann'), line);
    for (const who of ['ann', 'bob']) await setDirectoryListing(d, { listed: true }, caller(who));
    const { meetingId } = await requestMeeting(
      d,
      { with: bobId, start: MEETING_SLOT },
      caller('ann'),
    );
    const copy = await exportMyData(d, {}, caller('ann'));
    expect(copy).toMatchObject({
      schedule: { s1: true },
      directory: { company: 'Acme' },
      meetings: { [meetingId]: { with: bobId, state: 'requested', asked: true } },
      sessions: { s1: { checkIn: { at: 3, rating: 5 }, attendance: line } },
    });
  });

  it('refuses someone with no profile', async () => {
    await expect(exportMyData(deps(), {}, caller('nobody'))).rejects.toMatchObject({
      code: 'not-found',
    });
  });
});

describe('deleteMyAccount', () => {
  it('refuses without the confirming word, and an organiser, changing nothing', async () => {
    const before = await h.stack().root();
    await expect(deleteMyAccount(deps(), { confirm: 'yes' }, caller('ann'))).rejects.toMatchObject({
      code: 'delete-unconfirmed',
    });
    await expect(
      deleteMyAccount(deps(), { confirm: 'delete' }, caller('ann', { organiser: '*' })),
    ).rejects.toMatchObject({ code: 'organiser-self-delete' });
    expect(await h.stack().root()).toEqual(before);
  });

  it('takes the profile and the Auth account, gives the seat back and keeps the points anonymous', async () => {
    await givePoints(deps(), h.key('ann'), 20);
    await givePoints(deps(), h.key('bob'), 7);
    const seats = await h.read(organiserNodes.userCount(COMPANY));
    expect(await deleteMyAccount(deps(), { confirm: 'Delete' }, caller('ann'))).toEqual({
      deleted: true,
    });
    expect(await h.read(userNodes.user(h.key('ann')))).toBeNull();
    expect(await h.read(organiserNodes.userCount(COMPANY))).toBe(Number(seats) - 1);
    expect(await h.read(eventNodes.registrants(EVENT))).toBe(1);
    // The team total stays the sum of its members: Bob's 7.
    expect(await h.read(boardNodes.teamScore(EVENT, 'AGILE'))).toBe(7);
    expect(removed).toContain('uid-ann');
    const root = JSON.stringify(await h.stack().root());
    expect(root).not.toContain(h.key('ann'));
    expect(root).not.toContain('ann@example.com');
    await expect(exportMyData(deps(), {}, caller('ann'))).rejects.toMatchObject({
      code: 'not-found',
    });
  });
});
