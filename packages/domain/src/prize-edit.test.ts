import { describe, expect, it } from 'vitest';
import { planPrizeEdit } from './prize-edit.ts';
import { SERVER_TIME } from './store/node.ts';

const ACTOR = { by: 'org-1', email: 'org@example.com' };
const ctx = { newId: () => 'id1' };
const target = { eventId: 'summit', id: 'cap' };
const sales = { s1: { qty: 3, cost: 60, at: 1 } };
/** The prize as the form opened it (20 left), then after three were sold meanwhile. */
const opened = { name: 'Cap', cost: 20, stock: 20, image: 'cap.png' };
const sold3 = { ...opened, stock: 17, sales };

describe('planPrizeEdit', () => {
  it.each([
    ['a new prize takes the stock as sent', null, 30, undefined, 30],
    ['an edit with no sale since sets the stock sent', opened, 30, 20, 30],
    ['an edit adds what the organiser added to what is left', sold3, 30, 20, 27],
    ['an edit that only renames leaves the stock sold down to', sold3, 20, 20, 17],
    ['a cut below what is left stops at 0', sold3, 0, 20, 0],
  ] as const)('%s', (_name, current, stock, stockSeen, left) => {
    const prize = { name: 'Blue cap', cost: 25, stock };
    const planned = planPrizeEdit(current, target, prize, stockSeen, ACTOR, ctx);
    const { image: _, ...kept } = current ?? {};
    expect(planned).toStrictEqual({
      ok: true,
      value: { id: 'cap' },
      // The sales stay; an image left out of the form is removed.
      next: { ...kept, name: 'Blue cap', cost: 25, stock: left },
      writes: {
        sets: {
          'audit/events/summit/id1': {
            at: SERVER_TIME,
            by: 'org-1',
            email: 'org@example.com',
            action: 'content.write',
            target: 'prize/cap',
            before: JSON.stringify(current),
            after: JSON.stringify({ name: 'Blue cap', cost: 25, stock: left }),
          },
        },
        increments: {},
      },
    });
  });

  it.each([
    ['another event’s', null, 'media/expo/prize_cap.png'],
    ['an attendee’s unpublished upload', null, 'uploads/uid-ann/photo'],
    ['a link elsewhere', null, 'https://cdn.example.com/cap.png'],
    ['a new picture, not the event’s', opened, 'cap2.png'],
  ] as const)('a picture that is %s is refused, changing nothing', (_name, current, image) => {
    const prize = { name: 'Cap', cost: 20, stock: 20, image };
    expect(planPrizeEdit(current, target, prize, 20, ACTOR, ctx)).toStrictEqual({
      ok: false,
      error: 'invalid-path',
      detail: "image: not one of this event's pictures",
      field: 'image',
      writes: { sets: {}, increments: {} },
    });
  });

  it.each([
    ['the event’s own', null, 'media/summit/prize_cap.png'],
    ['the one the prize already has', opened, 'cap.png'],
  ] as const)('a picture that is %s is kept', (_name, current, image) => {
    const prize = { name: 'Cap', cost: 20, stock: 20, image };
    expect(planPrizeEdit(current, target, prize, 20, ACTOR, ctx)).toMatchObject({
      ok: true,
      next: { image },
    });
  });

  it('an edit that does not say what stock it saw is refused, changing nothing', () => {
    expect(
      planPrizeEdit(sold3, target, { name: 'Cap', cost: 20, stock: 30 }, undefined, ACTOR, ctx),
    ).toStrictEqual({
      ok: false,
      error: 'invalid-argument',
      detail: 'stockSeen: the stock the form showed is needed to edit',
      writes: { sets: {}, increments: {} },
    });
  });
});
