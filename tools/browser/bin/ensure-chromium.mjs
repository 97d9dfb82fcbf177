#!/usr/bin/env node
// Browser tests use Debian's Chromium: Playwright's own browser download is not reachable from
// every machine this project runs on (CI included), Debian's package mirror is.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const run = (args) => {
  const [cmd, ...rest] = isRoot ? args : ['sudo', '-n', ...args];
  execFileSync(cmd, rest, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
};

console.log(`Chromium is not at ${CHROMIUM}; installing Debian's chromium package with apt-get...`);
try {
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium']);
} catch (error) {
  console.error(
    'Could not install Chromium. Install it yourself (apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.',
  );
  throw error;
}
if (!existsSync(CHROMIUM)) {
  console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
  process.exit(1);
}
