import { CALLABLES } from '@engage/domain/contract';
import { IMPORT_MARK_DEAD_MS, importTicket } from '@engage/domain/import-ticket';
import { eventNodes } from '@engage/domain/store/events';
import { organiserNodes } from '@engage/domain/store/organisers';
import { userNodes } from '@engage/domain/store/users';
import type { Accounts, Deps } from '@engage/server/deps';
import { describe, expect, it } from 'vitest';
import { claimsStore } from '../testing/claims-store.ts';
import { interceptOnce } from '../testing/intercept.ts';
import {
  COMPANY,
  caller,
  EVENT,
  keyOf,
  registerInputFor,
  seated,
  useHandlerStack,
} from '../testing/stack.ts';
import { runCallable } from '../triggers/callable.ts';
import { importAttendees, redeemInvitation } from './attendee-import.ts';
import { register } from './register.ts';

/**
 * Bulk registration through the real handlers against the project's emulator: the server judges
 * every row again, seats exactly, and each invitation link signs in once, for its own address.
 */
const h = useHandlerStack({ instances: 2, users: ['ann'] });
const organiser = caller('eve', { organiser: `|e:${EVENT}|` });
const { accounts: claimAccounts } = claimsStore(organiser);
const made = new Map<string, string>();
const accounts: Accounts = {
  ...claimAccounts,
  createAccount: async (email) => {
    const uid = made.get(email) ?? `uid-import-${made.size}`;
    made.set(email, uid);
    return uid;
  },
  customToken: async (uid) => `token-for-${uid}`,
};
const deps = (instance = 0): Deps & { accounts: Accounts } => ({
  ...h.stack().deps(instance),
  accounts,
  appUrl: 'https://app.example.com',
});
const row = (email: string, team = 'AGILE') => ({
  name: `Name ${email}`,
  email,
  company: 'Initech',
  team,
});
/** The rows as the console sends them: each with its number in the file, from `first`. */
const numbered = (first: number, rows: readonly ReturnType<typeof row>[]) =>
  rows.map((r, i) => ({ ...r, row: first + i }));
const linkOf = async (email: string): Promise<{ token: string; email: string }> => {
  const outbox = ((await h.read(userNodes.outbox())) ?? {}) as Record<
    string,
    { to: string; text: string }
  >;
  const text = Object.values(outbox).find((mail) => mail.to === email)?.text ?? '';
  const url = new URL(/https:\S+/.exec(text)?.[0] ?? 'https://none');
  return { token: url.searchParams.get('token') ?? '', email: url.searchParams.get('email') ?? '' };
};

describe('adminImportAttendees', () => {
  it('imports the good rows, refuses the rest by number, and counts seats and registrants once', async () => {
    const answer = await importAttendees(
      deps(),
      {
        eventId: EVENT,
        rows: numbered(2, [
          row('a@example.com'),
          row('not-an-address'),
          row('b@example.com', 'agile'),
          row('A@example.com'),
          row('ann@example.com'),
          row('c@example.com', 'Mauve'),
        ]),
      },
      organiser,
    );
    expect(answer).toEqual({
      imported: 2,
      refused: [
        { ok: false, row: 3, email: 'not-an-address', error: 'invalid-email' },
        { ok: false, row: 5, email: 'a@example.com', error: 'repeated-row' },
        expect.objectContaining({ row: 6, email: 'ann@example.com', error: 'duplicate-user' }),
        { ok: false, row: 7, email: 'c@example.com', error: 'unknown-team' },
      ],
    });
    // ann registered herself; the two imported make three seats and three registrants.
    expect(await h.read(organiserNodes.userCount(COMPANY))).toBe(3);
    expect(await h.read(eventNodes.registrants(EVENT))).toBe(3);
    // The batch's marks ended with its profiles.
    expect(await h.read(`${organiserNodes.company(COMPANY)}/seatClaims`)).toBeNull();
    expect(await h.read(eventNodes.metadata(EVENT))).not.toHaveProperty('registering');
    expect(await h.read(userNodes.metadata(keyOf('b@example.com')))).toMatchObject({
      email: 'b@example.com',
      teamName: 'AGILE',
      company: 'Initech',
      eventId: EVENT,
      customerId: COMPANY,
    });
    const audit = Object.values(
      ((await h.read(organiserNodes.audit({ kind: 'event', id: EVENT }))) ?? {}) as Record<
        string,
        { action: string; after: string }
      >,
    );
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'attendees.import',
        after: '{"imported":["a@example.com","b@example.com"]}',
      }),
    ]);
    // The database holds no link that signs in: only its hash names the invitation.
    const link = await linkOf('a@example.com');
    expect(JSON.stringify(await h.read('invitations'))).not.toContain(link.token);
  });

  it('refuses the rows past the seats, and two batches at once never seat more than the limit', async () => {
    await h.stack().deps().db.ref(organiserNodes.companyMetadata(COMPANY)).update({ userLimit: 4 });
    const batch = (from: number) => ({
      eventId: EVENT,
      rows: numbered(
        from,
        [0, 1, 2].map((i) => row(`p${from + i}@example.com`)),
      ),
    });
    const answers = await Promise.all([
      importAttendees(deps(0), batch(1), organiser),
      importAttendees(deps(1), batch(10), organiser),
    ]);
    expect(answers.reduce((sum, answer) => sum + answer.imported, 0)).toBe(3);
    const refusals = answers.flatMap((answer) => answer.refused.map((r) => r.error));
    expect(refusals).toEqual([
      'registration-limit-reached',
      'registration-limit-reached',
      'registration-limit-reached',
    ]);
    expect(await h.read(organiserNodes.userCount(COMPANY))).toBe(4);
    expect(await h.read(eventNodes.registrants(EVENT))).toBe(4);
  });

  it('refuses a person whose own registration finished while the batch read, and gives their batch seat back', async () => {
    made.set('zed@example.com', 'uid-zed');
    const seats = (await h.read(organiserNodes.userCount(COMPANY))) as number;
    const registrants = (await h.read(eventNodes.registrants(EVENT))) as number;
    // Zed registers, whole, after the batch read that no profile holds his address.
    const raced = interceptOnce(
      deps(),
      organiserNodes.company(COMPANY),
      'transaction',
      (call) =>
        async (...args) => {
          seated(await register(h.stack().deps(1), registerInputFor(), caller('zed')));
          return call(...args);
        },
    );
    const answer = await importAttendees(
      { ...raced, accounts, appUrl: 'https://app.example.com' },
      { eventId: EVENT, rows: numbered(2, [row('zed@example.com'), row('yan@example.com')]) },
      organiser,
    );
    expect(answer).toEqual({
      imported: 1,
      refused: [
        expect.objectContaining({ row: 2, email: 'zed@example.com', error: 'duplicate-user' }),
      ],
    });
    // Zed's own seat and Yan's: the seat the batch took for Zed went back.
    expect(await h.read(organiserNodes.userCount(COMPANY))).toBe(seats + 2);
    expect(await h.read(eventNodes.registrants(EVENT))).toBe(registrants + 2);
    expect(await h.read(`${organiserNodes.company(COMPANY)}/seatClaims`)).toBeNull();
    expect(await h.read(userNodes.field(keyOf('zed@example.com'), 'name'))).not.toBe(
      'Name zed@example.com',
    );
  });

  it('seats an address whose batch died before its profile, with no second seat or count', async () => {
    // Two batches that died ten minutes ago after their seats, one after its count: marks, no profile.
    const make = accounts.createAccount ?? (() => Promise.reject(new Error('no accounts')));
    const [counted, uncounted] = [
      await make('late1@example.com', 'Late One'),
      await make('late2@example.com', 'Late Two'),
    ];
    const long = 1_750_000_000_000 - IMPORT_MARK_DEAD_MS - 1_000;
    const [deadCounted, deadUncounted] = [importTicket(long, 'one'), importTicket(long, 'two')];
    const db = h.stack().deps().db;
    const seats = ((await h.read(organiserNodes.userCount(COMPANY))) as number) + 2;
    const registrants = ((await h.read(eventNodes.registrants(EVENT))) as number) + 1;
    await db.ref().update({
      [organiserNodes.userCount(COMPANY)]: seats,
      [organiserNodes.seatClaim(COMPANY, counted)]: deadCounted,
      [organiserNodes.seatClaim(COMPANY, uncounted)]: deadUncounted,
      [eventNodes.registrants(EVENT)]: registrants,
      [`${eventNodes.metadata(EVENT)}/registering/${deadCounted}`]: true,
    });
    const answer = await importAttendees(
      deps(),
      {
        eventId: EVENT,
        rows: numbered(2, [row('late1@example.com'), row('late2@example.com')]),
      },
      organiser,
    );
    expect(answer).toEqual({ imported: 2, refused: [] });
    expect(await h.read(organiserNodes.userCount(COMPANY))).toBe(seats);
    expect(await h.read(eventNodes.registrants(EVENT))).toBe(registrants + 1);
    expect(await h.read(`${organiserNodes.company(COMPANY)}/seatClaims`)).toBeNull();
    expect(await h.read(userNodes.metadata(keyOf('late2@example.com')))).toMatchObject({
      email: 'late2@example.com',
      eventId: EVENT,
    });
  });

  it('lets an invitation link sign in once, and only for the address it was sent to', async () => {
    await importAttendees(
      deps(),
      { eventId: EVENT, rows: numbered(2, [row('d@example.com')]) },
      organiser,
    );
    const link = await linkOf('d@example.com');
    expect(link.email).toBe('d@example.com');
    await expect(
      redeemInvitation(deps(), { token: link.token, email: 'eve@example.com' }),
    ).rejects.toMatchObject({ code: 'invitation-invalid' });
    expect(await redeemInvitation(deps(), link)).toEqual({
      token: `token-for-${made.get('d@example.com')}`,
      eventId: EVENT,
    });
    await expect(redeemInvitation(deps(), link)).rejects.toMatchObject({
      code: 'invitation-used',
    });
    await expect(
      redeemInvitation(deps(), { token: 'x'.repeat(32), email: 'd@example.com' }),
    ).rejects.toMatchObject({ code: 'invitation-invalid' });
  });

  it('mails each invitation where a sender is configured, and keeps a mail that failed', async () => {
    const sent: { to: string; subject: string; text: string }[] = [];
    const mailer = {
      send: async (mail: { to: string; subject: string; text: string }) => {
        if (mail.to === 'down@example.com') throw new Error('SMTP refused');
        sent.push(mail);
      },
    };
    const answer = await importAttendees(
      { ...deps(), mailer },
      {
        eventId: EVENT,
        rows: numbered(2, [row('m1@example.com'), row('m2@example.com'), row('down@example.com')]),
      },
      organiser,
    );
    expect(answer.imported).toBe(3);
    expect(sent.map((mail) => mail.to).sort()).toEqual(['m1@example.com', 'm2@example.com']);
    expect(sent[0]?.text).toMatch(
      /^You are registered for .+: https:\/\/app\.example\.com\/auth\/otp\?token=/,
    );
    // Sent mails leave the outbox; the one the server refused waits there, with its link.
    const outbox = Object.values(
      ((await h.read(userNodes.outbox())) ?? {}) as Record<string, { to: string }>,
    );
    expect(outbox.map((mail) => mail.to)).toEqual(['down@example.com']);
    expect((await linkOf('down@example.com')).email).toBe('down@example.com');
  });

  it('refuses an attendee and an organiser whose rights were taken away, writing nothing', async () => {
    const before = await h.stack().root();
    const input = { eventId: EVENT, rows: numbered(2, [row('z@example.com')]) };
    const attendee = caller('ann');
    await expect(
      runCallable(CALLABLES.adminImportAttendees, importAttendees, deps(), attendee, input),
    ).rejects.toMatchObject({ details: { code: 'not-admin' } });
    // Her token still says she runs the event; Auth no longer does.
    const fired = caller('olga', { organiser: `|e:${EVENT}|` });
    await expect(importAttendees(deps(), input, fired)).rejects.toMatchObject({
      code: 'not-admin',
    });
    expect(await h.stack().root()).toEqual(before);
  });
});
