import { benchContext, numberedAttendee } from '@engage/bench/attendees';
import { planAward } from '@engage/domain/awards';
import { WriteSet } from '@engage/domain/plan';
import { publishBoards } from '@engage/server/boards';
import { commit } from '@engage/server/commit';
import { applyWrites } from '@engage/server/placed';
import type { Database } from 'firebase-admin/database';

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
  const ctx = benchContext(() => 0.5);
  for (let i = 0; i < size; i += 1) {
    const created = numberedAttendee(
      eventId,
      i,
      { name: `Attendee ${i}`, email: `a${i}@example.com` },
      ctx,
    );
    attendees.merge(created.writes);
    publicIds.push(created.user.publicId);
    const award = { key: created.key, points: points(i), reason: 'bench', by: 'bench' };
    const profile = {
      ...created.user,
      ...(photoVersion === undefined ? {} : { photoVersion }),
    };
    awards.merge(planAward(profile, award, ctx).writes);
  }
  await applyWrites(db, attendees.writes());
  await applyWrites(db, awards.writes());
  await publishBoards({ db, now: Date.now }, eventId, (plan) => commit({ db }, plan));
  return publicIds;
};
