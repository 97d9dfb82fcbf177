import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { USER_COLORS } from './colors.ts';
import { planNewAttendee, planOrganiserProfile } from './new-profile.ts';
import { decodeQrPayload } from './qr-payload.ts';
import { ADA_KEY, context, input } from './registration-fixtures.ts';

/** Ada's row in the organisers' people index, as registration writes it. */
const ADA_ROW = {
  n: 'ada',
  e: 'ada@example.com',
  name: 'Ada',
  email: 'ada@example.com',
  company: 'Acme',
  department: 'R&D',
  teamName: 'AGILE',
  attendance: 'in_person',
  publicId: 'id1',
  isRep: false,
  isAdmin: false,
};

describe('planNewAttendee', () => {
  const user = {
    uid: 'uid-1',
    name: 'Ada',
    email: 'ada@example.com',
    company: 'Acme',
    department: 'R&D',
    color: 'blue',
    qr_code: 'engage:1:{"uid":"id1","color":"blue","isRep":false}',
    isOnline: false,
    isAdmin: false,
    isRep: false,
    isPrizeAllocated: false,
    isPrizeClaimed: false,
    isPrizePurchased: false,
    welcomeVideo: false,
    eventId: 'summit',
    customerId: 'acme',
    teamName: 'AGILE',
    level: 0,
    isLoggedIn: false,
    attendance: 'in_person',
    publicId: 'id1',
  };

  it('writes the profile, the points game and badges at zero, the uid and public id indexes, and counts the registrant and its traits', () => {
    expect(planNewAttendee(ADA_KEY, input, context(0.2))).toStrictEqual({
      ok: true,
      value: { status: 'created', key: ADA_KEY, user },
      writes: {
        sets: {
          [`users/${ADA_KEY}/metadata`]: user,
          [`users/${ADA_KEY}/games/act04`]: {
            code: 'act04',
            isComplete: false,
            totalPoints: 0,
            spentPoints: 0,
          },
          [`users/${ADA_KEY}/badges`]: {
            coins: 0,
            kool_badge: 0,
            super_networker: 0,
            issued_badges: 0,
            gifts: 0,
          },
          'uids/uid-1': ADA_KEY,
          'publicIds/id1': ADA_KEY,
          'traits/summit/department-r&d/label': 'Works in R&D',
          'traits/summit/department-r&d/value': 'R&D',
          'traits/summit/company-acme/label': 'Works at Acme',
          'traits/summit/company-acme/value': 'Acme',
          'traits/summit/team-agile/label': 'Is on team AGILE',
          'traits/summit/team-agile/value': 'AGILE',
          'traits/summit/attendance-in_person/label': 'Is here in person',
          'traits/summit/attendance-in_person/value': 'in_person',
          [`search/summit/${ADA_KEY}`]: ADA_ROW,
          // Every event's index for an organiser of all: the same row, with its event and uid.
          [`everyone/${ADA_KEY}`]: { ...ADA_ROW, eventId: 'summit', uid: 'uid-1' },
        },
        increments: {
          'events/summit/metadata/registrants': 1,
          'traits/summit/department-r&d/count': 1,
          'traits/summit/company-acme/count': 1,
          'traits/summit/team-agile/count': 1,
          'traits/summit/attendance-in_person/count': 1,
        },
      },
    });
  });

  it('lists the attendee in the organisers’ people index, by lowercased name and email', () => {
    const plan = planNewAttendee(
      ADA_KEY,
      { ...input, name: 'Ada Ö', email: 'Ada@Example.com' },
      context(0.2),
    );
    expect(plan.writes.sets[`search/summit/${ADA_KEY}`]).toStrictEqual({
      ...ADA_ROW,
      n: 'ada ö',
      name: 'Ada Ö',
      email: 'Ada@Example.com',
    });
  });

  it('keeps the colour chosen and the attendance given', () => {
    const plan = planNewAttendee(
      ADA_KEY,
      { ...input, color: 'teal', attendance: 'online' },
      context(0.9),
    );
    expect(plan.ok && plan.value.user).toMatchObject({
      color: 'teal',
      attendance: 'online',
      qr_code: 'engage:1:{"uid":"id1","color":"teal","isRep":false}',
    });
  });

  it('gives one of the 7 colours and a QR code that names the user by public id (no uid), whatever the draw', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (r) => {
        const plan = planNewAttendee(ADA_KEY, input, context(r));
        if (!plan.ok) throw new Error('a new attendee is always accepted');
        const { color, qr_code, publicId } = plan.value.user;
        expect(USER_COLORS).toContain(color);
        expect(decodeQrPayload(qr_code)).toEqual({
          ok: true,
          value: { uid: publicId, color, isRep: false },
        });
        expect(qr_code).not.toContain('uid-1');
      }),
    );
  });
});

describe('planOrganiserProfile', () => {
  it('is an admin profile taking no seat, with a points game, not a registrant, no badges, traits or public id index, on no board', () => {
    const plan = planOrganiserProfile(ADA_KEY, input, context(0));
    const user = planNewAttendee(ADA_KEY, input, context(0));
    if (!user.ok) throw new Error('a new attendee is always accepted');
    const admin = { ...user.value.user, isAdmin: true, takesSeat: false };
    const row = user.writes.sets[`search/summit/${ADA_KEY}`];
    expect(plan).toStrictEqual({
      ok: true,
      value: admin,
      writes: {
        sets: {
          [`users/${ADA_KEY}/metadata`]: admin,
          [`users/${ADA_KEY}/games/act04`]: {
            code: 'act04',
            isComplete: false,
            totalPoints: 0,
            spentPoints: 0,
          },
          'uids/uid-1': ADA_KEY,
          [`search/summit/${ADA_KEY}`]: { ...(row as object), isAdmin: true },
          [`everyone/${ADA_KEY}`]: {
            ...(row as object),
            isAdmin: true,
            eventId: 'summit',
            uid: 'uid-1',
          },
        },
        increments: {},
      },
    });
    expect(admin).toMatchObject({ color: 'red', publicId: 'id1', level: 0, isRep: false });
  });
});
