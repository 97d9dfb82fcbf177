import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The command-line emulator: start from a seed file, serve it, write it out on Ctrl-C, and start
// again from that export.
const bin = fileURLToPath(new URL('../bin/engage-emulator.mjs', import.meta.url));
const rules = JSON.stringify({ rules: { '.read': true, '.write': true } });
const storageRules =
  "rules_version = '2';\nservice firebase.storage {\n  match /b/{bucket}/o {\n  }\n}\n";

const run = (args: string[], cwd: string) => {
  const child = spawn(process.execPath, [bin, ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => {
      if (output.includes('Storage emulator on')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, ready, exited };
};

describe('engage-emulator CLI', () => {
  it('starts from --seed, exports on exit, and starts again from --import', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'engage-cli-'));
    writeFileSync(join(dir, 'database.rules.json'), rules);
    writeFileSync(join(dir, 'storage.rules'), storageRules);
    writeFileSync(join(dir, 'seed.json'), JSON.stringify({ greeting: 'hello' }));
    const ports = ['--database-port', '9470', '--storage-port', '9471', '--namespace', 'cli'];
    const first = run([...ports, '--seed', 'seed.json', '--export-on-exit', 'out'], dir);
    await first.ready;
    expect(await (await fetch('http://127.0.0.1:9470/greeting.json?ns=cli')).json()).toBe('hello');
    await fetch('http://127.0.0.1:9470/added.json?ns=cli', { method: 'PUT', body: '42' });
    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'out', 'database', 'cli.json'), 'utf8'))).toEqual({
      greeting: 'hello',
      added: 42,
    });

    const second = run([...ports, '--import', 'out'], dir);
    await second.ready;
    expect(await (await fetch('http://127.0.0.1:9470/added.json?ns=cli')).json()).toBe(42);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  });
});
