import type { Mailer } from '@engage/server/deps';
import { defineSecret } from 'firebase-functions/params';
import { createTransport } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';

/**
 * The mail sender: one-time codes wait in outbox/ until a Mailer delivers them over SMTP. The
 * connection is one `smtp://` or `smtps://` URL with its credentials, kept in Secret Manager; the
 * sender address is a secret too, because a secret is the one kind of function parameter the
 * Functions emulator does not prompt for, so the dev stack (which has neither) starts unattended
 * and leaves the outbox to be printed.
 */
const SMTP_URL = defineSecret('SMTP_URL');
const MAIL_FROM = defineSecret('MAIL_FROM');
/** For `onCall({ secrets: MAIL_SECRETS })`: a function sees a secret only when it binds it. */
export const MAIL_SECRETS = [SMTP_URL, MAIL_FROM];

/** A sender that cannot work as configured: refused when the mailer is made, not at first send. */
export class MailConfigError extends Error {
  override readonly name = 'MailConfigError';
}

type SmtpOptions = {
  /**
   * How long a connection, the server's greeting, or a silence mid-conversation may take. Kept
   * well under a callable's 60 s, so an unreachable server fails the call instead of hanging it
   * (nodemailer's own defaults are minutes).
   */
  readonly timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 10_000;

const checkSmtpUrl = (url: string): void => {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new MailConfigError('SMTP_URL is not a URL');
  }
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:')
    throw new MailConfigError(`SMTP_URL must be smtp:// or smtps://, not ${parsed.protocol}//`);
  if (parsed.hostname === '') throw new MailConfigError('SMTP_URL names no host');
};

const checkFrom = (from: string): void => {
  const [first, ...rest] = addressparser(from);
  if (first?.address === undefined || !first.address.includes('@') || rest.length > 0)
    throw new MailConfigError('MAIL_FROM must be one address, e.g. "Engage <noreply@example.com>"');
};

export const smtpMailer = (url: string, from: string, options: SmtpOptions = {}): Mailer => {
  checkSmtpUrl(url);
  checkFrom(from);
  const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const transport = createTransport(
    {
      url,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
      // smtp:// must upgrade with STARTTLS: a server (or someone in between) that does not offer it
      // gets neither the credentials nor the code. A trusted relay that cannot encrypt is named
      // with `?requireTLS=false` in the URL (URL options win over these).
      requireTLS: true,
    },
    { from },
  );
  return {
    async send(mail) {
      // One recipient per mail, so a refused recipient fails the whole send (EENVELOPE).
      await transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
};

/**
 * The mailer the environment configures: bound secrets arrive as environment variables. Neither
 * set, or both `off` (the local dev stack, whose Functions emulator needs a value for every bound
 * secret), is no mailer; one without the other is a configuration error.
 */
export const mailerFromEnv = (
  env: Readonly<Record<string, string | undefined>>,
  options: SmtpOptions = {},
): Mailer | undefined => {
  const url = env.SMTP_URL?.trim() ?? '';
  const from = env.MAIL_FROM?.trim() ?? '';
  if ((url === '' && from === '') || (url === 'off' && from === 'off')) return undefined;
  if (url === '') throw new MailConfigError('MAIL_FROM is set but SMTP_URL is not');
  if (from === '') throw new MailConfigError('SMTP_URL is set but MAIL_FROM is not');
  return smtpMailer(url, from, options);
};
