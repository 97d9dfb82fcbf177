import { launchChromium } from '@engage/browser/launch';
import { encodeUserKey } from '@engage/domain/user-key';
import { describe, expect, it } from 'vitest';
import { signIn } from './helpers.ts';

const isOnline = async (email: string): Promise<unknown> => {
  const key = encodeUserKey(email);
  const response = await fetch(
    `http://127.0.0.1:9000/users/${key.ok ? key.value : ''}/metadata/isOnline.json?ns=demo-engage-default-rtdb&auth=owner`,
  );
  return response.json();
};

describe('presence', () => {
  it('is online while the tab lives and offline (onDisconnect) when the browser dies', async () => {
    const email = 'attendee11@demo.engage.test';
    const browser = await launchChromium();
    const page = await browser.newPage();
    await signIn(page, email);
    await expect.poll(() => isOnline(email), { timeout: 20_000 }).toBe(true);
    await browser.close();
    await expect.poll(() => isOnline(email), { timeout: 20_000 }).toBe(false);
  });
});
