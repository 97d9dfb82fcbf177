import { describe, expect, it } from 'vitest';
import { decideDeleteConfirmed, decideMyData } from './my-data.ts';
import type { StoredUser } from './store/users.ts';

const ACCOUNT = { metadata: { name: 'Ann' } } as unknown as StoredUser;
const ENTRY = { name: 'Ann', teamName: 'AGILE' as const, score: 5 };

describe('decideMyData', () => {
  it('copies the account, the ledger and the board entries there are', () => {
    const ledger = { e1: { points: 5, reason: 'seed', at: 1, by: 'system' } };
    expect(
      decideMyData(
        { key: 'ann', account: ACCOUNT, ledger, boards: { all: ENTRY, online: null } },
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
      },
      writes: { sets: {}, increments: {} },
    });
  });

  it('answers an empty ledger for someone with no points', () => {
    const plan = decideMyData({ key: 'ann', account: ACCOUNT, ledger: null, boards: {} }, 9);
    expect(plan).toMatchObject({ ok: true, value: { ledger: {}, boards: {} } });
  });

  it('refuses an account with no profile', () => {
    expect(decideMyData({ key: 'ann', account: null, ledger: null, boards: {} }, 9)).toMatchObject({
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
