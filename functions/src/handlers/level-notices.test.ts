import { levelNoticeText } from '@engage/domain/level-notices';
import { POINTS } from '@engage/domain/points';
import { type AppNotification, userNodes } from '@engage/domain/store/users';
import { describe, expect, it } from 'vitest';
import { givePoints } from '../testing/points.ts';
import { caller, useHandlerStack } from '../testing/stack.ts';
import { adjustPoints } from './console.ts';
import { voidAwards } from './rings.ts';
import { awardConnection, issueQrToken, levelUp } from './scoring.ts';

const h = useHandlerStack({ users: ['ann', 'bob'] });
const deps = () => h.stack().deps();
const boss = caller('boss', { organiser: '*' });

/** The level notices `name` holds, oldest first, in words. */
const levelNotices = async (name: string): Promise<string[]> => {
  const inbox = (await h.read(userNodes.notifications(h.key(name)))) as Record<
    string,
    AppNotification
  > | null;
  return Object.entries(inbox ?? {})
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .flatMap(([, notice]) => (notice.kind === 'level' ? [notice.text] : []));
};

const connect = async (scanner: string, shown: string) => {
  const { qr } = await issueQrToken(deps(), {}, caller(shown));
  return awardConnection(deps(), { qr }, caller(scanner));
};

describe('level notices', () => {
  it('a connection that takes an attendee over a level tells them once, and the next does not', async () => {
    const first = POINTS.qrConnection + POINTS.completion.act06;
    await givePoints(deps(), h.key('ann'), 100 - first);
    expect(await levelNotices('ann')).toEqual([]);
    expect((await connect('ann', 'bob')).awarded).toBe(first);
    expect(await levelNotices('ann')).toEqual([levelNoticeText(1)]);
    expect(await h.read(userNodes.levelNoticed(h.key('ann')))).toBe(1);
    // Bob's 35 reach no level: nothing for him, and nothing stored.
    expect(await levelNotices('bob')).toEqual([]);
    expect(await h.read(userNodes.levelNoticed(h.key('bob')))).toBeNull();
    // More points short of level 2 tell nothing more; the notice sits beside the award's own.
    await givePoints(deps(), h.key('ann'), 100);
    expect(await levelNotices('ann')).toEqual([levelNoticeText(1)]);
    const kinds = Object.values(
      (await h.read(userNodes.notifications(h.key('ann')))) as Record<string, AppNotification>,
    ).map((notice) => notice.kind);
    expect(kinds.sort()).toEqual(['award', 'level']);
  });

  it('awards at once that cross two levels together tell each level once', async () => {
    await Promise.all(Array.from({ length: 10 }, () => givePoints(deps(), h.key('ann'), 30)));
    expect(await h.read(userNodes.totalPoints(h.key('ann')))).toBe(300);
    expect(await levelNotices('ann')).toEqual([levelNoticeText(1), levelNoticeText(2)]);
    expect(await h.read(userNodes.levelNoticed(h.key('ann')))).toBe(2);
  });

  it('an organiser’s award tells too; a void and the points again do not tell the level twice', async () => {
    await adjustPoints(deps(), { userKey: h.key('ann'), delta: 120, reason: 'quiz' }, boss);
    expect(await levelNotices('ann')).toEqual([levelNoticeText(1)]);
    await voidAwards(deps(), { userKey: h.key('ann'), reason: 'a ring' }, boss);
    expect(await h.read(userNodes.totalPoints(h.key('ann')))).toBe(0);
    await givePoints(deps(), h.key('ann'), 150);
    expect(await levelNotices('ann')).toEqual([levelNoticeText(1)]);
  });

  it('a level the attendee already holds is not news', async () => {
    await h
      .stack()
      .deps()
      .db.ref(userNodes.totalPoints(h.key('ann')))
      .set(150);
    expect(await levelUp(deps(), {}, caller('ann'))).toEqual({ level: 1 });
    await givePoints(deps(), h.key('ann'), 20);
    expect(await levelNotices('ann')).toEqual([]);
    await givePoints(deps(), h.key('ann'), 100);
    expect(await levelNotices('ann')).toEqual([levelNoticeText(2)]);
  });
});
