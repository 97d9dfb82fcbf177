import { eventNodes } from '@engage/domain/store/events';
import { userNodes } from '@engage/domain/store/users';
import { describe, expect, it } from 'vitest';
import { eventAuditActions } from '../testing/audit.ts';
import { caller, EVENT, useHandlerStack } from '../testing/stack.ts';
import { setBingoSquares, setPickLists } from './bingo-setup.ts';
import { startBingo } from './games.ts';
import { updateProfile } from './people.ts';

/**
 * Registration lists and bingo squares through the real handlers: the organiser's lists and
 * squares with their audit entries, a profile edit held to the lists, and a card dealt only from
 * the squares chosen.
 */
const h = useHandlerStack({ users: ['ann', 'bob'] });
const deps = () => h.stack().deps();
const organiser = caller('eve', { organiser: `|e:${EVENT}|` });
const LISTS = {
  eventId: EVENT,
  departments: ['Sales', 'R&D'],
  countries: ['Kenya', 'Peru'],
  interests: ['Chess', 'Hiking'],
};
const auditActions = () => eventAuditActions(h.read);

describe('registration lists and bingo squares', () => {
  it('stores the lists and the squares chosen, each change in the audit log', async () => {
    expect(await setPickLists(deps(), LISTS, organiser)).toEqual({
      departments: ['Sales', 'R&D'],
      countries: ['Kenya', 'Peru'],
      interests: ['Chess', 'Hiking'],
    });
    expect(
      await setBingoSquares(
        deps(),
        { eventId: EVENT, squares: ['country-kenya', 'interest-chess'] },
        organiser,
      ),
    ).toEqual({ chosen: 2 });
    expect(await h.read(eventNodes.bingoSquares(EVENT))).toEqual({
      'country-kenya': 'From Kenya',
      'interest-chess': 'Likes Chess',
    });
    // Peru and Chess leave the lists: the Chess square goes with its option.
    await setPickLists(
      deps(),
      { ...LISTS, countries: ['Kenya'], interests: ['Hiking'] },
      organiser,
    );
    expect(await h.read(eventNodes.bingoSquares(EVENT))).toEqual({ 'country-kenya': 'From Kenya' });
    expect(await auditActions()).toEqual(['lists.set', 'bingo.squares', 'lists.set']);
  });

  it('holds a profile edit to the lists, by field, and keeps what the lists spell', async () => {
    await setPickLists(deps(), LISTS, organiser);
    const edit = { name: 'Ann', company: 'Acme', department: 'Sales', color: 'teal' };
    const before = await h.stack().root();
    await expect(
      updateProfile(deps(), { ...edit, country: 'Nowhere' }, caller('ann')),
    ).rejects.toMatchObject({ code: 'invalid-argument', field: 'country' });
    await expect(
      updateProfile(deps(), { ...edit, department: 'Attack Co' }, caller('ann')),
    ).rejects.toMatchObject({ code: 'invalid-argument', field: 'department' });
    expect(await h.stack().root()).toEqual(before);
    await updateProfile(
      deps(),
      { ...edit, country: 'kenya', interests: ['hiking', 'Chess'] },
      caller('ann'),
    );
    expect(await h.read(userNodes.metadata(h.key('ann')))).toMatchObject({
      country: 'Kenya',
      interests: ['Hiking', 'Chess'],
    });
  });

  it('deals a card only from the squares chosen', async () => {
    await setPickLists(deps(), LISTS, organiser);
    await setBingoSquares(
      deps(),
      { eventId: EVENT, squares: ['country-peru', 'interest-hiking'] },
      organiser,
    );
    const card = await startBingo(deps(), {}, caller('bob'));
    expect(card.squares).toHaveLength(9);
    expect(new Set(card.squares.map((s) => s.label))).toEqual(
      new Set(['From Peru', 'Likes Hiking']),
    );
    // Each keeps the list's value and its kind, for the card to be told in the reader's words.
    expect(new Set(card.squares.map((s) => `${s.kind}:${s.value}`))).toEqual(
      new Set(['country:Peru', 'interest:Hiking']),
    );
  });

  it.each([
    ['an attendee', caller('ann')],
    ['an organiser of another event', caller('olga', { organiser: '|e:other-event|' })],
  ])('refuses %s setting lists or squares, nothing written', async (_name, who) => {
    const before = await h.stack().root();
    await expect(setPickLists(deps(), LISTS, who)).rejects.toMatchObject({
      code: expect.any(String),
    });
    await expect(
      setBingoSquares(deps(), { eventId: EVENT, squares: ['role-rep'] }, who),
    ).rejects.toMatchObject({ code: expect.any(String) });
    expect(await h.stack().root()).toEqual(before);
  });
});
