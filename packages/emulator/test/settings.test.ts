import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, OPEN_RULES, startHarness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(OPEN_RULES);
});
afterAll(() => h.close());

const rulesUrl = () => `http://${h.host}/.settings/rules.json?ns=${h.namespace}`;

describe('/.settings/rules.json', () => {
  it('serves the rules in force, also after they were replaced', async () => {
    const replaced = JSON.stringify({ rules: { '.read': false, '.write': false } });
    const put = await fetch(rulesUrl(), {
      method: 'PUT',
      headers: { authorization: 'Bearer owner' },
      body: replaced,
    });
    expect(put.status).toBe(200);
    const get = await fetch(rulesUrl(), { headers: { authorization: 'Bearer owner' } });
    expect(await get.text()).toBe(replaced);
    expect((await fetch(`http://${h.host}/anything.json?ns=${h.namespace}`)).status).toBe(401);
  });

  it('refuses anyone but the admin credential, and rules that do not parse', async () => {
    expect((await fetch(rulesUrl())).status).toBe(401);
    const bad = await fetch(rulesUrl(), {
      method: 'PUT',
      headers: { authorization: 'Bearer owner' },
      body: '{"rules": {".read": "auth ==="}}',
    });
    expect(bad.status).toBe(400);
  });
});
