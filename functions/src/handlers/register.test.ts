import { DomainError } from '@engage/domain/errors';
import { decodeQrPayload } from '@engage/domain/qr-payload';
import { boardNodes } from '@engage/domain/store/boards';
import { eventNodes } from '@engage/domain/store/events';
import { organiserNodes } from '@engage/domain/store/organisers';
import { userNodes } from '@engage/domain/store/users';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countRoundTrips } from '../testing/round-trips.ts';
import {
  baseData,
  COMPANY,
  caller,
  EVENT,
  keyOf,
  registerInputFor,
  seated,
  startStack,
  type TestStack,
} from '../testing/stack.ts';
import { register } from './register.ts';
import { eventSignIn, signOut } from './sign-in.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack(8);
});
afterAll(() => stack.close());
beforeEach(() => stack.reset(baseData(100)));

const read = async (path: string) => (await stack.deps().db.ref(path).get()).val();

describe('register', () => {
  it('creates the user with the spec defaults, the uid index and counters, and no board entry before points', async () => {
    const result = seated(
      await register(stack.deps(), registerInputFor({ attendance: 'online' }), caller('ada')),
    );
    const key = keyOf('ada@example.com');
    expect(result.status).toBe('created');
    expect(result.key).toBe(key);
    expect(result.user).toMatchObject({
      isAdmin: false,
      isRep: false,
      level: 0,
      uid: 'uid-ada',
      eventId: EVENT,
    });
    // The QR's `uid` field carries the public id: a badge shows no account id.
    expect(decodeQrPayload(result.user.qr_code)).toMatchObject({
      ok: true,
      value: { uid: result.user.publicId, isRep: false },
    });
    expect(result.user.qr_code).not.toContain('uid-ada');
    expect(await read(userNodes.byUid('uid-ada'))).toBe(key);
    expect(await read(organiserNodes.userCount(COMPANY))).toBe(1);
    expect(await read(eventNodes.registrants(EVENT))).toBe(1);
    expect(result.user.publicId).toMatch(/^[-\w]{12,}$/);
    expect(result.user.publicId).not.toContain(key);
    expect(await read(boardNodes.board(EVENT, 'online'))).toBeNull();
    expect(await read(boardNodes.board(EVENT, 'all'))).toBeNull();
    expect(await read(userNodes.totalPoints(key))).toBe(0);
  });

  it('returns the existing user for a key that exists, and counts nothing twice', async () => {
    const first = seated(await register(stack.deps(), registerInputFor(), caller('ada')));
    const again = await register(
      stack.deps(),
      registerInputFor({ name: 'Someone Else' }),
      caller('ada'),
    );
    expect(again).toEqual({ status: 'duplicate', key: first.key, user: first.user });
    expect(await read(organiserNodes.userCount(COMPANY))).toBe(1);
    expect(await read(eventNodes.registrants(EVENT))).toBe(1);
  });

  it('refuses with registration-limit-reached at the limit, and writes nothing for the refused user', async () => {
    await stack.reset(baseData(1));
    await register(stack.deps(), registerInputFor(), caller('first'));
    await expect(
      register(stack.deps(), registerInputFor(), caller('second')),
    ).rejects.toMatchObject({
      code: 'registration-limit-reached',
      message: 'registration limit reached',
    });
    expect(await read(userNodes.user(keyOf('second@example.com')))).toBeNull();
    expect(await read(organiserNodes.userCount(COMPANY))).toBe(1);
  });

  it.each([
    ['invalid-colour', registerInputFor({ color: 'ultraviolet' }), caller('ada')],
    ['invalid-email', registerInputFor(), { ...caller('ada'), email: undefined }],
    ['not-found', registerInputFor({ eventId: 'no-such-event' }), caller('ada')],
    ['email-not-verified', registerInputFor(), caller('ada', { email_verified: false })],
    [
      'invalid-invitation-code',
      registerInputFor({ invitationCode: 'guessed' }),
      caller('ada', { email_verified: false }),
    ],
    ['invalid-invitation-code', registerInputFor({ invitationCode: 'guessed' }), caller('ada')],
    [
      'not-admitted',
      registerInputFor(),
      { ...caller('eve'), email: 'eve@throwaway.example', token: { email_verified: true } },
    ],
  ])('refuses with %s and leaves no trace', async (code, input, who) => {
    const before = await stack.root();
    const error = await register(stack.deps(), input, who).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code });
    expect(await stack.root()).toEqual(before);
  });

  it('takes the seat in the company the event belongs to, whatever the caller says', async () => {
    await stack
      .deps()
      .db.ref()
      .update({
        [organiserNodes.companyMetadata('other_co')]: {
          name: 'Other',
          subscription: 'free',
          eventTotal: 0,
          userLimit: 5,
        },
        [organiserNodes.userCount('other_co')]: 0,
      });
    const result = seated(await register(stack.deps(), registerInputFor(), caller('ada')));
    expect(result.user.customerId).toBe(COMPANY);
    expect(await read(organiserNodes.userCount(COMPANY))).toBe(1);
    expect(await read(organiserNodes.userCount('other_co'))).toBe(0);
  });

  it('admits any verified address with the company invitation code, but never an unverified one', async () => {
    await stack
      .deps()
      .db.ref(`${organiserNodes.companyMetadata(COMPANY)}/formId`)
      .set('acme-2026');
    await stack.deps().db.ref(organiserNodes.admission(COMPANY)).set({ code: true });
    // Was created: a code let its holder register an address they do not own (issue 20).
    const before = await stack.root();
    await expect(
      register(
        stack.deps(),
        registerInputFor({ invitationCode: 'acme-2026' }),
        caller('ada', { email_verified: false }),
      ),
    ).rejects.toMatchObject({ code: 'email-not-verified' });
    expect(await stack.root()).toEqual(before);
    const ceo = { uid: 'uid-ceo', email: 'ceo@northwind.example', token: { email_verified: true } };
    const result = await register(
      stack.deps(),
      registerInputFor({ invitationCode: 'acme-2026' }),
      ceo,
    );
    expect(result.status).toBe('created');
    expect(await read(organiserNodes.userCount(COMPANY))).toBe(1);
  });

  it('gives one profile per account: a changed Auth email registers nothing new', async () => {
    const first = seated(await register(stack.deps(), registerInputFor(), caller('ada')));
    const renamed = { ...caller('ada'), email: 'ada.new@example.com' };
    const again = await register(stack.deps(), registerInputFor(), renamed);
    expect(again).toMatchObject({ status: 'duplicate', key: first.key });
    expect(await read(userNodes.user(keyOf('ada.new@example.com')))).toBeNull();
    expect(await read(organiserNodes.userCount(COMPANY))).toBe(1);
    expect(await read(eventNodes.registrants(EVENT))).toBe(1);
  });

  it('treats a company without a user limit as full', async () => {
    await stack
      .deps()
      .db.ref(`${organiserNodes.companyMetadata(COMPANY)}/userLimit`)
      .remove();
    await expect(register(stack.deps(), registerInputFor(), caller('ada'))).rejects.toMatchObject({
      code: 'registration-limit-reached',
    });
  });

  it('keeps a chosen valid colour', async () => {
    const result = seated(
      await register(stack.deps(), registerInputFor({ color: 'teal' }), caller('ada')),
    );
    expect(result.user.color).toBe('teal');
  });

  it('reads in parallel: 2 sequential round trips before its first write, 16 in all', async () => {
    const trips = countRoundTrips(stack.deps());
    expect((await register(trips.deps, registerInputFor(), caller('ada'))).status).toBe('created');
    // Were 3 and 19: the event and its teams are read at once now, the seat an earlier try noted
    // while the profile is claimed, and the two marks of a finished registration end together.
    // One more since the seat's mark ends instead of staying: the profile read after the seat.
    expect(trips.beforeFirstWrite()).toBe(2);
    expect(trips.sequential()).toBe(16);
  });

  it('holds the limit exactly: 200 simultaneous registrations against a limit of 100', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        register(stack.deps(i), registerInputFor(), caller(`user${i}`)),
      ),
    );
    const created = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(created).toHaveLength(100);
    expect(
      refused.every(
        (r) =>
          r.status === 'rejected' &&
          (r.reason as DomainError).code === 'registration-limit-reached',
      ),
    ).toBe(true);
    expect(await read(organiserNodes.userCount(COMPANY))).toBe(100);
    expect(await read(eventNodes.registrants(EVENT))).toBe(100);
    const users = (await read(userNodes.all())) as Record<string, unknown>;
    expect(Object.keys(users)).toHaveLength(100);
  }, 120_000);
});

describe('event sign-in and sign-out', () => {
  it('walks the sign-in status machine', async () => {
    expect(await eventSignIn(stack.deps(), {}, caller('ada'))).toEqual({ status: 'start-playing' });
    const { key } = await register(stack.deps(), registerInputFor(), caller('ada'));
    expect(await eventSignIn(stack.deps(), { eventId: 'other-event' }, caller('ada'))).toEqual({
      status: 'start-playing',
    });
    expect(await eventSignIn(stack.deps(), { eventId: EVENT }, caller('ada'))).toEqual({
      status: 'continue-playing',
    });
    expect(await read(`${userNodes.metadata(key)}/isLoggedIn`)).toBe(true);
    expect(await signOut(stack.deps(), {}, caller('ada'))).toEqual({ status: 'not-registered' });
    expect(await read(`${userNodes.metadata(key)}/isLoggedIn`)).toBe(false);
  });

  it('answers no-event for a profile without an eventId', async () => {
    const { key } = await register(stack.deps(), registerInputFor(), caller('ada'));
    await stack
      .deps()
      .db.ref(`${userNodes.metadata(key)}/eventId`)
      .remove();
    await expect(eventSignIn(stack.deps(), {}, caller('ada'))).rejects.toMatchObject({
      code: 'no-event',
      message: 'no-event',
    });
  });
});
