import { pairId } from '@engage/domain/scoring';
import { peopleNodes } from '@engage/domain/store/people';
import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { keepLog, useBrowser } from './console-helpers.ts';
import { APP, adminRead, adminUpdate, EVENT, fitsWidth, signIn } from './helpers.ts';
import { PHONE, registeredPerson } from './phones.ts';
import { cameraFilming } from './y4m.ts';

// A meeting that took place, checked in by camera on a phone: Ann and Bob have an accepted
// meeting now; Ann opens My meetings, taps "Scan their code", and her phone's camera (a fake
// capture device filming Bob's Connect QR) reads Bob's live code: the meeting is met, and the
// pair's meeting is paid.
const browser = useBrowser();
let camera: Browser | undefined;
afterAll(async () => {
  await camera?.close();
});

const person = async (label: string, name: string) => {
  const registered = await registeredPerson(label, name);
  const publicId = await adminRead<string>(`users/${registered.key}/metadata/publicId`);
  return { ...registered, publicId };
};

const phone = async (viewer: Browser, email: string): Promise<Page> => {
  const context = await viewer.newContext({ viewport: PHONE });
  await context.grantPermissions(['camera'], { origin: APP });
  const page = await context.newPage();
  keepLog(page);
  await signIn(page, email);
  return page;
};

describe('a meeting checked in by camera', () => {
  it('scans the other side’s Connect code on My meetings and pays the meeting', async () => {
    const stamp = Date.now().toString(36);
    const ann = await person('cam-ann', `Aad Ann ${stamp}`);
    const bob = await person('cam-bob', `Aad Bob ${stamp}`);
    // An accepted meeting whose slot is now, as the server stores it with both copies.
    const id = `cam-${stamp}`;
    const start = Date.now() - 60_000;
    const end = start + 15 * 60_000;
    const copy = { start, end, state: 'accepted', myTurn: false };
    await adminUpdate('', {
      [peopleNodes.meeting(EVENT, id)]: {
        eventId: EVENT,
        from: ann.publicId,
        fromKey: ann.key,
        fromName: ann.name,
        to: bob.publicId,
        toKey: bob.key,
        toName: bob.name,
        start,
        end,
        state: 'accepted',
        at: start,
      },
      [peopleNodes.myMeeting(ann.key, id)]: {
        ...copy,
        with: bob.publicId,
        withName: bob.name,
        asked: true,
      },
      [peopleNodes.myMeeting(bob.key, id)]: {
        ...copy,
        with: ann.publicId,
        withName: ann.name,
        asked: false,
      },
    });

    // Bob shows his Connect code; Ann's camera films it.
    const bobPage = await phone(browser(), bob.email);
    await bobPage.goto(`${APP}/connect?event=${EVENT}`);
    const qr = bobPage.getByRole('img', { name: `QR code to connect with ${bob.name}` });
    await qr.waitFor({ timeout: 30_000 });
    camera = await cameraFilming(bobPage, await qr.screenshot());
    // Bob's screen moves on to a new code every half minute; the one filmed stays alive for the
    // journey, as a phone held up to the screen would film the new one.
    const tokens = await adminRead<Record<string, { key: string }>>('qrTokens');
    for (const [code, token] of Object.entries(tokens ?? {}))
      if (token.key === bob.key)
        await adminUpdate(`qrTokens/${code}`, { expiresAt: Date.now() + 30 * 60_000 });

    const annPage = await phone(camera, ann.email);
    await annPage.goto(`${APP}/meetings?event=${EVENT}`);
    const meeting = annPage.getByRole('listitem').filter({ hasText: `With ${bob.name}` });
    await meeting.getByRole('button', { name: 'Scan their code' }).click({ timeout: 30_000 });
    // The live list moves the meeting on to met as soon as the scan is judged.
    await expect
      .poll(() => meeting.textContent(), { timeout: 60_000 })
      .toContain('Met: checked in');
    expect(await fitsWidth(annPage)).toBe(true);
    expect(await adminRead(peopleNodes.paid(EVENT, pairId(ann.publicId, bob.publicId)))).toBe(id);
  }, 240_000);
});
