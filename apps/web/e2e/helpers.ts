import type { CallableName, CallableOutput, CallableRequest } from '@engage/domain/contract';
import type { Page } from 'playwright-core';

export const APP = 'http://localhost:5173';
export const EVENT = 'summit-2026';
export const PASSWORD = 'demo-password-2026';
export const ORGANISER = 'organiser@demo.engage.test';
const AUTH = 'http://127.0.0.1:9099';
const DATABASE = 'http://127.0.0.1:9000';
const NS = 'demo-engage-default-rtdb';

/** Signs in through the login screen and waits for the home screen. */
export const signIn = async (page: Page, email: string, password = PASSWORD) => {
  await page.goto(`${APP}/auth/login?event=${EVENT}`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/auth', {
    timeout: 20_000,
  });
};

/** The verification link the Auth emulator would have mailed to `email`. */
export const verificationLink = async (email: string): Promise<string> => {
  const response = await fetch(`${AUTH}/emulator/v1/projects/demo-engage/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobLink: string }[];
  };
  const code = oobCodes.filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL').at(-1);
  if (code === undefined) throw new Error(`no verification mail for ${email}`);
  return code.oobLink;
};

/** A database value, read over REST with the admin credential (what no client may read too). */
export const readAsOwner = async <T>(path: string): Promise<T | null> => {
  const response = await fetch(`${DATABASE}/${path}.json?ns=${NS}&auth=owner`);
  return (await response.json()) as T | null;
};

/** The latest message in the dev outbox for `email` (read with the admin credential). */
export const lastOutboxText = async (email: string): Promise<string> => {
  const outbox = (await readAsOwner<Record<string, { to: string; text: string }>>('outbox')) ?? {};
  const mail = Object.values(outbox)
    .filter((m) => m.to === email)
    .at(-1);
  if (mail === undefined) throw new Error(`no mail for ${email}`);
  return mail.text;
};

/** The colour of one pixel of a screenshot, read back through a canvas in the page. */
export const pixelOf = async (
  page: Page,
  png: Buffer,
  x: number,
  y: number,
): Promise<[number, number, number]> =>
  page.evaluate(
    async ({ data, x: px, y: py }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (context === null) throw new Error('no canvas');
      context.drawImage(image, 0, 0);
      const [r, g, b] = context.getImageData(px, py, 1, 1).data;
      return [r ?? 0, g ?? 0, b ?? 0] as [number, number, number];
    },
    { data: png.toString('base64'), x, y },
  );

/**
 * A callable, made by the app open in `page` as its signed-in user: the page imports the app's own
 * client module from the dev server, so the call carries that user's session, as a screen's does.
 * A refusal rejects with the catalogue code in its message (CallError). The script goes as text:
 * the test runner rewrites a dynamic import in a function, which the page could not run.
 */
export const callFromPage = <N extends CallableName>(
  page: Page,
  name: N,
  data: CallableRequest<N>,
): Promise<CallableOutput<N>> =>
  page.evaluate(`(async () => {
    const { call } = await import('/src/lib/firebase/calls.ts');
    try {
      return await call(${JSON.stringify(name)}, ${JSON.stringify(data)});
    } catch (error) {
      throw new Error(\`\${error.code ?? 'unknown'}: \${error.message ?? ''}\`);
    }
  })()`) as Promise<CallableOutput<N>>;
