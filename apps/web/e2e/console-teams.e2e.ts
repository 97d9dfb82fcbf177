import { ERROR_MESSAGES } from '@engage/domain/errors';
import { describe, expect, it } from 'vitest';
import {
  freshEvent,
  keepLog,
  organiserPage,
  registerAttendee,
  useBrowser,
} from './console-helpers.ts';
import {
  APP,
  adminRead,
  callAs,
  callWith,
  fitsWidth,
  ORGANISER,
  PASSWORD,
  signIn,
} from './helpers.ts';

const browser = useBrowser();

const PHONE = { width: 390, height: 844 };

describe('teams named by organisers', () => {
  it('an organiser renames a team on a laptop; the attendee’s phone shows the new name on the team board', {
    timeout: 300_000,
  }, async () => {
    const stamp = Date.now().toString(36);
    const { eventId, code } = await freshEvent('teams', stamp, `Team night ${stamp}`, {
      teams: ['AGILE', 'MODERN'],
    });
    const email = `teams-${stamp}@example.com`;
    const attendee = await registerAttendee({
      email,
      name: `Tove ${stamp}`,
      eventId,
      invitationCode: code,
    });
    expect(attendee.code).toBeUndefined();
    // The attendee (on AGILE) scores, so the team board has the team's row.
    await callAs(ORGANISER, 'adminAdjustPoints', {
      userKey: attendee.key,
      delta: 25,
      reason: 'team board',
    });
    // An attendee calling the callable from a script is refused, before their input is read.
    expect(
      await callWith(attendee.token, 'adminSetTeam', {
        action: 'rename',
        eventId,
        team: 'AGILE',
        name: 'Mine now',
      }),
    ).toEqual({ code: 'not-admin' });

    // The organiser renames the green team from the event's page on a laptop-sized screen.
    const desk = await organiserPage(browser(), `/dashboard/events?edit=${eventId}`, eventId);
    const green = desk.getByRole('form', { name: 'The green team' });
    const field = green.getByLabel('Name of the green team');
    await field.waitFor({ timeout: 30_000 });
    expect(await field.inputValue()).toBe('AGILE');
    const long = 'Extraordinarily Determined Owls';
    await field.fill(`  ${long}  `);
    await green.getByRole('button', { name: 'Rename' }).click();
    await expect
      .poll(() => desk.getByText(`The green team is now “${long}”.`).count(), { timeout: 30_000 })
      .toBe(1);
    expect(await adminRead(`events/${eventId}/teams/AGILE`)).toEqual({
      name: long,
      color: 'green',
    });
    // The change is in the event's audit log.
    const audit = Object.values(
      await adminRead<Record<string, { action: string; target: string; after: string }>>(
        `audit/events/${eventId}`,
      ),
    ).filter((entry) => entry.action === 'team.rename');
    expect(audit).toEqual([
      expect.objectContaining({
        target: `${eventId}/AGILE`,
        after: JSON.stringify({ name: long, color: 'green' }),
      }),
    ]);

    // The blue team may not take that name in another case, and the green team, which has a
    // member, may not be removed: each refusal says why.
    const blue = desk.getByRole('form', { name: 'The blue team' });
    await blue.getByLabel('Name of the blue team').fill(long.toUpperCase());
    await blue.getByRole('button', { name: 'Rename' }).click();
    await expect
      .poll(() => desk.getByRole('alert').textContent(), { timeout: 30_000 })
      .toContain(ERROR_MESSAGES['team-name-taken']);
    await desk
      .getByRole('form', { name: 'The green team' })
      .getByRole('button', { name: 'Remove the green team' })
      .click();
    await expect
      .poll(() => desk.getByRole('alert').textContent(), { timeout: 30_000 })
      .toContain(ERROR_MESSAGES['team-has-members']);
    expect(await adminRead(`events/${eventId}/teams/AGILE/name`)).toBe(long);

    // A team in an unused colour is added, and, nobody on it yet, removed again.
    const add = desk.getByRole('form', { name: 'Add a team' });
    await add.getByLabel('Colour').selectOption({ label: 'orange' });
    await add.getByLabel('Name').fill('Keen Beans');
    await add.getByRole('button', { name: 'Add team' }).click();
    await expect
      .poll(() => adminRead(`events/${eventId}/teams/OBSESSIVE`), { timeout: 30_000 })
      .toEqual({ name: 'Keen Beans', color: 'orange' });
    await desk
      .getByRole('form', { name: 'The orange team' })
      .getByRole('button', { name: 'Remove the orange team' })
      .click();
    await expect
      .poll(() => adminRead(`events/${eventId}/teams/OBSESSIVE`), { timeout: 30_000 })
      .toBeNull();
    expect(Object.keys(await adminRead<object>(`events/${eventId}/teams`)).sort()).toEqual([
      'AGILE',
      'MODERN',
    ]);

    // The attendee's phone shows the new name on the team board, within the phone's width.
    const context = await browser().newContext({ viewport: PHONE });
    const phone = await context.newPage();
    keepLog(phone);
    await signIn(phone, email, PASSWORD, eventId);
    await phone.goto(`${APP}/leaderboard_2?event=${eventId}`);
    const board = phone.getByRole('table', { name: 'Teams' });
    await expect
      .poll(() => board.getByRole('row', { name: new RegExp(long) }).count(), { timeout: 30_000 })
      .toBe(1);
    expect(await board.getByText('AGILE', { exact: true }).count()).toBe(0);
    expect(await fitsWidth(phone)).toBe(true);
    await context.close();
  });
});
