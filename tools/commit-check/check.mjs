#!/usr/bin/env node
// Checks commit messages against the house rule: a subject of at most 72 characters and, when
// there is more than one line, a blank second line (git and most tools read the first paragraph
// as the subject, so a body glued to it makes a long subject in every log and review).
//
//   node tools/commit-check/check.mjs                  every non-merge commit since BASE to HEAD
//   node tools/commit-check/check.mjs <from>..<to>     every non-merge commit of that range
//   node tools/commit-check/check.mjs --message-file F one message (what .githooks/commit-msg runs)
//
// Plain Node with no dependencies, so that it runs before anything is installed.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The last commit before the check existed: older history is not held to it. */
export const BASE = 'a511272';
export const SUBJECT_MAX = 72;

/**
 * What git keeps of a message being written: the part above a scissors line, without comment
 * lines, trailing blanks on each line, and blank lines at the start and end. The commit-msg hook
 * sees the message before git cleans it up, so the hook cleans it the same way first.
 */
export const cleanMessage = (raw, commentChar = '#') => {
  const lines = raw.replace(/\r\n/g, '\n').split('\n');
  const scissors = lines.indexOf(
    `${commentChar} ------------------------ >8 ------------------------`,
  );
  const kept = (scissors === -1 ? lines : lines.slice(0, scissors))
    .filter((line) => !line.startsWith(commentChar))
    .map((line) => line.trimEnd());
  while (kept.length > 0 && kept[0] === '') kept.shift();
  while (kept.length > 0 && kept[kept.length - 1] === '') kept.pop();
  return kept.join('\n');
};

/** The problems of one cleaned message, as sentences; none when it follows the rule. */
export const checkMessage = (message) => {
  const lines = message.split('\n');
  const subject = lines[0] ?? '';
  const problems = [];
  if (subject.trim() === '') return ['the message is empty'];
  // Characters as people count them (code points), not UTF-16 units: "×" or "é" is one.
  const length = [...subject].length;
  if (length > SUBJECT_MAX)
    problems.push(`the subject is ${length} characters long; at most ${SUBJECT_MAX} are allowed`);
  if (lines.length > 1 && lines[1].trim() !== '')
    problems.push('the second line must be blank: a subject, a blank line, then the body');
  return problems;
};

/** The repository this script belongs to, whatever the directory it is run from. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

// In a CI container the checkout is often owned by another user, and git then refuses to read it
// ("dubious ownership"); the repository is the one this script came from, so it is trusted.
const git = (args) =>
  execFileSync('git', ['-c', `safe.directory=${ROOT}`, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

const succeeds = (args) => {
  try {
    git(args);
    return true;
  } catch {
    return false;
  }
};

/** The range to check: BASE..HEAD, or HEAD alone when BASE is not in this (shallow) history. */
const defaultRange = () =>
  succeeds(['cat-file', '-e', `${BASE}^{commit}`]) &&
  succeeds(['merge-base', '--is-ancestor', BASE, 'HEAD'])
    ? [`${BASE}..HEAD`]
    : ['-1', 'HEAD'];

/** Every non-merge commit of a range, with its message as git stored it. */
const commitsOf = (range) => {
  const out = git(['log', '--no-merges', '--format=%H%x00%B%x00', ...range]);
  const fields = out.split('\0');
  const commits = [];
  for (let i = 0; i + 1 < fields.length; i += 2)
    commits.push({ hash: fields[i].trim(), message: fields[i + 1].replace(/\n+$/, '') });
  return commits;
};

const report = (name, problems) => {
  for (const problem of problems) console.error(`${name}: ${problem}`);
};

const main = (args) => {
  if (args[0] === '--message-file') {
    if (args[1] === undefined) {
      console.error('usage: check.mjs --message-file <file>');
      return 2;
    }
    let commentChar = '#';
    try {
      const configured = git(['config', 'core.commentChar']).trim();
      if (configured.length === 1) commentChar = configured;
    } catch {
      // Not set: git's default.
    }
    const problems = checkMessage(cleanMessage(readFileSync(args[1], 'utf8'), commentChar));
    report('commit message', problems);
    return problems.length === 0 ? 0 : 1;
  }
  // A source tree without git's data (an exported archive) has no history to check; a repository
  // that git cannot read is an error, reported with git's own message.
  if (!existsSync(`${ROOT}/.git`)) {
    console.log(`commit-check: ${ROOT} is not a git checkout; no history to check`);
    return 0;
  }
  const range = args.length > 0 ? args : defaultRange();
  let commits;
  try {
    commits = commitsOf(range);
  } catch (error) {
    console.error(
      `commit-check: git log ${range.join(' ')} failed: ${error.stderr || error.message}`,
    );
    return 1;
  }
  let bad = 0;
  for (const { hash, message } of commits) {
    const problems = checkMessage(message);
    if (problems.length === 0) continue;
    bad += 1;
    report(`${hash.slice(0, 9)} "${[...message.split('\n')[0]].slice(0, 50).join('')}…"`, problems);
  }
  const checked = `checked ${commits.length} commit${commits.length === 1 ? '' : 's'} (${range.join(' ')})`;
  if (bad > 0) {
    console.error(`commit-check: ${checked}: ${bad} break the message rule`);
    return 1;
  }
  console.log(`commit-check: ${checked}: all follow the message rule`);
  return 0;
};

if (process.argv[1] === fileURLToPath(import.meta.url))
  process.exitCode = main(process.argv.slice(2));
