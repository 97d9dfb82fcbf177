import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  createKioskInput,
  decideKioskCreate,
  decideKioskOpen,
  decideKioskRevoke,
  isKioskToken,
  KIOSK_LABEL_MAX,
  kioskKey,
  kioskUid,
  parseKioskKey,
} from './kiosks.ts';
import { SERVER_TIME } from './store/node.ts';

const actor = { by: 'keve', email: 'eve@example.com' };
const ctx = () => {
  let n = 0;
  return { newId: () => `-K${++n}` };
};
const SECRET = 'a'.repeat(40) + '_-Z';
const HASH = 'f'.repeat(64);

describe('decideKioskCreate', () => {
  it('writes the record the rules look for, the secret’s hash apart, and an audit entry', () => {
    const plan = decideKioskCreate(
      { eventId: 'summit', label: 'Hall A' },
      { exists: true },
      HASH,
      actor,
      ctx(),
    );
    expect(plan).toStrictEqual({
      ok: true,
      value: { kioskId: '-K1' },
      writes: {
        sets: {
          'kiosks/summit/-K1': { label: 'Hall A', at: SERVER_TIME, by: 'keve' },
          'kioskSecrets/-K1': { eventId: 'summit', hash: HASH },
          'audit/events/summit/-K2': {
            at: SERVER_TIME,
            by: 'keve',
            email: 'eve@example.com',
            action: 'kiosk.create',
            target: 'kiosk/-K1',
            before: 'null',
            after: '{"label":"Hall A"}',
          },
        },
        increments: {},
      },
    });
  });

  it('refuses an event that does not exist, writing nothing', () => {
    const plan = decideKioskCreate(
      { eventId: 'gone', label: 'Hall A' },
      { exists: false },
      HASH,
      actor,
      ctx(),
    );
    expect(plan).toMatchObject({ ok: false, error: 'no-event' });
    expect(plan.writes).toStrictEqual({ sets: {}, increments: {} });
  });
});

describe('decideKioskRevoke', () => {
  it('removes the record and the secret together, and audits the label', () => {
    const plan = decideKioskRevoke(
      { eventId: 'summit', kioskId: '-K9' },
      { label: 'Hall A', at: 1, by: 'keve' },
      actor,
      ctx(),
    );
    expect(plan).toStrictEqual({
      ok: true,
      value: { kioskId: '-K9' },
      writes: {
        sets: {
          'kiosks/summit/-K9': null,
          'kioskSecrets/-K9': null,
          'audit/events/summit/-K1': {
            at: SERVER_TIME,
            by: 'keve',
            email: 'eve@example.com',
            action: 'kiosk.revoke',
            target: 'kiosk/-K9',
            before: '{"label":"Hall A"}',
            after: 'null',
          },
        },
        increments: {},
      },
    });
  });

  it('refuses a link that is not there (revoked already, or of another event)', () => {
    const plan = decideKioskRevoke({ eventId: 'summit', kioskId: '-K9' }, null, actor, ctx());
    expect(plan).toMatchObject({ ok: false, error: 'not-found' });
    expect(plan.writes).toStrictEqual({ sets: {}, increments: {} });
  });
});

describe('decideKioskOpen', () => {
  it('signs a live link in as its own account, its token scoped to the kiosk and the event', () => {
    expect(decideKioskOpen('-K1', { eventId: 'summit', hash: HASH }, HASH)).toStrictEqual({
      ok: true,
      value: {
        uid: 'kiosk--K1',
        eventId: 'summit',
        kioskId: '-K1',
        claims: { kiosk: '-K1', kioskEvent: 'summit' },
      },
      writes: { sets: {}, increments: {} },
    });
  });

  it.each([
    ['a revoked link', null, HASH],
    ['a wrong secret', { eventId: 'summit', hash: HASH }, 'e'.repeat(64)],
  ] as const)('refuses %s in the same words', (_name, secret, presented) => {
    expect(decideKioskOpen('-K1', secret, presented)).toMatchObject({
      ok: false,
      error: 'kiosk-revoked',
    });
  });
});

describe('the link’s key', () => {
  it('round-trips a kiosk id and a secret', () => {
    expect(parseKioskKey(kioskKey('-Nabc_1', SECRET))).toStrictEqual({
      kioskId: '-Nabc_1',
      secret: SECRET,
    });
  });

  it.each([
    ['no dot', `-Nabc${SECRET}`],
    ['no kiosk id', `.${SECRET}`],
    ['a short secret', '-Nabc.abc'],
    ['a secret with other characters', `-Nabc.${'a'.repeat(42)}=`],
    ['a kiosk id that is no key', `a/b.${SECRET}`],
    ['nothing', ''],
  ])('refuses %s', (_name, key) => {
    expect(parseKioskKey(key)).toBeNull();
  });

  it('names the kiosk’s own account', () => {
    expect(kioskUid('-K1')).toBe('kiosk--K1');
  });
});

describe('isKioskToken', () => {
  it.each([
    [{ kiosk: '-K1', kioskEvent: 'summit' }, true],
    [{ kioskEvent: 'summit' }, true],
    [{ kiosk: '-K1' }, true],
    [{ organiser: '*' }, false],
    [{}, false],
  ])('%j is a kiosk’s: %s', (token, expected) => {
    expect(isKioskToken(token)).toBe(expected);
  });
});

describe('createKioskInput', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['Hall A', true],
    ['x'.repeat(KIOSK_LABEL_MAX), true],
    ['x'.repeat(KIOSK_LABEL_MAX + 1), false],
  ])('label %j is accepted: %s', (label, expected) => {
    expect(v.safeParse(createKioskInput, { eventId: 'summit', label }).success).toBe(expected);
  });
});
