import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { decideEventWrite, teamsNode } from './console-events.ts';
import { decideTeamEdit, type SetTeamInput, setTeamInput, type Teams } from './team-edit.ts';

const context = () => {
  let n = 0;
  return { now: 1_750_000_000_000, random: () => 0, newId: () => `id${++n}` };
};
const actor = { by: 'korg', email: 'org@example.com' };
const EXISTS = { eventExists: true, hasMembers: false };
const AGILE = { name: 'Builders', color: 'green' };
const TEAMS: Teams = {
  AGILE,
  MODERN: { name: 'MODERN', color: 'blue' },
};
const decide = (input: SetTeamInput, teams: Teams | null = TEAMS, read = EXISTS) =>
  decideTeamEdit(teams, read, input, actor, context());

describe('setTeamInput', () => {
  const rename = { action: 'rename', eventId: 'summit', team: 'AGILE' };
  it.each([
    ['one character', 'A', 'A'],
    ['40 characters', 'x'.repeat(40), 'x'.repeat(40)],
    ['spaces around, trimmed', '  Night Owls  ', 'Night Owls'],
  ])('takes a name of %s', (_, name, stored) => {
    const parsed = v.safeParse(setTeamInput, { ...rename, name });
    expect(parsed.success && parsed.output).toMatchObject({ name: stored });
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['41 characters', 'x'.repeat(41)],
    ['41 characters inside spaces', ` ${'x'.repeat(41)} `],
    ['a line break', 'Night\nOwls'],
    ['not text', 7],
  ])('refuses a name that is %s', (_, name) => {
    expect(v.safeParse(setTeamInput, { ...rename, name }).success).toBe(false);
  });

  it.each([
    ['a team key outside the spec', { ...rename, team: 'PINK', name: 'Pink' }],
    ['a remove with a name', { action: 'remove', eventId: 'summit', team: 'AGILE', name: 'x' }],
    ['an add without a name', { action: 'add', eventId: 'summit', team: 'AGILE' }],
    ['an unknown action', { action: 'recolour', eventId: 'summit', team: 'AGILE' }],
  ])('refuses %s', (_, input) => {
    expect(v.safeParse(setTeamInput, input).success).toBe(false);
  });
});

describe('decideTeamEdit', () => {
  it('renames a team, keeping its colour, and audits before and after', () => {
    const plan = decide({ action: 'rename', eventId: 'summit', team: 'MODERN', name: 'Moderns' });
    expect(plan.ok).toBe(true);
    expect(plan.next).toStrictEqual({ ...TEAMS, MODERN: { name: 'Moderns', color: 'blue' } });
    expect(plan.writes.sets['audit/events/summit/id1']).toMatchObject({
      action: 'team.rename',
      target: 'summit/MODERN',
      by: 'korg',
      before: JSON.stringify({ name: 'MODERN', color: 'blue' }),
      after: JSON.stringify({ name: 'Moderns', color: 'blue' }),
    });
  });

  it('adds a team in an unused colour, in the spec colour of its key', () => {
    const plan = decide({ action: 'add', eventId: 'summit', team: 'KNOCK-OUT', name: 'Champs' });
    expect(plan.next).toStrictEqual({ ...TEAMS, 'KNOCK-OUT': { name: 'Champs', color: 'white' } });
    expect(plan.writes.sets['audit/events/summit/id1']).toMatchObject({
      action: 'team.add',
      before: 'null',
      after: JSON.stringify({ name: 'Champs', color: 'white' }),
    });
  });

  it('removes an empty team', () => {
    const plan = decide({ action: 'remove', eventId: 'summit', team: 'MODERN' });
    expect(plan.next).toStrictEqual({ AGILE: AGILE });
    expect(plan.writes.sets['audit/events/summit/id1']).toMatchObject({
      action: 'team.remove',
      before: JSON.stringify({ name: 'MODERN', color: 'blue' }),
      after: 'null',
    });
  });

  it('refuses to remove a team with members, saying so', () => {
    const plan = decide({ action: 'remove', eventId: 'summit', team: 'AGILE' }, TEAMS, {
      eventExists: true,
      hasMembers: true,
    });
    expect(plan).toMatchObject({ ok: false, error: 'team-has-members', field: 'team' });
    expect(plan.next).toBeUndefined();
    expect(plan.writes.sets).toStrictEqual({});
  });

  it('refuses to remove the event’s last team', () => {
    const plan = decide({ action: 'remove', eventId: 'summit', team: 'AGILE' }, { AGILE: AGILE });
    expect(plan).toMatchObject({ ok: false, error: 'illegal-transition' });
  });

  it.each([
    ['the other team’s name', 'MODERN'],
    ['it in another case', 'modern'],
    ['a renamed team’s name in another case', 'bUILDERS'],
  ])('refuses a name another team has: %s', (_, name) => {
    const team = name === 'bUILDERS' ? 'MODERN' : 'AGILE';
    const plan = decide({ action: 'rename', eventId: 'summit', team, name });
    expect(plan).toMatchObject({ ok: false, error: 'team-name-taken', field: 'name' });
  });

  it('refuses to add a team under a name the event already has', () => {
    const taken = decide({ action: 'add', eventId: 'summit', team: 'TALENTED', name: 'Modern' });
    expect(taken).toMatchObject({ ok: false, error: 'team-name-taken' });
  });

  it('lets a team keep its own name in another case, and records nothing for no change', () => {
    const recased = decide({ action: 'rename', eventId: 'summit', team: 'MODERN', name: 'Modern' });
    expect(recased.next?.MODERN?.name).toBe('Modern');
    const same = decide({ action: 'rename', eventId: 'summit', team: 'AGILE', name: 'Builders' });
    expect(same.ok).toBe(true);
    expect(same.writes.sets).toStrictEqual({});
  });

  it.each([
    [
      'add a colour that has a team',
      { action: 'add', team: 'AGILE', name: 'x' },
      'team-colour-taken',
      'team',
    ],
    [
      'rename a team the event lacks',
      { action: 'rename', team: 'OBSESSIVE', name: 'x' },
      'not-found',
      'team',
    ],
    ['remove a team the event lacks', { action: 'remove', team: 'OBSESSIVE' }, 'not-found', 'team'],
  ] as const)('refuses to %s', (_, edit, error, field) => {
    const plan = decide({ ...edit, eventId: 'summit' } as SetTeamInput);
    expect(plan).toMatchObject({ ok: false, error, field });
  });

  it('refuses an event that does not exist, and reads a missing teams node as none', () => {
    const gone = decide({ action: 'rename', eventId: 'gone', team: 'AGILE', name: 'x' }, null, {
      eventExists: false,
      hasMembers: false,
    });
    expect(gone).toMatchObject({ ok: false, error: 'not-found', field: 'eventId' });
    const none = decide({ action: 'add', eventId: 'summit', team: 'AGILE', name: 'Agile' }, null);
    expect(none.next).toStrictEqual({ AGILE: { name: 'Agile', color: 'green' } });
  });
});

describe('an event edit keeps its teams’ names', () => {
  it('stores a kept team under the organisers’ name and a new one under its key', () => {
    expect(teamsNode(['AGILE', 'OBSESSIVE'], TEAMS)).toStrictEqual({
      AGILE: { name: 'Builders', color: 'green' },
      OBSESSIVE: { name: 'OBSESSIVE', color: 'orange' },
    });
    const plan = decideEventWrite(
      { metadata: { name: 'Summit', customerId: 'acme' }, teams: TEAMS },
      { companyExists: true, teamsWithMembers: [] },
      {
        eventId: 'summit',
        create: false,
        event: {
          name: 'Summit',
          startsAt: 1,
          endsAt: 2,
          venue: '',
          description: '',
          customerId: 'acme',
          mode: 'hybrid',
        },
        teams: ['AGILE'],
      },
      actor,
      context(),
    );
    expect(plan.writes.sets['events/summit/teams']).toStrictEqual({ AGILE: AGILE });
  });
});
