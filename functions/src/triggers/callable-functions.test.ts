import { describe, expect, it } from 'vitest';
import * as deployed from './callable-functions.ts';

/** The secrets a deployed function binds, as the deploy reads them from its endpoint. */
const secretsOf = (fn: unknown): string[] =>
  (
    (fn as { __endpoint?: { secretEnvironmentVariables?: { key: string }[] } }).__endpoint
      ?.secretEnvironmentVariables ?? []
  )
    .map((secret) => secret.key)
    .sort();

describe('the deployed callables', () => {
  it('bind the mail secrets exactly where they send mail: codes and invitations', () => {
    const binding = Object.entries(deployed)
      .filter(([, fn]) => secretsOf(fn).length > 0)
      .map(([name, fn]) => [name, secretsOf(fn)]);
    expect(binding).toEqual([
      ['adminImportAttendees', ['MAIL_FROM', 'SMTP_URL']],
      ['sendOtp', ['MAIL_FROM', 'SMTP_URL']],
    ]);
  });
});
