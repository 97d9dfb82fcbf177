import { describe, expect, it } from 'vitest';
import { decideDeleteConfirmed, decideMyData, NO_PEOPLE_READ } from './my-data.ts';
import type { StoredUser } from './store/users.ts';

const ACCOUNT = { metadata: { name: 'Ann' } } as unknown as StoredUser;
const ENTRY = { name: 'Ann', teamName: 'AGILE' as const, score: 5 };
const MEETING = {
  with: 'pBob',
  withName: 'Bob',
  asked: true,
  start: 1,
  end: 2,
  state: 'accepted' as const,
  myTurn: false,
};
const CONVERSATION = { messages: { m1: { by: 'pBob', text: 'Hi Ann', at: 5 } } };

describe('decideMyData', () => {
  it('copies the account, the ledger and the board entries there are', () => {
    const ledger = { e1: { points: 5, reason: 'seed', at: 1, by: 'system' } };
    expect(
      decideMyData(
        {
          key: 'ann',
          account: ACCOUNT,
          ledger,
          boards: { all: ENTRY, online: null },
          people: {
            schedule: { s1: true },
            directory: null,
            meetings: { m1: MEETING },
            visits: { s1: { at: 3, rating: 4 }, s2: { at: 4 } },
            attendance: { s1: { name: 'Ann', at: 3, rating: 4, comment: 'Good' } },
            conversations: { 'pAnn~pBob': CONVERSATION, 'pAnn~pCat': null },
          },
        },
        9,
      ),
    ).toStrictEqual({
      ok: true,
      value: {
        format: 'engage-my-data/1',
        exportedAt: 9,
        key: 'ann',
        account: ACCOUNT,
        ledger,
        boards: { all: ENTRY },
        schedule: { s1: true },
        directory: null,
        meetings: { m1: MEETING },
        sessions: {
          s1: {
            checkIn: { at: 3, rating: 4 },
            attendance: { name: 'Ann', at: 3, rating: 4, comment: 'Good' },
          },
          s2: { checkIn: { at: 4 }, attendance: null },
        },
        conversations: { 'pAnn~pBob': CONVERSATION },
      },
      writes: { sets: {}, increments: {} },
    });
  });

  it('answers an empty ledger for someone with no points', () => {
    const plan = decideMyData(
      { key: 'ann', account: ACCOUNT, ledger: null, boards: {}, people: NO_PEOPLE_READ },
      9,
    );
    expect(plan).toMatchObject({
      ok: true,
      value: {
        ledger: {},
        boards: {},
        schedule: {},
        meetings: {},
        sessions: {},
        conversations: {},
      },
    });
  });

  it('refuses an account with no profile', () => {
    expect(
      decideMyData(
        { key: 'ann', account: null, ledger: null, boards: {}, people: NO_PEOPLE_READ },
        9,
      ),
    ).toMatchObject({
      ok: false,
      error: 'not-found',
    });
  });
});

describe('decideDeleteConfirmed', () => {
  it.each([
    ['the English word', 'delete', false, true],
    ['the Dutch word, in capitals and spaced', '  VERWIJDEREN ', false, true],
    ['another word', 'yes', false, 'delete-unconfirmed'],
    ['nothing typed', '', false, 'delete-unconfirmed'],
    ['an organiser, even confirmed', 'delete', true, 'organiser-self-delete'],
  ] as const)('%s', (_, typed, organiser, answer) => {
    const plan = decideDeleteConfirmed(typed, organiser);
    if (answer === true) expect(plan).toMatchObject({ ok: true, value: true });
    else expect(plan).toMatchObject({ ok: false, error: answer });
  });
});
