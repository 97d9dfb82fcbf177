import { createServer, type Server, type Socket } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { MailConfigError, mailerFromEnv, smtpMailer } from './mail.ts';

/** What a real SMTP server on loopback saw: every login attempt and every message. */
type Received = {
  readonly from: string;
  readonly to: readonly string[];
  readonly user: unknown;
  readonly secure: boolean;
  readonly raw: string;
};

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

const portOf = (server: Server): number => {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  return address.port;
};

const startSmtp = async (options: SMTPServerOptions = {}) => {
  const logins: string[] = [];
  const received: Received[] = [];
  const smtp = new SMTPServer({
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push(`${auth.username}:${auth.password}`);
      if (auth.username === 'user' && auth.password === 'pass')
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          from: mailFrom === false ? '' : mailFrom.address,
          to: rcptTo.map((rcpt) => rcpt.address),
          user: session.user,
          secure: session.secure,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
    ...options,
  });
  // A client that hangs up mid-handshake is an 'error' event of the server, which is the point of
  // some tests here, not a failure of the run.
  const errors: Error[] = [];
  smtp.on('error', (error) => errors.push(error));
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise<void>((resolve) => smtp.close(resolve)));
  return { port: portOf(smtp.server), logins, received, errors };
};

/** The headers (unfolded, by lower-case name) and the body of a received message. */
const parse = (raw: string) => {
  const split = raw.indexOf('\r\n\r\n');
  const headers = new Map<string, string>();
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(split + 4) };
};

const MAIL = {
  to: 'ada@example.com',
  subject: 'Your sign-in code',
  text: 'Your sign-in code is 042917. It is valid for 10 minutes.',
};
const FROM = 'Engage <noreply@engage.example>';

// smtp-server offers STARTTLS with its own self-signed certificate: the test trusts it by name in
// the URL, as nothing else would.
const startTlsUrl = (port: number) =>
  `smtp://user:pass@127.0.0.1:${port}/?tls.rejectUnauthorized=false`;

describe('smtpMailer', () => {
  it('delivers the exact recipient, subject and body over STARTTLS, logged in', async () => {
    const server = await startSmtp();
    await smtpMailer(startTlsUrl(server.port), FROM).send(MAIL);

    expect(server.logins).toEqual(['user:pass']);
    expect(server.received).toHaveLength(1);
    const [mail] = server.received;
    expect(mail).toMatchObject({
      from: 'noreply@engage.example',
      to: [MAIL.to],
      user: 'user',
      secure: true,
    });
    const { headers, body } = parse(mail?.raw ?? '');
    expect(headers.get('to')).toBe(MAIL.to);
    expect(headers.get('from')).toBe(FROM);
    expect(headers.get('subject')).toBe(MAIL.subject);
    expect(headers.get('content-type')).toBe('text/plain; charset=utf-8');
    // 7bit: the body on the wire is the text itself, so comparing it as is compares the text.
    expect(headers.get('content-transfer-encoding')).toBe('7bit');
    expect(body).toBe(`${MAIL.text}\r\n`);
  });

  it('refuses a server that offers no STARTTLS before sending the credentials', async () => {
    const server = await startSmtp({ disabledCommands: ['STARTTLS'], allowInsecureAuth: true });
    const mailer = smtpMailer(`smtp://user:pass@127.0.0.1:${server.port}`, FROM);
    await expect(mailer.send(MAIL)).rejects.toMatchObject({ code: 'ETLS' });
    expect(server.logins).toEqual([]);
    expect(server.received).toEqual([]);
  });

  it('sends in clear text only to a relay the URL names as plain', async () => {
    const server = await startSmtp({ disabledCommands: ['STARTTLS'], allowInsecureAuth: true });
    const url = `smtp://user:pass@127.0.0.1:${server.port}/?requireTLS=false`;
    await smtpMailer(url, FROM).send(MAIL);
    expect(server.received.map((mail) => [mail.to, mail.secure])).toEqual([[[MAIL.to], false]]);
  });

  it('refuses an smtps:// server whose certificate it cannot verify', async () => {
    const server = await startSmtp({ secure: true });
    const mailer = smtpMailer(`smtps://user:pass@127.0.0.1:${server.port}`, FROM);
    await expect(mailer.send(MAIL)).rejects.toThrow(/certificate/i);
    await expect
      .poll(() => server.errors.map((error) => error.message))
      .toEqual(['Socket closed while initiating TLS']);
    expect(server.logins).toEqual([]);
    expect(server.received).toEqual([]);
  });

  it('rejects wrong credentials, and nothing is delivered', async () => {
    const server = await startSmtp();
    const url = startTlsUrl(server.port).replace('user:pass', 'user:wrong');
    await expect(smtpMailer(url, FROM).send(MAIL)).rejects.toMatchObject({ code: 'EAUTH' });
    expect(server.logins).toEqual(['user:wrong']);
    expect(server.received).toEqual([]);
  });

  it('rejects when the server refuses the recipient', async () => {
    const server = await startSmtp({
      onRcptTo: (_address, _session, callback) => callback(new Error('No such mailbox')),
    });
    const mailer = smtpMailer(startTlsUrl(server.port), FROM);
    await expect(mailer.send(MAIL)).rejects.toMatchObject({ code: 'EENVELOPE' });
    expect(server.received).toEqual([]);
  });

  it('rejects a refused connection', async () => {
    // A port that was just free: nothing listens there once the probe closes.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = portOf(probe);
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const mailer = smtpMailer(`smtp://user:pass@127.0.0.1:${port}`, FROM);
    await expect(mailer.send(MAIL)).rejects.toMatchObject({ code: 'ESOCKET' });
  });

  it('gives up on a server that never greets within the timeout', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    closers.push(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    });
    const mailer = smtpMailer(`smtp://user:pass@127.0.0.1:${portOf(silent)}`, FROM, {
      timeoutMs: 300,
    });
    const started = Date.now();
    await expect(mailer.send(MAIL)).rejects.toMatchObject({ code: 'ETIMEDOUT' });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(sockets.size).toBe(1);
  });

  it.each([
    ['http://user:pass@127.0.0.1:25', FROM, /smtp:\/\/ or smtps:\/\//],
    ['not a url', FROM, /not a URL/],
    ['smtps:', FROM, /names no host/],
    ['smtp://127.0.0.1:25', 'noreply', /one address/],
    ['smtp://127.0.0.1:25', 'a@example.com, b@example.com', /one address/],
  ])('refuses %s from %s when it is made', (url, from, message) => {
    expect(() => smtpMailer(url, from)).toThrow(MailConfigError);
    expect(() => smtpMailer(url, from)).toThrow(message);
  });
});

describe('mailerFromEnv', () => {
  it('is no mailer when neither secret is set, as on the local dev stack', () => {
    expect(mailerFromEnv({})).toBeUndefined();
    expect(mailerFromEnv({ SMTP_URL: '', MAIL_FROM: ' ' })).toBeUndefined();
  });

  it.each([
    [{ SMTP_URL: 'smtp://user:pass@127.0.0.1:25' }, /MAIL_FROM is not/],
    [{ MAIL_FROM: FROM }, /SMTP_URL is not/],
    [{ SMTP_URL: 'ftp://127.0.0.1', MAIL_FROM: FROM }, /smtp:\/\/ or smtps:\/\//],
  ])('refuses a half or wrong configuration %o', (env, message) => {
    expect(() => mailerFromEnv(env)).toThrow(MailConfigError);
    expect(() => mailerFromEnv(env)).toThrow(message);
  });

  it('sends through the server the secrets name', async () => {
    const server = await startSmtp();
    const mailer = mailerFromEnv({ SMTP_URL: startTlsUrl(server.port), MAIL_FROM: FROM });
    await mailer?.send(MAIL);
    expect(server.received.map((mail) => [mail.from, mail.to])).toEqual([
      ['noreply@engage.example', [MAIL.to]],
    ]);
  });
});
