import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, OPEN_RULES, startHarness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(OPEN_RULES);
});
afterAll(() => h.close());

const rulesUrl = (namespace = h.namespace) =>
  `http://${h.host}/.settings/rules.json?ns=${namespace}`;
const asAdmin = { authorization: 'Bearer owner' };

describe('/.settings/rules.json', () => {
  it('serves the rules in force, also after they were replaced', async () => {
    const replaced = JSON.stringify({ rules: { '.read': false, '.write': false } });
    const put = await fetch(rulesUrl(), {
      method: 'PUT',
      headers: asAdmin,
      body: replaced,
    });
    expect(put.status).toBe(200);
    const get = await fetch(rulesUrl(), { headers: asAdmin });
    expect(await get.text()).toBe(replaced);
    expect((await fetch(`http://${h.host}/anything.json?ns=${h.namespace}`)).status).toBe(401);
  });

  it('refuses anyone but the admin credential, and rules that do not parse', async () => {
    expect((await fetch(rulesUrl())).status).toBe(401);
    const bad = await fetch(rulesUrl(), {
      method: 'PUT',
      headers: asAdmin,
      body: '{"rules": {".read": "auth ==="}}',
    });
    expect(bad.status).toBe(400);
  });

  // Against another emulator the startup rules of a fresh namespace are its own.
  it.skipIf(Boolean(process.env.CONTRACT_DATABASE_EMULATOR_HOST))(
    'keeps rules per namespace: the startup rules serve each one until it gets its own',
    async () => {
      const [closed, open] = ['settings-closed', 'settings-open'];
      const denyAll = JSON.stringify({ rules: { '.read': false, '.write': false } });
      expect(
        (await fetch(rulesUrl(closed), { method: 'PUT', headers: asAdmin, body: denyAll })).status,
      ).toBe(200);
      expect(await (await fetch(rulesUrl(closed), { headers: asAdmin })).text()).toBe(denyAll);
      expect(await (await fetch(rulesUrl(open), { headers: asAdmin })).text()).toBe(OPEN_RULES);
      const write = (namespace: string) =>
        fetch(`http://${h.host}/note.json?ns=${namespace}`, { method: 'PUT', body: '"hi"' });
      expect((await write(closed)).status).toBe(401);
      expect((await write(open)).status).toBe(200);
    },
  );
});
