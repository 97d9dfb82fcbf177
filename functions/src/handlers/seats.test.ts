import { eventNodes } from '@engage/domain/store/events';
import { type Application, organiserNodes } from '@engage/domain/store/organisers';
import { userNodes } from '@engage/domain/store/users';
import { describe, expect, it } from 'vitest';
import {
  COMPANY,
  caller,
  EVENT,
  registerInputFor,
  seated,
  useHandlerStack,
} from '../testing/stack.ts';
import { register } from './register.ts';
import { answerApplication, releaseSeat, setAdmission } from './seats.ts';

/**
 * A company's seats as its organisers run them, against the emulator: the admission policy set
 * from the console, a seat released, a registrant approved or declined. The base company admits
 * example.com; `acme-code` is its invitation code.
 */
const h = useHandlerStack({
  instances: 4,
  users: ['ann', 'bob'],
  setup: async (stack) => {
    await stack.deps().db.ref(organiserNodes.companyField(COMPANY, 'formId')).set('acme-code');
  },
});
const deps = () => h.stack().deps();
const own = caller('owner', { organiser: `|c:${COMPANY}|` });
const stranger = caller('stranger', { organiser: '|c:globex_abc_xyz|' });
/** An address at a domain the company never listed, verified: a throwaway. */
const throwaway = (name: string) => ({
  uid: `uid-${name}`,
  email: `${name}@throwaway.example`,
  token: { email_verified: true },
});
const policy = (over: Partial<{ code: boolean; domains: string[]; approval: boolean }>) => ({
  customerId: COMPANY,
  code: false,
  domains: [],
  approval: false,
  ...over,
});
const auditOf = async () =>
  Object.values(
    ((await h.read(organiserNodes.audit({ kind: 'company', id: COMPANY }))) ?? {}) as Record<
      string,
      { action: string; target: string }
    >,
  ).map(({ action, target }) => `${action} ${target}`);

describe('the admission policy', () => {
  it('is set by the company’s organisers, audited, and decides who takes a seat', async () => {
    await setAdmission(deps(), policy({ code: true }), own);
    // An empty list is no node: the policy reads back without domains.
    expect(await h.read(organiserNodes.admission(COMPANY))).toEqual({
      code: true,
      approval: false,
    });
    expect(await auditOf()).toEqual([`company.admission ${COMPANY}`]);
    // example.com no longer admits: a verified address without the code is refused, by field.
    await expect(register(deps(), registerInputFor(), caller('cy'))).rejects.toMatchObject({
      code: 'not-admitted',
      field: 'invitationCode',
    });
    await expect(
      register(deps(), registerInputFor({ invitationCode: 'acme-cod' }), caller('cy')),
    ).rejects.toMatchObject({ code: 'invalid-invitation-code', field: 'invitationCode' });
    expect(
      (await register(deps(), registerInputFor({ invitationCode: 'acme-code' }), caller('cy')))
        .status,
    ).toBe('created');
    expect(await h.read(organiserNodes.userCount(COMPANY))).toBe(3);
  });

  it('is refused to an organiser of another company, and changes nothing', async () => {
    await expect(setAdmission(deps(), policy({ approval: true }), stranger)).rejects.toMatchObject({
      code: 'not-admin',
    });
    expect(await h.read(organiserNodes.admission(COMPANY))).toEqual({ domains: ['example.com'] });
  });

  it('a throwaway verified address takes no seat, whatever the limit leaves', async () => {
    const before = await h.stack().root();
    await expect(register(deps(), registerInputFor(), throwaway('eve'))).rejects.toMatchObject({
      code: 'not-admitted',
      field: 'email',
    });
    expect(await h.stack().root()).toEqual(before);
  });

  it('a policy changed while a registration is under way is the one its seat is taken under', async () => {
    // Read under the old policy (example.com admitted), seated under the new one (code only).
    const { interceptOnce } = await import('../testing/intercept.ts');
    const changed = interceptOnce(
      deps(),
      organiserNodes.company(COMPANY),
      'transaction',
      (call) =>
        async (...args) => {
          await setAdmission(h.stack().deps(1), policy({ code: true }), own);
          return call(...args);
        },
    );
    await expect(register(changed, registerInputFor(), caller('cy'))).rejects.toMatchObject({
      code: 'not-admitted',
    });
    expect(await h.read(organiserNodes.userCount(COMPANY))).toBe(2);
    expect(await h.read(userNodes.byUid('uid-cy'))).toBeNull();
  });
});

describe('approval', () => {
  it('a registrant waits pending, the organiser approves, and the next try takes the seat', async () => {
    await setAdmission(deps(), policy({ approval: true }), own);
    const who = throwaway('dee');
    const first = await register(deps(), registerInputFor({ name: 'Dee' }), who);
    expect(first).toMatchObject({ status: 'pending', customerId: COMPANY });
    // Asking again while pending writes nothing new and takes no seat.
    expect(await register(deps(), registerInputFor({ name: 'Dee' }), who)).toMatchObject({
      status: 'pending',
    });
    expect(await h.read(organiserNodes.application(COMPANY, who.uid))).toMatchObject({
      name: 'Dee',
      email: 'dee@throwaway.example',
      eventId: EVENT,
      state: 'pending',
    });
    expect(await h.read(organiserNodes.userCount(COMPANY))).toBe(2);
    expect(
      await answerApplication(deps(), { customerId: COMPANY, uid: who.uid, approve: true }, own),
    ).toEqual({ state: 'approved' });
    const seatedDee = seated(await register(deps(), registerInputFor({ name: 'Dee' }), who));
    expect(seatedDee.status).toBe('created');
    expect(await h.read(organiserNodes.userCount(COMPANY))).toBe(3);
    expect(await h.read(eventNodes.registrants(EVENT))).toBe(3);
    expect(await auditOf()).toContain(`seat.approve ${first.key}`);
  });

  it('a declined registrant is told so and takes no seat', async () => {
    await setAdmission(deps(), policy({ approval: true }), own);
    const who = throwaway('dee');
    await register(deps(), registerInputFor(), who);
    await answerApplication(deps(), { customerId: COMPANY, uid: who.uid, approve: false }, own);
    await expect(register(deps(), registerInputFor(), who)).rejects.toMatchObject({
      code: 'registration-declined',
    });
    expect(await h.read(organiserNodes.userCount(COMPANY))).toBe(2);
  });

  it('an unverified address does not apply', async () => {
    await setAdmission(deps(), policy({ approval: true }), own);
    const who = { ...throwaway('dee'), token: { email_verified: false } };
    await expect(register(deps(), registerInputFor(), who)).rejects.toMatchObject({
      code: 'email-not-verified',
    });
    expect(await h.read(organiserNodes.applications(COMPANY))).toBeNull();
  });

  it('approvals at once hold no more seats than the company has, and the approved take them', async () => {
    await setAdmission(deps(), policy({ approval: true }), own);
    // Two seats left of the limit, five registrants waiting.
    await h.stack().deps().db.ref(organiserNodes.companyField(COMPANY, 'userLimit')).set(4);
    const names = ['dee', 'eve', 'fay', 'gus', 'hal'];
    for (const name of names) await register(deps(), registerInputFor(), throwaway(name));
    const answers = await Promise.allSettled(
      names.map((name, i) =>
        answerApplication(
          h.stack().deps(i),
          { customerId: COMPANY, uid: `uid-${name}`, approve: true },
          own,
        ),
      ),
    );
    const approved = names.filter((_, i) => answers[i]?.status === 'fulfilled');
    expect(approved).toHaveLength(2);
    for (const answer of answers)
      if (answer.status === 'rejected') expect(answer.reason).toMatchObject({ code: 'seats-full' });
    expect(await h.read(organiserNodes.userCount(COMPANY))).toBe(4);
    const states = await Promise.all(
      names.map(
        async (name) =>
          ((await h.read(organiserNodes.application(COMPANY, `uid-${name}`))) as Application).state,
      ),
    );
    expect(states.filter((state) => state === 'approved')).toHaveLength(2);
    expect(states.filter((state) => state === 'pending')).toHaveLength(3);
    // The approved register into the seats their approvals hold: no seat is counted twice.
    for (const name of approved)
      expect(seated(await register(deps(), registerInputFor(), throwaway(name))).status).toBe(
        'created',
      );
    expect(await h.read(organiserNodes.userCount(COMPANY))).toBe(4);
    expect(await h.read(eventNodes.registrants(EVENT))).toBe(4);
    // Every mark ended with its registration: the company node holds only seats under way.
    expect(await h.read(`${organiserNodes.company(COMPANY)}/seatClaims`)).toBeNull();
  });

  it('a decline gives back the seat an approval held, once', async () => {
    await setAdmission(deps(), policy({ approval: true }), own);
    const who = throwaway('dee');
    await register(deps(), registerInputFor(), who);
    const decide = (approve: boolean, instance = 0) =>
      answerApplication(
        h.stack().deps(instance),
        { customerId: COMPANY, uid: who.uid, approve },
        own,
      );
    await Promise.all([decide(true, 0), decide(true, 1)]);
    expect(await h.read(organiserNodes.userCount(COMPANY))).toBe(3);
    await Promise.all([decide(false, 2), decide(false, 3)]);
    expect(await h.read(organiserNodes.userCount(COMPANY))).toBe(2);
    expect(await h.read(`${organiserNodes.company(COMPANY)}/seatClaims/uid-dee`)).toBeNull();
    // Approved again, the seat is held again, and the registration takes it.
    await decide(true);
    seated(await register(deps(), registerInputFor(), who));
    // A decline after the registration took the seat gives back nothing.
    await decide(false);
    expect(await h.read(organiserNodes.userCount(COMPANY))).toBe(3);
    expect(await h.read(eventNodes.registrants(EVENT))).toBe(3);
  });

  it('an approval of a registrant another way seated since holds no seat for them', async () => {
    await setAdmission(deps(), policy({ approval: true }), own);
    const who = throwaway('dee');
    expect((await register(deps(), registerInputFor(), who)).status).toBe('pending');
    // The organiser lists the registrant's domain; they register in a seat of their own.
    await setAdmission(deps(), policy({ approval: true, domains: ['throwaway.example'] }), own);
    expect(seated(await register(deps(), registerInputFor(), who)).status).toBe('created');
    expect(await h.read(organiserNodes.userCount(COMPANY))).toBe(3);
    // Their seat's mark has ended; the approval finds their profile and gives its seat back.
    await answerApplication(deps(), { customerId: COMPANY, uid: who.uid, approve: true }, own);
    expect(await h.read(organiserNodes.userCount(COMPANY))).toBe(3);
    expect(await h.read(`${organiserNodes.company(COMPANY)}/seatClaims`)).toBeNull();
  });

  it('a second approval that finds the registration’s mark gives back no seat of it', async () => {
    await setAdmission(deps(), policy({ approval: true }), own);
    const who = throwaway('dee');
    await register(deps(), registerInputFor(), who);
    const { interceptOnce, pauseAfter } = await import('../testing/intercept.ts');
    const approve = (instance: number | ReturnType<typeof deps>) =>
      answerApplication(
        typeof instance === 'number' ? h.stack().deps(instance) : instance,
        { customerId: COMPANY, uid: who.uid, approve: true },
        own,
      );
    // O2 read the application pending; before its seat's transaction, O1 approves and the
    // registration takes the approval's seat over and writes its attendee. O2's transaction then
    // finds the registration's mark, and its profile read finds the attendee.
    let second: Promise<unknown> = Promise.resolve();
    let registered: Promise<unknown> = Promise.resolve();
    const registration = pauseAfter(h.stack().deps(3), undefined, 'update', () => second);
    const o2 = interceptOnce(
      h.stack().deps(1),
      organiserNodes.company(COMPANY),
      'transaction',
      (call) =>
        async (...args) => {
          await approve(2);
          registered = register(registration.deps, registerInputFor(), who);
          await registration.reached;
          return call(...args);
        },
    );
    second = approve(o2);
    await second.catch(() => undefined);
    expect(seated((await registered) as Awaited<ReturnType<typeof register>>).status).toBe(
      'created',
    );
    // One seat for Dee, as the approval took it; none given back from under her.
    expect(await h.read(organiserNodes.userCount(COMPANY))).toBe(3);
    expect(await h.read(eventNodes.registrants(EVENT))).toBe(3);
    expect(await h.read(`${organiserNodes.company(COMPANY)}/seatClaims`)).toBeNull();
  });

  it('an organiser of another company decides nothing', async () => {
    await setAdmission(deps(), policy({ approval: true }), own);
    await register(deps(), registerInputFor(), throwaway('dee'));
    await expect(
      answerApplication(deps(), { customerId: COMPANY, uid: 'uid-dee', approve: true }, stranger),
    ).rejects.toMatchObject({ code: 'not-admin' });
    expect(await h.read(organiserNodes.application(COMPANY, 'uid-dee'))).toMatchObject({
      state: 'pending',
    });
  });
});

describe('releasing a seat', () => {
  it('gives the seat back once, however many release it at once, and the account may register again', async () => {
    const key = h.key('ann');
    const answers = await Promise.allSettled(
      [0, 1, 2, 3].map((i) => releaseSeat(h.stack().deps(i), { userKey: key }, own)),
    );
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    // A loser that read the key before the winner released it finds no profile in its turn
    // (not-found); one that read it after finds a key of no company of hers (not-admin, as for any
    // key outside her reach).
    expect(
      answers.every(
        (a) =>
          a.status === 'fulfilled' ||
          ['not-found', 'not-admin'].includes((a.reason as { code?: string }).code ?? ''),
      ),
    ).toBe(true);
    expect(await h.read(organiserNodes.userCount(COMPANY))).toBe(1);
    expect(await h.read(eventNodes.registrants(EVENT))).toBe(1);
    expect(await h.read(userNodes.user(key))).toBeNull();
    expect(await h.read(userNodes.byUid('uid-ann'))).toBeNull();
    expect(await h.read(`${organiserNodes.company(COMPANY)}/seatClaims`)).toBeNull();
    expect(await auditOf()).toEqual([`seat.release ${key}`]);
    // The account stays: it registers again into a seat of its own.
    const again = await register(deps(), registerInputFor(), caller('ann'));
    expect(again.status).toBe('created');
    expect(await h.read(organiserNodes.userCount(COMPANY))).toBe(2);
    expect(await h.read(eventNodes.registrants(EVENT))).toBe(2);
  });

  it('a freed seat is taken by the next registrant at the limit', async () => {
    await h.stack().deps().db.ref(organiserNodes.companyField(COMPANY, 'userLimit')).set(2);
    await expect(register(deps(), registerInputFor(), caller('cy'))).rejects.toMatchObject({
      code: 'registration-limit-reached',
    });
    await releaseSeat(deps(), { userKey: h.key('bob') }, own);
    expect((await register(deps(), registerInputFor(), caller('cy'))).status).toBe('created');
    expect(await h.read(organiserNodes.userCount(COMPANY))).toBe(2);
  });

  it('is refused to an organiser of another company as for a key nobody registered, and changes nothing', async () => {
    const before = await h.stack().root();
    // An existing key of another company and a made-up one get the same answer.
    for (const userKey of [h.key('ann'), 'nobody_at_example_com'])
      await expect(releaseSeat(deps(), { userKey }, stranger)).rejects.toMatchObject({
        code: 'not-admin',
      });
    // Someone who organises nothing is told only that organisers do this, either way.
    for (const userKey of [h.key('ann'), 'nobody_at_example_com'])
      await expect(releaseSeat(deps(), { userKey }, caller('cy'))).rejects.toMatchObject({
        code: 'not-admin',
      });
    expect(await h.stack().root()).toEqual(before);
  });
});
