import { DEFAULT_SCORING } from '@engage/domain/scoring-table';
import { eventNodes } from '@engage/domain/store/events';
import { organiserNodes } from '@engage/domain/store/organisers';
import { userNodes } from '@engage/domain/store/users';
import { describe, expect, it } from 'vitest';
import { caller, EVENT, useHandlerStack } from '../testing/stack.ts';
import { answerTrivia } from './games.ts';
import { awardConnection, issueQrToken, levelUp } from './scoring.ts';
import { setScoring } from './scoring-table.ts';

/**
 * An event's own points and levels through the real handlers: the organiser's table, an award
 * after it paying the new value, one before it staying as paid, and the level it lowers.
 */
const h = useHandlerStack({
  instances: 1,
  users: ['ann', 'bob', 'cat'],
  setup: async (started) => {
    await started
      .deps()
      .db.ref()
      .update({
        [eventNodes.question(EVENT, 'q1')]: { image: 'p.png', question: 'Colour?' },
        [eventNodes.answer(EVENT, 'q1')]: 'red',
      });
  },
});
const deps = () => h.stack().deps();
const organiser = caller('eve', { organiser: `|e:${EVENT}|` });
const table = {
  eventId: EVENT,
  points: { ...DEFAULT_SCORING.points, qrConnection: 35, triviaRight: 40 },
  levels: [0, 30, 250, 500, 1_000, 2_000],
};

const connect = async (scanner: string, shown: string) => {
  const { qr } = await issueQrToken(deps(), {}, caller(shown));
  return awardConnection(deps(), { qr }, caller(scanner));
};

const ledgerPoints = async (name: string) =>
  Object.values(
    ((await h.read(userNodes.ledger(h.key(name)))) ?? {}) as Record<
      string,
      { reason: string; points: number }
    >,
  )
    .map((entry) => [entry.reason, entry.points])
    .sort();

describe('an event’s points and levels', () => {
  it('stores the table, audited value by value', async () => {
    expect(await setScoring(deps(), table, organiser)).toEqual({
      points: table.points,
      levels: table.levels,
    });
    expect(await h.read(eventNodes.scoring(EVENT))).toEqual({
      points: table.points,
      levels: table.levels,
    });
    const audit = Object.values(
      ((await h.read(organiserNodes.audit({ kind: 'event', id: EVENT }))) ?? {}) as Record<
        string,
        { action: string; before: string; after: string }
      >,
    );
    expect(audit.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      {
        action: 'scoring.set',
        before: JSON.stringify({
          'points.qrConnection': 10,
          'points.triviaRight': 10,
          'levels.1': 100,
        }),
        after: JSON.stringify({
          'points.qrConnection': 35,
          'points.triviaRight': 40,
          'levels.1': 30,
        }),
      },
    ]);
  });

  it('pays awards after a change at the new values and leaves earlier ones as paid', async () => {
    expect((await connect('ann', 'bob')).paid.connection).toBe(10);
    await setScoring(deps(), table, organiser);
    expect((await connect('ann', 'cat')).paid.connection).toBe(35);
    expect(
      await answerTrivia(deps(), { questionId: 'q1', answer: 'red' }, caller('bob')),
    ).toMatchObject({ awarded: 40 + DEFAULT_SCORING.points.completion.act02 });
    expect(await ledgerPoints('ann')).toEqual(
      [
        ['complete-act06', 25],
        ['qr-connection', 10],
        ['qr-connection', 35],
      ].sort(),
    );
    // 70 points reach the event's level 1 (30), where the default table needs 100.
    expect(await levelUp(deps(), {}, caller('ann'))).toEqual({ level: 1 });
  });

  it('refuses an event that does not exist, and a caller who organises another', async () => {
    await expect(
      setScoring(deps(), { ...table, eventId: 'nowhere' }, caller('eve', { organiser: '*' })),
    ).rejects.toMatchObject({ code: 'not-found' });
    await expect(
      setScoring(deps(), table, caller('eve', { organiser: '|e:other-event|' })),
    ).rejects.toMatchObject({ code: 'not-admin' });
    expect(await h.read(eventNodes.scoring(EVENT))).toBeNull();
  });
});
