import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  agendaSearch,
  companiesSearch,
  connectSearch,
  eventSearch,
  eventsSearch,
  inboxSearch,
  inviteSearch,
  loginSearch,
  peopleSearch,
  projectorSearch,
  QR_MAX_LENGTH,
} from './search.ts';
import { isValidKey } from './store/keys.ts';

type Check = (search: Record<string, unknown>) => unknown;

describe('route search params', () => {
  it.each([
    [eventSearch, {}, {}],
    [eventSearch, { event: 'summit-2026' }, { event: 'summit-2026' }],
    [eventSearch, { event: 'summit-2026', other: 'x' }, { event: 'summit-2026' }],
    [eventSearch, { event: undefined }, {}],
    [agendaSearch, { speaker: 'ada' }, { speaker: 'ada' }],
    [peopleSearch, { user: 'YWRh' }, { user: 'YWRh' }],
    [eventsSearch, { edit: 'summit-2026' }, { edit: 'summit-2026' }],
    [companiesSearch, { company: 'acme', edit: 'company' }, { company: 'acme', edit: 'company' }],
    [companiesSearch, { edit: 'new' }, { edit: 'new' }],
    [projectorSearch, { board: 'teams' }, { board: 'teams' }],
    [projectorSearch, { board: 'online' }, { board: 'online' }],
    [
      inviteSearch,
      { token: 't', email: 'ada@example.com' },
      { token: 't', email: 'ada@example.com' },
    ],
    [
      loginSearch,
      { redirect: '/connect?qr=1', ended: 'revoked' },
      { redirect: '/connect?qr=1', ended: 'revoked' },
    ],
    [
      connectSearch,
      { qr: 'https://app.example/connect?qr=abc' },
      { qr: 'https://app.example/connect?qr=abc' },
    ],
    // The router reads `?qr=123456` as JSON: a number, turned back into the code's text.
    [connectSearch, { qr: 123456 }, { qr: '123456' }],
    [connectSearch, { qr: 'x'.repeat(QR_MAX_LENGTH) }, { qr: 'x'.repeat(QR_MAX_LENGTH) }],
  ] as [Check, Record<string, unknown>, unknown][])('%#: keeps %j as %j', (check, search, kept) => {
    expect(check(search)).toStrictEqual(kept);
  });

  it('drops an old inbox link’s name unread, whatever it says', () => {
    expect(inboxSearch({ with: 'pBob', name: 'x'.repeat(500) })).toStrictEqual({ with: 'pBob' });
  });

  it.each([
    [eventSearch, { event: 'a/b' }],
    [eventSearch, { event: 42 }],
    [eventSearch, { event: '' }],
    [inboxSearch, { with: 'a/b' }],
    [agendaSearch, { speaker: 'a.b' }],
    [peopleSearch, { user: 'a/b' }],
    [companiesSearch, { edit: 'delete' }],
    [projectorSearch, { board: 'everyone' }],
    [inviteSearch, { token: 7 }],
    [loginSearch, { redirect: 'https://elsewhere.example' }],
    [loginSearch, { redirect: 42 }],
    [loginSearch, { ended: 'bored' }],
    [connectSearch, { qr: 'x'.repeat(QR_MAX_LENGTH + 1) }],
    [connectSearch, { qr: { code: 'abc' } }],
  ] as [Check, Record<string, unknown>][])('%#: refuses %j, naming the param', (check, search) => {
    const [name] = Object.keys(search);
    expect(() => check(search)).toThrow(`?${name}= is not well formed`);
  });

  it('takes a key exactly when the database would', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const checked = () => eventSearch({ event: value });
        if (isValidKey(value)) expect(checked()).toStrictEqual({ event: value });
        else expect(checked).toThrow(TypeError);
      }),
    );
  });
});
