import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, release, totalmem, type } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Fragment } from './fragment.ts';
import { type BenchRun, budgetsExceeded, resultsMarkdown } from './markdown.ts';

/**
 * `pnpm bench`: runs the `bench` script of every workspace package that has one, one after the
 * other (they measure time, so they never share the machine), each writing its results as a JSON
 * fragment, and writes bench/RESULTS.md from them. Exits 1 when a benchmark failed or a budget
 * was exceeded. BENCH_ONLY=<package,...> runs only those and keeps the others' last results (their
 * `.run.json` records are committed, so a fresh clone has them too; each
 * shown with the date it ran), so a benchmark that needs the machine to itself can run apart.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const fragments = join(root, 'bench', '.fragments');
const ORDER = ['@engage/web', '@engage/emulator', '@engage/functions', '@engage/simulator'];

const benchPackages = (): { name: string; dir: string }[] => {
  const found: { name: string; dir: string }[] = [];
  for (const parent of ['apps', 'packages', 'tools', '.']) {
    const dirs =
      parent === '.'
        ? ['functions']
        : readdirSync(join(root, parent)).map((name) => join(parent, name));
    for (const dir of dirs) {
      const manifest = join(root, dir, 'package.json');
      if (!existsSync(manifest)) continue;
      const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as {
        name: string;
        scripts?: Record<string, string>;
      };
      if (pkg.scripts?.bench !== undefined) found.push({ name: pkg.name, dir });
    }
  }
  const rank = (name: string) => (ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length);
  return found.sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
};

/** pnpm as it runs this script, else the pinned one through npx. */
const pnpm = (): [string, string[]] => {
  const execPath = process.env.npm_execpath;
  return execPath !== undefined && /pnpm/.test(execPath)
    ? [process.execPath, [execPath]]
    : ['npx', ['-y', 'pnpm@10.34.9']];
};

const runBench = (name: string, fragment: string): Promise<BenchRun> =>
  new Promise((resolve) => {
    const started = Date.now();
    const startedAt = new Date(started).toISOString();
    const [command, prefix] = pnpm();
    const child = spawn(command, [...prefix, '--filter', name, 'run', 'bench'], {
      cwd: root,
      env: { ...process.env, BENCH_FRAGMENT: fragment },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const echo = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      process.stdout.write(chunk);
    };
    child.stdout.on('data', echo);
    child.stderr.on('data', echo);
    child.once('exit', (code) => {
      const seconds = (Date.now() - started) / 1_000;
      const written = existsSync(fragment)
        ? (JSON.parse(readFileSync(fragment, 'utf8')) as Fragment)
        : null;
      const failure = code === 0 ? null : output.split('\n').slice(-30).join('\n');
      resolve({ pkg: name, startedAt, seconds, fragment: written, failure });
    });
  });

const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
if (only.length === 0) rmSync(fragments, { recursive: true, force: true });
mkdirSync(fragments, { recursive: true });
const fileOf = (name: string) => join(fragments, name.replace(/[@/]/g, '_'));
/** The run as recorded by an earlier `pnpm bench`, if there was one. */
const earlierRun = (name: string): BenchRun | null => {
  const file = `${fileOf(name)}.run.json`;
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BenchRun) : null;
};
const runs: BenchRun[] = [];
for (const { name } of benchPackages()) {
  if (only.length > 0 && !only.includes(name)) {
    const earlier = earlierRun(name);
    if (earlier !== null) runs.push(earlier);
    continue;
  }
  process.stdout.write(`\n[bench] ${name}\n`);
  rmSync(`${fileOf(name)}.json`, { force: true });
  const run = await runBench(name, `${fileOf(name)}.json`);
  writeFileSync(`${fileOf(name)}.run.json`, JSON.stringify(run, null, 2));
  runs.push(run);
}
const cpu = cpus();
const results = resultsMarkdown(
  {
    date: new Date().toISOString(),
    cpu: cpu[0]?.model.trim() ?? 'unknown CPU',
    cores: cpu.length,
    memoryGiB: Math.round(totalmem() / 1024 ** 3),
    os: `${type()} ${release()}`,
    node: process.version,
  },
  runs,
);
writeFileSync(join(root, 'bench', 'RESULTS.md'), results);
process.stdout.write(`\n[bench] wrote bench/RESULTS.md\n`);
const failed = runs.filter((run) => run.failure !== null);
const exceeded = budgetsExceeded(runs);
for (const run of failed) process.stdout.write(`[bench] FAILED: ${run.pkg}\n`);
for (const budget of exceeded)
  process.stdout.write(
    `[bench] BUDGET EXCEEDED: ${budget.name}: ${budget.measured} > ${budget.budget} ${budget.unit}\n`,
  );
process.exit(failed.length > 0 || exceeded.length > 0 ? 1 : 0);
