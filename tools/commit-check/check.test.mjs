import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkMessage, cleanMessage } from './check.mjs';

const subjectOf = (length) => 'x'.repeat(length);

test('messages that follow the rule pass', () => {
  for (const message of [
    'Split the Storage emulator along its API seams',
    subjectOf(72),
    'Add the commit check\n\nA long subject hides the body in every log.',
    'Add the commit check\n\nFirst paragraph.\n\nSecond paragraph.',
    `${'é'.repeat(72)}\n\nCounted in characters, not bytes or UTF-16 units.`,
  ])
    assert.deepEqual(checkMessage(message), [], message);
});

test('a subject over 72 characters fails', () => {
  assert.deepEqual(checkMessage(subjectOf(73)), [
    'the subject is 73 characters long; at most 72 are allowed',
  ]);
  assert.equal(checkMessage(`${subjectOf(300)}\n\nBody.`).length, 1);
});

test('a second line that is not blank fails', () => {
  assert.deepEqual(checkMessage('Add the commit check\nBecause subjects grow.'), [
    'the second line must be blank: a subject, a blank line, then the body',
  ]);
});

test('both problems are reported together', () => {
  assert.equal(checkMessage(`${subjectOf(80)}\nbody`).length, 2);
});

test('an empty message fails', () => {
  assert.deepEqual(checkMessage(''), ['the message is empty']);
  assert.deepEqual(checkMessage('   '), ['the message is empty']);
});

test('the hook cleans the message as git does before checking it', () => {
  const raw = [
    '',
    'Add the commit check   ',
    '',
    'Why it matters.',
    '# Please enter the commit message for your changes.',
    '',
    '# ------------------------ >8 ------------------------',
    'diff --git a/x b/x',
  ].join('\n');
  assert.equal(cleanMessage(raw), 'Add the commit check\n\nWhy it matters.');
  assert.equal(cleanMessage('Subject\r\n; a comment\r\n', ';'), 'Subject');
  // A comment line between subject and body is dropped, as git drops it.
  assert.deepEqual(checkMessage(cleanMessage('Subject\n# comment\n\nBody')), []);
});

test('the command line checks a message file and exits 1 on a bad one', () => {
  const dir = mkdtempSync(join(tmpdir(), 'commit-check-'));
  const script = fileURLToPath(new URL('./check.mjs', import.meta.url));
  const run = (message) => {
    const file = join(dir, 'COMMIT_EDITMSG');
    writeFileSync(file, message);
    try {
      execFileSync(process.execPath, [script, '--message-file', file], { stdio: 'pipe' });
      return 0;
    } catch (error) {
      return error.status;
    }
  };
  try {
    assert.equal(run('Add the commit check\n\nWhy.\n# comment\n'), 0);
    assert.equal(run(`${subjectOf(73)}\n`), 1);
    assert.equal(run('Subject\nno blank line\n'), 1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('in a history without the base commit, HEAD alone is checked', () => {
  const repo = mkdtempSync(join(tmpdir(), 'commit-check-repo-'));
  const script = join(repo, 'tools', 'commit-check', 'check.mjs');
  const git = (...args) =>
    execFileSync(
      'git',
      [
        '-c',
        'user.name=Test',
        '-c',
        'user.email=test@example.com',
        '-c',
        'core.hooksPath=',
        '-c',
        'commit.gpgsign=false',
        ...args,
      ],
      { cwd: repo, stdio: 'pipe' },
    );
  const check = (...args) => {
    try {
      execFileSync(process.execPath, [script, ...args], { cwd: tmpdir(), stdio: 'pipe' });
      return 0;
    } catch (error) {
      return error.status;
    }
  };
  try {
    git('init', '-q');
    mkdirSync(join(repo, 'tools', 'commit-check'), { recursive: true });
    copyFileSync(fileURLToPath(new URL('./check.mjs', import.meta.url)), script);
    git('add', '.');
    git('commit', '-q', '-m', `${subjectOf(80)}`);
    git('commit', '-q', '--allow-empty', '-m', 'Add a second commit', '-m', 'Why it is there.');
    // The long subject is older than HEAD: only HEAD is checked, and it follows the rule.
    assert.equal(check(), 0);
    assert.equal(check('HEAD~1..HEAD'), 0);
    // A range given on the command line is checked instead: all of history holds the long one.
    assert.equal(check('HEAD'), 1);
    git('commit', '-q', '--allow-empty', '-m', 'Subject\nbody glued to it');
    assert.equal(check(), 1);
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});
