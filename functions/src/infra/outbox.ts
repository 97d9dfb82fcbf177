import { planMailSent } from '@engage/domain/otp';
import { userNodes } from '@engage/domain/store/users';
import { commit } from '@engage/server/commit';
import type { Deps, Mailer } from '@engage/server/deps';
import { read } from '@engage/server/read';
import { logger } from 'firebase-functions';

/** How many mails of one call are handed to the SMTP server at once. */
const AT_ONCE = 10;

/**
 * Sends outbox mails and removes each once sent; a failed send leaves its mail in outbox/ (where
 * an operator or the dev stack sees it) and refuses nothing: the call that wrote it has succeeded.
 */
export const deliverMails = async (
  deps: Deps,
  mailer: Mailer,
  ids: readonly string[],
): Promise<void> => {
  for (let at = 0; at < ids.length; at += AT_ONCE)
    await Promise.all(ids.slice(at, at + AT_ONCE).map((id) => deliver(deps, mailer, id)));
};

const deliver = async (deps: Deps, mailer: Mailer, id: string): Promise<void> => {
  const mail = await read(deps, userNodes.mail(id));
  if (mail === null) return;
  try {
    await mailer.send({ to: mail.to, subject: mail.subject, text: mail.text });
    await commit(deps, planMailSent(id));
  } catch (error) {
    logger.error('a mail was not sent; it stays in outbox/', error);
  }
};
