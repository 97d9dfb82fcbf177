import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('deploy bundle', () => {
  execFileSync(process.execPath, ['build.mjs'], { cwd: root, stdio: 'inherit' });
  const bundle = readFileSync(`${root}/dist/index.js`, 'utf8');
  const manifest = JSON.parse(readFileSync(`${root}/dist/package.json`, 'utf8')) as {
    dependencies: Record<string, string>;
    engines: { node: string };
  };

  it('inlines the domain package and valibot instead of importing them', () => {
    expect(bundle).not.toMatch(/from ["']@engage\/domain/);
    expect(bundle).not.toMatch(/from ["']valibot/);
    expect(bundle).toContain('rock-paper-scissors');
  });

  it('deploys with only registry dependencies at exact versions, on Node 22', () => {
    expect(Object.keys(manifest.dependencies).sort()).toEqual([
      'firebase-admin',
      'firebase-functions',
      'nodemailer',
    ]);
    for (const version of Object.values(manifest.dependencies))
      expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(manifest.engines.node).toBe('22');
  });

  it('exports every callable of the domain contract under its contract name', async () => {
    const { CALLABLES } = await import('@engage/domain/contract');
    const block = /^export \{([^}]*)\};/m.exec(bundle)?.[1] ?? '';
    const exported = block.split(',').map((item) => item.trim().split(/\s+/).at(-1));
    for (const name of Object.keys(CALLABLES)) expect(exported, name).toContain(name);
  });
});
