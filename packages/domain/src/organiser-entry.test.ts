import { describe, expect, it } from 'vitest';
import { planClaimsForEventCompany, planFollowedEntry } from './organiser-entry.ts';

const NOTHING = { sets: {}, increments: {} };

describe('planClaimsForEventCompany', () => {
  it('a new event reaches the claims of its company’s organisers who lack it, and only theirs', () => {
    expect(
      planClaimsForEventCompany(
        {
          u1: { claim: '|e:summit|c:acme|' },
          u2: { claim: '|e:fair|c:globex|' },
          u3: { claim: '*' },
          u4: { claim: '|e:new|c:acme|' },
          u5: { claim: '|c:acme|' },
        },
        'new',
        { from: undefined, to: 'acme' },
      ),
    ).toStrictEqual({
      ok: true,
      value: { claims: { u1: '|e:new|e:summit|c:acme|', u5: '|e:new|c:acme|' } },
      writes: {
        sets: {
          'organisers/u1/claim': '|e:new|e:summit|c:acme|',
          'organisers/u5/claim': '|e:new|c:acme|',
        },
        increments: {},
      },
    });
  });

  it('a moved event leaves the old company’s organisers for the new one’s', () => {
    expect(
      planClaimsForEventCompany(
        {
          acmeOnly: { claim: '|e:new|e:summit|c:acme|' },
          globexOnly: { claim: '|e:fair|c:globex|' },
          everything: { claim: '*' },
          grantedOnItsOwn: { claim: '|e:new|c:acme|', events: { new: true } },
          eventOnly: { claim: '|e:new|' },
          both: { claim: '|e:new|c:acme|c:globex|' },
          unrelated: { claim: '|e:fair|' },
        },
        'new',
        { from: 'acme', to: 'globex' },
      ),
    ).toStrictEqual({
      ok: true,
      value: { claims: { acmeOnly: '|e:summit|c:acme|', globexOnly: '|e:fair|e:new|c:globex|' } },
      writes: {
        sets: {
          'organisers/acmeOnly/claim': '|e:summit|c:acme|',
          'organisers/globexOnly/claim': '|e:fair|e:new|c:globex|',
        },
        increments: {},
      },
    });
  });

  it('an organiser left with no right at all leaves the index', () => {
    expect(
      planClaimsForEventCompany({ gone: { claim: '|e:new|', events: { other: true } } }, 'new', {
        from: 'acme',
        to: 'globex',
      }),
    ).toStrictEqual({
      ok: true,
      value: { claims: { gone: null } },
      writes: { sets: { 'organisers/gone': null }, increments: {} },
    });
  });
});

describe('planFollowedEntry', () => {
  const ofAcme = { claim: '|e:expo|e:summit|c:acme|', key: 'kx' };

  it('takes a moved event out of the old company’s organiser’s entry, one move after another', () => {
    expect(
      planFollowedEntry('ux', ofAcme, 'expo', [
        { from: 'acme', to: 'globex' },
        { from: 'globex', to: 'globex' },
      ]),
    ).toStrictEqual({
      ok: true,
      value: true,
      writes: {
        sets: { 'organisers/ux': { claim: '|e:summit|c:acme|', key: 'kx' } },
        increments: {},
      },
    });
  });

  it('removes an entry left with no right, and stops there', () => {
    expect(
      planFollowedEntry('ux', { claim: '|e:expo|', events: {} }, 'expo', [
        { from: 'acme', to: 'globex' },
        { from: 'globex', to: 'acme' },
      ]),
    ).toStrictEqual({
      ok: true,
      value: true,
      writes: { sets: { 'organisers/ux': null }, increments: {} },
    });
  });

  it('leaves an entry the moves do not change, and no entry at all, alone', () => {
    for (const entry of [ofAcme, null])
      expect(
        planFollowedEntry('ux', entry, 'expo', [{ from: 'globex', to: 'acme' }]),
      ).toStrictEqual({ ok: true, value: true, writes: NOTHING });
  });
});
