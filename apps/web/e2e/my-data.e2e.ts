import { readFile } from 'node:fs/promises';
import { PORTS } from '@engage/devstack/stack';
import { checkEventInvariants } from '@engage/simulator/check-event';
import { describe, expect, it } from 'vitest';
import { freshEvent, keepLog, keepScreenshotsOnFailure } from './console-helpers.ts';
import { APP, adminRead, chromiumForFile, fitsWidth, PASSWORD, shows, signIn } from './helpers.ts';
import { peopleWithPoints } from './people-with-points.ts';

const browser = chromiumForFile();
keepScreenshotsOnFailure(browser);
const PHONE = { width: 390, height: 844 };

describe('my data', () => {
  it('an attendee downloads their data as JSON and deletes their account; every invariant holds after', {
    timeout: 240_000,
  }, async () => {
    const stamp = Date.now().toString(36);
    const { eventId, code, customerId } = await freshEvent('mine', stamp, `Own data ${stamp}`);
    const [ann, bob] = await peopleWithPoints({ eventId, code, stamp }, [
      ['Ann', 25],
      ['Bob', 15],
    ]);
    if (ann === undefined || bob === undefined) throw new Error('no people');
    const seats = () => adminRead<number>(`companies/${customerId}/userCount`);
    expect(await seats()).toBe(2);

    const context = await browser().newContext({ viewport: PHONE, acceptDownloads: true });
    const page = await context.newPage();
    keepLog(page);
    await signIn(page, ann.email, PASSWORD, eventId);
    await page.goto(`${APP}/profile?event=${eventId}`);

    // The copy, gathered by the server, downloaded as a file and read back.
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data (JSON)' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe('my-engage-data.json');
    const copy = JSON.parse(await readFile((await file.path()) ?? '', 'utf8'));
    expect(copy).toMatchObject({
      format: 'engage-my-data/1',
      key: ann.key,
      account: { metadata: { email: ann.email, name: ann.name, eventId } },
      boards: { all: { score: 25 } },
    });
    const lines = Object.values(copy.ledger) as { points: number; reason: string }[];
    expect(lines.map((line) => line.points)).toEqual([25]);
    expect(JSON.stringify(copy)).not.toContain(bob.email);
    expect(await fitsWidth(page)).toBe(true);

    // A wrong word deletes nothing; the asked word does, and signs Ann out.
    const confirm = page.getByLabel('Type “delete” to confirm');
    await confirm.fill('yes');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await shows(page, 'Type the word asked for to confirm that your account goes.');
    expect(await adminRead(`users/${ann.key}/metadata/name`)).toBe(ann.name);
    await confirm.fill('delete');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/login', { timeout: 30_000 });

    // Her profile, seat and address are gone; her points stay on the team, under a random id. (Her
    // sessions are revoked before the profile goes, so the login screen may come a moment first.)
    await expect.poll(() => adminRead(`users/${ann.key}`), { timeout: 20_000 }).toBeNull();
    expect(await adminRead(`ledger/${ann.key}`)).toBeNull();
    expect(await seats()).toBe(1);
    expect(await adminRead(`leaderboards/${eventId}/teams/AGILE/score`)).toBe(15);
    const checks = await checkEventInvariants(PORTS, { eventId, customerId });
    expect(checks.filter((check) => check.violations.length > 0)).toEqual([]);
    expect(checks.map((check) => check.name)).toContain(
      'no company is above its limit and the registrant counters equal the users',
    );
    await context.close();
  });
});
