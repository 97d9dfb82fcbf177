import { describe, expect, it } from 'vitest';
import { useBrowser } from './console-helpers.ts';
import { APP, adminRead, EVENT } from './helpers.ts';
import { connectPeople, personWithId, phoneOf } from './phones.ts';

// A line whose answer is lost: the request reaches the server and the line is stored, but the
// answer never comes back (a slow network that then fails). The app sends it again under the same
// id, and the server stores it once: one line in the database, shown once, the box empty.
const browser = useBrowser();

describe('a line whose answer is lost', () => {
  it('is sent again under its id and stored once', async () => {
    const stamp = Date.now().toString(36);
    const ann = await personWithId('lost-a', `Ann ${stamp}`);
    const bob = await personWithId('lost-b', `Bob ${stamp}`);
    await connectPeople(ann, bob);
    const page = await phoneOf(browser(), ann.email);
    await page.goto(`${APP}/inbox?event=${EVENT}&with=${bob.publicId}`);
    const box = page.getByLabel('Your message');
    await box.waitFor();
    const sent: { id: string; status: string }[] = [];
    await page.route('**/sendMessage', async (route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.continue();
      const { data } = request.postDataJSON() as { data: { id: string } };
      if (sent.length > 0) {
        sent.push({ id: data.id, status: 'through' });
        return route.continue();
      }
      // The first try reaches the server, which stores the line; its answer is lost.
      const answer = await route.fetch();
      sent.push({ id: data.id, status: `lost ${answer.status()}` });
      await route.abort('internetdisconnected');
    });
    await box.fill('Only once, please');
    await box.press('Enter');
    await expect.poll(() => sent.length, { timeout: 20_000 }).toBe(2);
    expect(sent[0]?.status).toBe('lost 200');
    expect(sent[1]?.id).toBe(sent[0]?.id);
    const lines = page.getByRole('list', { name: /^Messages with / }).getByRole('listitem');
    await expect.poll(() => lines.count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => page.getByText('Only once, please').count()).toBe(1);
    const id = [ann.publicId, bob.publicId].sort().join('~');
    const stored = await adminRead<Record<string, { text: string }>>(
      `conversations/${EVENT}/${id}/messages`,
    );
    expect(Object.entries(stored)).toEqual([
      [sent[0]?.id, expect.objectContaining({ text: 'Only once, please' })],
    ]);
    expect(await adminRead<number>(`inboxes/${bob.key}/${id}/unread`)).toBe(1);
    // Nothing came back to the box, and no error is shown: the second try had the answer.
    expect(await box.inputValue()).toBe('');
    expect(await page.getByText('Your message could not be sent').count()).toBe(0);
  }, 240_000);
});
