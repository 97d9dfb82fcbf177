import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CALLABLES } from './contract.ts';

const entries = Object.entries(CALLABLES);

describe('the callable contract', () => {
  it.each(entries)(
    '%s takes a strict object schema: an unknown field is invalid input',
    (_name, callable) => {
      expect(callable.input.kind).toBe('schema');
      expect(callable.input.type).toBe('strict_object');
      expect(v.safeParse(callable.input, { notAField: 1 }).success).toBe(false);
      expect(v.safeParse(callable.input, 'not an object').success).toBe(false);
    },
  );

  it('lets the public call only the one-time code, kiosk link and invitation callables, and organisers the admin ones', () => {
    const byAccess = (access: string) =>
      entries
        .filter(([, callable]) => callable.access === access)
        .map(([name]) => name)
        .sort();
    expect(byAccess('public')).toEqual(['openKiosk', 'redeemInvitation', 'sendOtp', 'verifyOtp']);
    for (const name of byAccess('organiser'))
      expect(name === 'allocatePrize' || name.startsWith('admin')).toBe(true);
    for (const name of byAccess('signed-in')) expect(name.startsWith('admin')).toBe(false);
    expect(
      byAccess('public').length + byAccess('organiser').length + byAccess('signed-in').length,
    ).toBe(entries.length);
  });

  it.each([
    ['eventSignIn', {}],
    ['signOut', {}],
    ['levelUp', {}],
    ['awardConnection', { qr: 'engage:1:{}' }],
    ['issueQrToken', {}],
    ['startBingo', {}],
    ['claimRpsForfeit', { roomId: 'r1' }],
    ['answerTrivia', { questionId: 'q1', answer: 'Paris' }],
    ['buyPrize', { prizeId: 'mug', qty: 1, requestId: 'r1' }],
    ['requestPair', { otherPublicId: 'p-bob' }],
    ['playRps', { roomId: 'r1', move: 'paper' }],
    ['adminSetTheme', { eventId: 'summit', scheme: {} }],
    ['sendOtp', { email: 'ada@example.com' }],
  ] as const)('%s accepts %j', (name, request) => {
    expect(v.safeParse(CALLABLES[name].input, request).success).toBe(true);
  });

  it('fills in the defaults the handlers rely on', () => {
    expect(v.parse(CALLABLES.requestPair.input, { otherPublicId: 'p-bob' })).toEqual({
      otherPublicId: 'p-bob',
      game: 'act05',
    });
  });
});
