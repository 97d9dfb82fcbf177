import { describe, expect, it } from 'vitest';
import { decodeQrPayload } from './qr-payload.ts';
import {
  decideRegistration,
  isLimitReached,
  newUser,
  type RegistrationInput,
} from './registration.ts';

const input: RegistrationInput = {
  uid: 'uid-1',
  name: 'Ada',
  email: 'ada@example.com',
  company: 'Acme',
  department: 'R&D',
  teamName: 'AGILE',
  customerId: 'acme_x1y_abc',
  eventId: 'summit',
};

describe('isLimitReached', () => {
  it.each([
    [0, undefined, false],
    [1_000, undefined, false],
    [99, 100, false],
    [100, 100, true],
    [101, 100, true],
    [0, 0, true],
  ])('count %i, limit %j -> %s', (count, limit, reached) => {
    expect(isLimitReached(count, limit)).toBe(reached);
  });
});

describe('decideRegistration', () => {
  const existing = newUser(input, () => 0.5);

  it('returns the existing user for a key that exists, even when the limit is reached', () => {
    expect(
      decideRegistration({
        existing,
        companyUserCount: 100,
        userLimit: 100,
        input,
        random: () => 0,
      }),
    ).toEqual({ type: 'duplicate', user: existing });
  });

  it('refuses a new user once the company count is at the limit', () => {
    expect(
      decideRegistration({
        existing: null,
        companyUserCount: 100,
        userLimit: 100,
        input,
        random: () => 0,
      }),
    ).toEqual({ type: 'limit-reached' });
  });

  it('creates a new user below the limit or without one', () => {
    for (const userLimit of [undefined, 101]) {
      const decision = decideRegistration({
        existing: null,
        companyUserCount: 100,
        userLimit,
        input,
        random: () => 0,
      });
      expect(decision.type).toBe('create');
    }
  });
});

describe('newUser', () => {
  it('gets the defaults of the spec and a QR code with uid, colour and isRep', () => {
    const user = newUser(input, () => 0.2);
    expect(user).toMatchObject({
      uid: 'uid-1',
      isAdmin: false,
      isRep: false,
      level: 0,
      color: 'blue',
      isLoggedIn: false,
      isOnline: false,
      teamName: 'AGILE',
      eventId: 'summit',
      customerId: 'acme_x1y_abc',
    });
    expect(decodeQrPayload(user.qr_code)).toEqual({
      ok: true,
      value: { uid: 'uid-1', color: 'blue', isRep: false },
    });
  });
});
