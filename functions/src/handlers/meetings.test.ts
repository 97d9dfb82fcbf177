import { LEVEL_THRESHOLDS, POINTS } from '@engage/domain/points';
import { peopleNodes } from '@engage/domain/store/people';
import { userNodes } from '@engage/domain/store/users';
import type { Deps } from '@engage/server/deps';
import { describe, expect, it } from 'vitest';
import { claimsStore } from '../testing/claims-store.ts';
import { caller, EVENT, useHandlerStack } from '../testing/stack.ts';
import { setDirectoryListing } from './directory.ts';
import { answerMeeting, meetingCheckIn, requestMeeting, setMeetings } from './meetings.ts';
import { updateProfile } from './people.ts';
import { setPrivacy } from './privacy.ts';
import { issueQrToken } from './scoring.ts';
import { setScoring } from './scoring-table.ts';

/**
 * The directory and meetings through the real handlers and the database emulator: listing is
 * opt-in and shows no email, a request reaches only a listed person, only the asked side answers,
 * two racing accepts of one person's slot hold one, and a meeting checked in pays once per pair.
 */
const MIN = 60_000;
const NOW = Date.UTC(2026, 10, 27, 8);
const SLOT = NOW + 60 * MIN;
const h = useHandlerStack({ instances: 2, users: ['ann', 'bob', 'cas'] });
const organiser = caller('eve', { organiser: `|e:${EVENT}|` });
const at = (now = NOW, instance = 0): Deps => ({
  ...h.stack().deps(instance),
  accounts: claimsStore(organiser).accounts,
  now: () => now,
});
const ann = caller('ann');
const bob = caller('bob');
const cas = caller('cas');

const setUp = async () => {
  await setMeetings(
    at(),
    {
      eventId: EVENT,
      slotMinutes: 15,
      windows: [{ start: SLOT, end: SLOT + 60 * MIN }],
      spots: ['Lounge'],
    },
    organiser,
  );
  for (const who of [ann, bob, cas]) await setDirectoryListing(at(), { listed: true }, who);
};

const ask = async (from = ann, to = 'bob', start = SLOT) =>
  requestMeeting(at(), { with: await h.publicId(to), start, spot: 'Lounge' }, from);

describe('the directory', () => {
  it('lists nobody until they choose; a listing shows no email and goes when unlisted', async () => {
    const pid = await h.publicId('ann');
    expect(await h.read(peopleNodes.entry(EVENT, pid))).toBeNull();
    await setDirectoryListing(at(), { listed: true }, ann);
    const entry = await h.read(peopleNodes.entry(EVENT, pid));
    expect(entry).toMatchObject({ name: 'Test User', company: 'Acme', teamName: 'AGILE' });
    expect(JSON.stringify(entry)).not.toContain('@');
    expect(await h.read(peopleNodes.listed(h.key('ann')))).toBe(true);
    await updateProfile(
      at(),
      { name: 'Ann Lee', company: 'Acme', department: 'Design', interests: ['Design'] },
      ann,
    );
    expect(await h.read(peopleNodes.entry(EVENT, pid))).toMatchObject({ name: 'Ann Lee' });
    expect(await h.read(peopleNodes.interestMember(EVENT, 'design', pid))).toEqual({
      name: 'Ann Lee',
      department: 'Design',
    });
    await setDirectoryListing(at(), { listed: false }, ann);
    expect(await h.read(peopleNodes.entry(EVENT, pid))).toBeNull();
    expect(await h.read(peopleNodes.interestMember(EVENT, 'design', pid))).toBeNull();
  });
});

describe('meetings', () => {
  it('only an organiser of the event sets the slots', async () => {
    await expect(
      setMeetings(at(), { eventId: EVENT, slotMinutes: 15, windows: [], spots: [] }, ann),
    ).rejects.toMatchObject({ code: 'not-admin' });
    await setUp();
    expect(await h.read(peopleNodes.setup(EVENT))).toMatchObject({ slotMinutes: 15 });
  });

  it('asks, accepts, and both see it; an overlapping request is then refused', async () => {
    await setUp();
    const { meetingId } = await ask();
    expect(await h.read(peopleNodes.myMeeting(h.key('bob'), meetingId))).toMatchObject({
      state: 'requested',
      myTurn: true,
    });
    await expect(answerMeeting(at(), { meetingId, action: 'accept' }, bob)).resolves.toMatchObject({
      state: 'accepted',
    });
    for (const name of ['ann', 'bob'])
      expect(await h.read(peopleNodes.myMeeting(h.key(name), meetingId))).toMatchObject({
        state: 'accepted',
        start: SLOT,
      });
    await expect(ask(cas, 'ann')).rejects.toMatchObject({ code: 'meeting-overlap' });
    await expect(ask(ann, 'cas', SLOT + 5 * MIN)).rejects.toMatchObject({ code: 'meeting-slot' });
    await expect(ask(ann, 'cas', SLOT + 15 * MIN)).resolves.toMatchObject({ state: 'requested' });
  });

  it('names each side by their alias to the other: in the notices and in both copies', async () => {
    await setUp();
    await setPrivacy(at(), { show: 'alias', alias: 'Night Owl' }, ann);
    await setPrivacy(at(), { show: 'alias', alias: 'Quiet Bob' }, bob);
    const { meetingId } = await ask();
    expect(await h.read(peopleNodes.myMeeting(h.key('bob'), meetingId))).toMatchObject({
      withName: 'Night Owl',
    });
    await answerMeeting(at(), { meetingId, action: 'decline' }, bob);
    expect(await h.read(peopleNodes.myMeeting(h.key('ann'), meetingId))).toMatchObject({
      withName: 'Quiet Bob',
    });
    const texts = async (who: string) =>
      Object.values((await h.read(userNodes.notifications(h.key(who)))) ?? {}).map(
        (notice) => (notice as { text: string }).text,
      );
    expect(await texts('bob')).toContain('Night Owl asked you for a meeting: see My meetings');
    expect(await texts('ann')).toContain('Quiet Bob declined your meeting');
    expect(JSON.stringify([await texts('ann'), await texts('bob')])).not.toContain('Test User');
  });

  it('keeps one open request between two people, so nobody floods another with them', async () => {
    await setUp();
    const { meetingId } = await ask();
    await expect(ask(ann, 'bob', SLOT + 15 * MIN)).rejects.toMatchObject({ code: 'meeting-asked' });
    await expect(ask(bob, 'ann', SLOT + 30 * MIN)).rejects.toMatchObject({ code: 'meeting-asked' });
    expect(Object.keys((await h.read(peopleNodes.myMeetings(h.key('bob')))) ?? {})).toEqual([
      meetingId,
    ]);
    await answerMeeting(at(), { meetingId, action: 'decline' }, bob);
    await expect(ask(ann, 'bob', SLOT + 15 * MIN)).resolves.toMatchObject({ state: 'requested' });
  });

  it('takes a request back whole when the asked person was removed as it was written', async () => {
    await setUp();
    const bobWith = await h.publicId('bob');
    // Bob's removal has taken his profile, not yet his directory entry: the request's reads find
    // him listed, its write lands after his profile went.
    await h
      .stack()
      .deps()
      .db.ref(userNodes.user(h.key('bob')))
      .remove();
    await expect(
      requestMeeting(at(), { with: bobWith, start: SLOT, spot: 'Lounge' }, ann),
    ).rejects.toMatchObject({ code: 'not-listed' });
    expect(await h.read(userNodes.user(h.key('bob')))).toBeNull();
    expect(await h.read(peopleNodes.myMeetings(h.key('ann')))).toBeNull();
    expect(JSON.stringify(await h.read(`meetings/${EVENT}`))).not.toContain(h.key('bob'));
  });

  it('refuses a request to someone not listed', async () => {
    await setUp();
    await setDirectoryListing(at(), { listed: false }, bob);
    await expect(ask()).rejects.toMatchObject({ code: 'not-listed' });
  });

  it('names an attendee on an alias by it alone, asking or answering', async () => {
    await setUp();
    await updateProfile(at(), { name: 'Bob Real', company: 'Acme', department: 'Sales' }, bob);
    await updateProfile(at(), { name: 'Ann Real', company: 'Acme', department: 'Sales' }, ann);
    await setPrivacy(at(), { show: 'alias', alias: 'Night Owl' }, bob);
    await setPrivacy(at(), { show: 'alias', alias: 'Quiet Fox' }, ann);
    const heard = async (name: string) =>
      JSON.stringify([
        await h.read(userNodes.notifications(h.key(name))),
        await h.read(peopleNodes.myMeetings(h.key(name))),
      ]);
    const { meetingId } = await ask();
    await answerMeeting(at(), { meetingId, action: 'propose', start: SLOT + 15 * MIN }, bob);
    await answerMeeting(at(), { meetingId, action: 'decline' }, ann);
    const second = await ask();
    await answerMeeting(at(), { meetingId: second.meetingId, action: 'accept' }, bob);
    expect(await heard('ann')).toContain('Night Owl');
    expect(await heard('ann')).not.toContain('Bob Real');
    expect(await heard('bob')).toContain('Quiet Fox');
    expect(await heard('bob')).not.toContain('Ann Real');
  });

  it('lets only the asked side answer', async () => {
    await setUp();
    const { meetingId } = await ask();
    await expect(answerMeeting(at(), { meetingId, action: 'accept' }, ann)).rejects.toMatchObject({
      code: 'meeting-turn',
    });
    await expect(answerMeeting(at(), { meetingId, action: 'accept' }, cas)).rejects.toMatchObject({
      code: 'not-found',
    });
    expect(await h.read(peopleNodes.meeting(EVENT, meetingId))).toMatchObject({
      state: 'requested',
    });
  });

  it('holds one of two accepts racing for one person’s slot, and gives the other back', async () => {
    await setUp();
    const first = await ask(ann, 'bob');
    const second = await ask(cas, 'bob');
    const results = await Promise.allSettled([
      answerMeeting(at(NOW, 0), { meetingId: first.meetingId, action: 'accept' }, bob),
      answerMeeting(at(NOW, 1), { meetingId: second.meetingId, action: 'accept' }, bob),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected')).toMatchObject([
      { reason: { code: 'meeting-overlap' } },
    ]);
    const busy = (name: string) =>
      h.publicId(name).then((pid) => h.read(peopleNodes.busy(EVENT, pid)));
    expect(Object.keys((await busy('bob')) as object)).toHaveLength(1);
    const held = [await busy('ann'), await busy('cas')].filter((b) => b !== null);
    expect(held).toHaveLength(1);
  });

  it('proposes another slot, which the asker then accepts', async () => {
    await setUp();
    const { meetingId } = await ask();
    await answerMeeting(at(), { meetingId, action: 'propose', start: SLOT + 30 * MIN }, bob);
    await expect(answerMeeting(at(), { meetingId, action: 'accept' }, ann)).resolves.toEqual({
      meetingId,
      state: 'accepted',
    });
    expect(await h.read(peopleNodes.myMeeting(h.key('bob'), meetingId))).toMatchObject({
      start: SLOT + 30 * MIN,
    });
  });

  it('pays a meeting checked in with the other side’s code once per pair, as the table says', async () => {
    await setUp();
    // The event's own table pays a meeting more than the default.
    const paid = POINTS.meeting + 15;
    await setScoring(
      at(),
      { eventId: EVENT, points: { ...POINTS, meeting: paid }, levels: [...LEVEL_THRESHOLDS] },
      organiser,
    );
    const { meetingId } = await ask();
    await answerMeeting(at(), { meetingId, action: 'accept' }, bob);
    const during = SLOT + MIN;
    const bobsCode = await issueQrToken(at(during), {}, bob);
    await expect(
      meetingCheckIn(at(NOW), { meetingId, qr: bobsCode.qr }, ann),
    ).rejects.toMatchObject({ code: 'qr-expired' });
    await expect(meetingCheckIn(at(during), { meetingId, qr: bobsCode.qr }, ann)).resolves.toEqual({
      awarded: paid,
    });
    await expect(meetingCheckIn(at(during), { meetingId, qr: bobsCode.qr }, ann)).resolves.toEqual({
      awarded: 0,
    });
    expect(await h.read(peopleNodes.myMeeting(h.key('bob'), meetingId))).toMatchObject({
      state: 'met',
    });
    const casCode = await issueQrToken(at(during), {}, cas);
    await expect(
      meetingCheckIn(at(during), { meetingId, qr: casCode.qr }, ann),
    ).rejects.toMatchObject({ code: 'invalid-qr' });
  });
});
