import { planAward } from '@engage/domain/awards';
import { TEAM_NAMES } from '@engage/domain/colors';
import { WriteSet } from '@engage/domain/plan';
import { planNewAttendee } from '@engage/domain/registration';
import type { Database } from 'firebase-admin/database';
import { publishBoards } from '../boards.ts';
import { applyWrites, commit } from '../commit.ts';

/**
 * An event's boards with `size` attendees, made as registration and awards make them, with
 * points from `points(i)` (a fixed function gives the same bytes on every run), and its snapshots
 * published. Answers the public ids, in attendee order. Shared by the leaderboard benchmark and
 * the budget tests (which give every attendee a published photo: the largest rows there are).
 */
export const seedBoard = async (
  db: Database,
  eventId: string,
  size: number,
  points: (i: number) => number,
  photoVersion?: number,
): Promise<string[]> => {
  const attendees = new WriteSet();
  const awards = new WriteSet();
  const publicIds: string[] = [];
  let id = 0;
  const ctx = {
    newId: () => {
      id += 1;
      return `bench${String(id).padStart(8, '0')}`;
    },
    random: () => 0.5,
  };
  for (let i = 0; i < size; i += 1) {
    const key = `user${String(i).padStart(6, '0')}`;
    const created = planNewAttendee(
      key,
      {
        uid: `uid${i}`,
        name: `Attendee ${i}`,
        email: `a${i}@example.com`,
        company: 'Northwind Traders',
        department: 'Engineering',
        teamName: TEAM_NAMES[i % TEAM_NAMES.length] ?? 'AGILE',
        customerId: 'northwind',
        eventId,
      },
      ctx,
    );
    if (!created.ok) throw new Error(created.error);
    attendees.merge(created.writes);
    publicIds.push(created.value.user.publicId);
    const award = { key, points: points(i), reason: 'bench', by: 'bench' };
    const profile = {
      ...created.value.user,
      ...(photoVersion === undefined ? {} : { photoVersion }),
    };
    awards.merge(planAward(profile, award, ctx).writes);
  }
  await applyWrites(db, attendees.writes());
  await applyWrites(db, awards.writes());
  await publishBoards({ db, now: Date.now }, eventId, (plan) => commit({ db }, plan));
  return publicIds;
};
