import { STAGED_MAX_AGE_MS } from '@engage/domain/staging-sweep';
import { eventNodes } from '@engage/domain/store/events';
import { organiserNodes } from '@engage/domain/store/organisers';
import { storagePaths } from '@engage/domain/store/storage';
import { userNodes } from '@engage/domain/store/users';
import { bucketStagedFiles, sweepStaging } from '@engage/server/staging-sweep';
import { signInWithCustomToken } from 'firebase/auth';
import { ref as fileRef, uploadBytes } from 'firebase/storage';
import { getStorage } from 'firebase-admin/storage';
import { expect, it } from 'vitest';
import { DEMO_EVENT_ID } from '../src/seed.ts';
import { type AttackKit, OTHER_COMPANY, OTHER_EVENT, PNG } from './attack-kit.ts';
import { refusal, type WebClient } from './web-client.ts';

/** A 128-bit browser id, as the web app keeps one (otp-asker.ts). */
const browserId = (label: string) =>
  `${label}-${Math.random().toString(36).slice(2)}-${Date.now()}`.slice(0, 60);

/**
 * Issue 20's gaps, tried as a crowd, an organiser of another company and a stranger would: a
 * removal racing a seat release, approvals past the last seat, another company's user keys told
 * from missing ones, a stranger using up an address's code sends, and staged uploads left behind.
 */
export const trustAttacks = (kit: AttackKit): void => {
  const seats = () =>
    kit.admin.readAll([
      organiserNodes.userCount(kit.northwind.customerId),
      eventNodes.registrants(DEMO_EVENT_ID),
    ]);

  it('a removal and a seat release of one attendee at once count the seat down once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const target = await kit.attendee(`raced-seat-${round}`);
      const before = await seats();
      const answers = await Promise.all([
        refusal(kit.organiser.call('adminRemoveUser', { userKey: target.key })),
        refusal(kit.organiser.call('adminReleaseSeat', { userKey: target.key })),
      ]);
      expect(answers.filter((a) => a === 'accepted')).toHaveLength(1);
      expect(answers.filter((a) => a !== 'accepted')).toEqual(['not-found']);
      const after = await seats();
      for (const [path, count] of Object.entries(before))
        expect(after[path], path).toBe((count as number) - 1);
      expect(await kit.admin.read(userNodes.user(target.key))).toBeNull();
    }
  });

  it('five approvals at once for two seats: two are approved, three refused seats-full', async () => {
    const company = organiserNodes.company(OTHER_COMPANY);
    const [policy, limit] = await Promise.all([
      kit.admin.read(organiserNodes.admission(OTHER_COMPANY)),
      kit.admin.read(organiserNodes.companyField(OTHER_COMPANY, 'userLimit')),
    ]);
    try {
      await kit.admin.db.ref(organiserNodes.admission(OTHER_COMPANY)).set({
        code: true,
        approval: true,
      });
      const applicants = await Promise.all(
        [0, 1, 2, 3, 4].map(async (i) => {
          const person = await kit.confirmed(`applicant-${i}`);
          const asked = await person.client.call('register', kit.registration(OTHER_EVENT));
          expect(asked).toMatchObject({ status: 'pending' });
          return person;
        }),
      );
      const taken = (await kit.admin.read(organiserNodes.userCount(OTHER_COMPANY))) ?? 0;
      await kit.admin.db
        .ref(organiserNodes.companyField(OTHER_COMPANY, 'userLimit'))
        .set(taken + 2);
      const answers = await Promise.all(
        applicants.map((person) =>
          refusal(
            kit.organiser.call('adminDecideApplication', {
              customerId: OTHER_COMPANY,
              uid: person.uid,
              approve: true,
            }),
          ),
        ),
      );
      expect(answers.filter((a) => a === 'accepted')).toHaveLength(2);
      expect(answers.filter((a) => a !== 'accepted')).toEqual([
        'seats-full',
        'seats-full',
        'seats-full',
      ]);
      expect(await kit.admin.read(organiserNodes.userCount(OTHER_COMPANY))).toBe(taken + 2);
      // The approved register into the seats their approvals hold; the others still wait.
      for (const [i, person] of applicants.entries()) {
        const again = await person.client.call('register', kit.registration(OTHER_EVENT));
        expect(again.status).toBe(answers[i] === 'accepted' ? 'created' : 'pending');
      }
      expect(await kit.admin.read(organiserNodes.userCount(OTHER_COMPANY))).toBe(taken + 2);
      const marks = Object.values(
        ((await kit.admin.readRaw(`${company}/seatClaims`)) ?? {}) as Record<string, unknown>,
      );
      // The approved took their seats over and finished: no mark is left under way.
      expect(marks).toEqual([]);
    } finally {
      await kit.admin.db.ref(organiserNodes.admission(OTHER_COMPANY)).set(policy);
      await kit.admin.db.ref(organiserNodes.companyField(OTHER_COMPANY, 'userLimit')).set(limit);
    }
  });

  it('an organiser of another company cannot tell a registered user key from a missing one', async () => {
    const contoso = await kit.attendee('contoso-organiser', OTHER_EVENT);
    await kit.organiser.call('adminSetOrganiser', {
      userKey: contoso.key,
      grant: true,
      customers: [OTHER_COMPANY],
    });
    await contoso.user.getIdToken(true);
    const northwind = await kit.attendee('probed-attendee');
    const missing = `${northwind.key}x`;
    const before = await kit.admin.readAll([
      userNodes.user(northwind.key),
      ...Object.keys(await seats()),
    ]);
    const answersFor = async (client: WebClient, userKey: string) => ({
      release: await refusal(client.call('adminReleaseSeat', { userKey })),
      remove: await refusal(client.call('adminRemoveUser', { userKey })),
      adjust: await refusal(
        client.call('adminAdjustPoints', { userKey, delta: 5, reason: 'probe' }),
      ),
      rep: await refusal(client.call('adminSetRep', { userKey, isRep: true })),
      void: await refusal(client.call('adminVoidAwards', { userKey, reason: 'probe' })),
      grant: await refusal(
        client.call('adminSetOrganiser', { userKey, grant: true, customers: [OTHER_COMPANY] }),
      ),
    });
    const registered = await answersFor(contoso.client, northwind.key);
    expect(registered).toEqual(await answersFor(contoso.client, missing));
    expect(Object.values(registered).every((a) => a !== 'accepted')).toBe(true);
    expect(
      await kit.admin.readAll([userNodes.user(northwind.key), ...Object.keys(await seats())]),
    ).toEqual(before);
  });

  it('a fired organiser’s old token approves nobody, releases no seat and removes nobody', async () => {
    const fired = await kit.attendee('fired-company-organiser', OTHER_EVENT);
    const seated = await kit.attendee('contoso-seated', OTHER_EVENT);
    await kit.organiser.call('adminSetOrganiser', {
      userKey: fired.key,
      grant: true,
      customers: [OTHER_COMPANY],
    });
    await fired.user.getIdToken(true);
    const policy = await kit.admin.read(organiserNodes.admission(OTHER_COMPANY));
    try {
      await kit.admin.db
        .ref(organiserNodes.admission(OTHER_COMPANY))
        .set({ code: true, approval: true });
      const applicant = await kit.confirmed('fired-applicant');
      await applicant.client.call('register', kit.registration(OTHER_EVENT));
      // Fired a second after her token was signed in; the token still names the company.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await kit.organiser.call('adminSetOrganiser', {
        userKey: fired.key,
        grant: false,
        customers: [OTHER_COMPANY],
      });
      expect((await fired.user.getIdTokenResult()).claims.organiser).toContain(OTHER_COMPANY);
      const paths = [
        organiserNodes.company(OTHER_COMPANY),
        organiserNodes.application(OTHER_COMPANY, applicant.uid),
        userNodes.user(seated.key),
        eventNodes.registrants(OTHER_EVENT),
      ];
      const before = await kit.admin.readAll(paths);
      // Sent at once and each answered where it is sent, so no refusal goes unheard meanwhile.
      const refusals = await Promise.all(
        [
          fired.client.call('adminDecideApplication', {
            customerId: OTHER_COMPANY,
            uid: applicant.uid,
            approve: true,
          }),
          fired.client.call('adminReleaseSeat', { userKey: seated.key }),
          fired.client.call('adminRemoveUser', { userKey: seated.key }),
          fired.client.call('adminSetAdmission', {
            customerId: OTHER_COMPANY,
            code: true,
            domains: ['attack.example'],
            approval: false,
          }),
        ].map(refusal),
      );
      for (const code of refusals) expect(['unauthenticated', 'not-admin']).toContain(code);
      expect(await kit.admin.readAll(paths)).toEqual(before);
    } finally {
      await kit.admin.db.ref(organiserNodes.admission(OTHER_COMPANY)).set(policy);
    }
  });

  it('a stranger asking for codes in her own browser leaves the owner’s browser a code', async () => {
    const email = 'attendee06@demo.engage.test';
    const mails = async () =>
      Object.values((await kit.admin.read(userNodes.outbox())) ?? {})
        .filter((mail) => mail.to === email)
        .map((mail) => mail.text);
    const stranger = kit.client('otp-stranger-browser');
    const strangerBrowser = browserId('stranger');
    const answers = [];
    for (let i = 0; i < 8; i += 1)
      answers.push(await stranger.call('sendOtp', { email, asker: strangerBrowser }));
    expect(answers.filter((a) => a.sent)).toHaveLength(3);
    const sentBefore = (await mails()).length;

    // The owner, in her own browser, is sent a code at once, and signs in with it.
    const owner = kit.client('otp-owner-browser');
    const ownerBrowser = browserId('owner');
    const asked = await owner.call('sendOtp', { email, asker: ownerBrowser });
    if (!asked.sent) throw new Error('the owner was refused a code');
    const code = /(\d{10})/.exec((await mails()).at(-1) ?? '')?.[1] ?? '';
    expect((await mails()).length).toBe(sentBefore + 1);
    const { token } = await owner.call('verifyOtp', { email, code, request: asked.request });
    expect((await signInWithCustomToken(owner.auth, token)).user.uid).toBe('demo-attendee-06');

    // A stranger making up a new browser id for every send empties the address's bucket...
    let refused = false;
    for (let i = 0; i < 20 && !refused; i += 1)
      refused = !(await stranger.call('sendOtp', { email, asker: browserId(`made-up-${i}`) })).sent;
    expect(refused).toBe(true);
    // ...and still the owner's browser, which signed in with a code, is sent one.
    expect(await owner.call('sendOtp', { email, asker: ownerBrowser })).toMatchObject({
      sent: true,
    });
  });

  it('a staged upload nobody publishes is swept after an hour, and nothing else', async () => {
    const organiser = kit.organiser;
    const uid = organiser.auth.currentUser?.uid ?? '';
    const path = storagePaths.sponsorLogo(DEMO_EVENT_ID, `left-${Date.now()}`);
    const staged = storagePaths.staged(uid, path);
    await uploadBytes(fileRef(organiser.storage, staged), PNG, { contentType: 'image/png' });
    const logo = storagePaths.logo(DEMO_EVENT_ID);
    const logoBefore = await kit.admin.object(logo);
    const sweep = (now: number) =>
      sweepStaging({
        files: bucketStagedFiles(() => getStorage(kit.admin.app).bucket()),
        now: () => now,
        log: () => undefined,
      });
    // The dev stack's own sweep runs on the clock: a fresh upload stays.
    await sweep(Date.now());
    expect(await kit.admin.object(staged)).not.toBeNull();
    // As the sweep will run an hour from now.
    const run = await sweep(Date.now() + STAGED_MAX_AGE_MS + 60_000);
    expect(run.removed).toBeGreaterThanOrEqual(1);
    expect(run.failed).toBe(0);
    expect(await kit.admin.object(staged)).toBeNull();
    expect(await kit.admin.object(logo)).toEqual(logoBefore);
    // Published too late: there is nothing left to publish.
    expect(await refusal(organiser.call('adminPublishPicture', { path }))).toBe('not-found');
    expect(await kit.admin.object(path)).toBeNull();
  });
};
