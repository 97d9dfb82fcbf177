import { eventNodes } from '@engage/domain/store/events';
import { organiserNodes } from '@engage/domain/store/organisers';
import { describe, expect, it } from 'vitest';
import { caller, EVENT, useHandlerStack } from '../testing/stack.ts';
import { setTeam } from './teams.ts';

/**
 * Organisers naming an event's teams through the real handler: the stored team and its audit
 * entry, a removal refused while the team has members, and callers without rights refused.
 */
const h = useHandlerStack({ instances: 2, users: ['ann'] });
const deps = () => h.stack().deps();
const organiser = caller('eve', { organiser: `|e:${EVENT}|` });

const auditActions = async () =>
  Object.values(
    ((await h.read(organiserNodes.audit({ kind: 'event', id: EVENT }))) ?? {}) as Record<
      string,
      { action: string; target: string; after: string }
    >,
  );

describe('adminSetTeam', () => {
  it('renames a team in its colour, with its audit entry', async () => {
    const rename = {
      action: 'rename',
      eventId: EVENT,
      team: 'MODERN',
      name: 'Night Owls',
    } as const;
    const teams = await setTeam(deps(), rename, organiser);
    expect(teams.MODERN).toEqual({ name: 'Night Owls', color: 'blue' });
    expect(await h.read(eventNodes.team(EVENT, 'MODERN'))).toEqual({
      name: 'Night Owls',
      color: 'blue',
    });
    expect(await auditActions()).toEqual([
      expect.objectContaining({
        action: 'team.rename',
        target: `${EVENT}/MODERN`,
        after: JSON.stringify({ name: 'Night Owls', color: 'blue' }),
      }),
    ]);
  });

  it('refuses to remove a team someone is on, and removes an empty one', async () => {
    // Ann registered on AGILE (registerInputFor).
    await expect(
      setTeam(deps(), { action: 'remove', eventId: EVENT, team: 'AGILE' }, organiser),
    ).rejects.toMatchObject({ code: 'team-has-members' });
    expect(await h.read(eventNodes.team(EVENT, 'AGILE'))).not.toBeNull();
    await setTeam(deps(), { action: 'remove', eventId: EVENT, team: 'OBSESSIVE' }, organiser);
    expect(await h.read(eventNodes.team(EVENT, 'OBSESSIVE'))).toBeNull();
    await setTeam(
      deps(),
      { action: 'add', eventId: EVENT, team: 'OBSESSIVE', name: 'Keen' },
      organiser,
    );
    expect(await h.read(eventNodes.team(EVENT, 'OBSESSIVE'))).toEqual({
      name: 'Keen',
      color: 'orange',
    });
  });

  it('refuses a name another team has, whatever its case', async () => {
    await expect(
      setTeam(
        deps(),
        { action: 'rename', eventId: EVENT, team: 'MODERN', name: 'agile' },
        organiser,
      ),
    ).rejects.toMatchObject({ code: 'team-name-taken' });
  });

  it.each([
    ['an attendee', caller('ann')],
    ['an organiser of another event', caller('olga', { organiser: '|e:other-event|' })],
  ])('refuses %s', async (_, who) => {
    await expect(
      setTeam(deps(), { action: 'rename', eventId: EVENT, team: 'AGILE', name: 'Mine' }, who),
    ).rejects.toMatchObject({ code: 'not-admin' });
    expect(await h.read(eventNodes.team(EVENT, 'AGILE'))).toEqual({
      name: 'AGILE',
      color: 'green',
    });
  });
});
