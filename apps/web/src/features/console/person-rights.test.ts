import { describe, expect, it } from 'vitest';
import { offeredChanges, personRights } from './person-rights.ts';

describe('personRights', () => {
  it.each([
    ['no entry', null, { all: false, event: 'none', customer: false }],
    ['every event', { claim: '*' }, { all: true, event: 'none', customer: false }],
    [
      'the event on its own',
      { claim: '|e:summit|', events: { summit: true } },
      { all: false, event: 'own', customer: false },
    ],
    [
      'the company, which brings its event',
      { claim: '|e:summit|c:acme|' },
      { all: false, event: 'company', customer: true },
    ],
    [
      'the company, and the event on its own too',
      { claim: '|e:summit|c:acme|', events: { summit: true } },
      { all: false, event: 'own', customer: true },
    ],
    [
      'an older entry: the event with no company',
      { claim: '|e:summit|' },
      { all: false, event: 'own', customer: false },
    ],
    [
      'another event and another company only',
      { claim: '|e:fair|c:globex|', events: { fair: true } },
      { all: false, event: 'none', customer: false },
    ],
  ] as const)('%s', (_case, entry, rights) => {
    expect(personRights(entry, 'summit', 'acme')).toEqual(rights);
  });

  it('holds no company for a person whose event has none', () => {
    expect(personRights({ claim: '|e:summit|' }, 'summit', '')).toEqual({
      all: false,
      event: 'own',
      customer: false,
    });
  });
});

describe('offeredChanges', () => {
  const none = { all: false, event: 'none', customer: false } as const;
  const make = (target: object) => ({ target, grant: true });
  const revoke = (target: object) => ({ target, grant: false });
  const event = { events: ['summit'] };
  const company = { customers: ['acme'] };

  it.each([
    ['nothing held', none, 'acme', [make(event), make(company)]],
    ['nothing held, the company out of reach', none, undefined, [make(event)]],
    ['the event on its own', { ...none, event: 'own' }, 'acme', [revoke(event), make(company)]],
    [
      'the company, which brings the event',
      { ...none, event: 'company', customer: true },
      'acme',
      [revoke(company)],
    ],
    [
      'both on their own',
      { ...none, event: 'own', customer: true },
      'acme',
      [revoke(event), revoke(company)],
    ],
    ['every event', { ...none, all: true }, 'acme', []],
    ['not read yet', 'loading', 'acme', []],
    [
      'not readable',
      'unreadable',
      'acme',
      [make(event), make(company), revoke(event), revoke(company)],
    ],
  ] as const)('%s', (_case, held, customerId, offered) => {
    expect(offeredChanges(held, 'summit', customerId)).toEqual(offered);
  });
});
