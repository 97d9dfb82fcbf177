import { runStack } from '../src/run-stack.ts';
import { DEMO_PASSWORD } from '../src/seed.ts';
import { HOST, PORTS, PROJECT_ID } from '../src/stack.ts';

/**
 * 50 callable calls at once from one signed-in attendee against the whole local stack, as a
 * script in a browser console makes them: how long until every one is answered, and how long a
 * health probe sent in the middle waits (issue 9 saw the Functions emulator freeze for 70 s).
 * The Functions emulator's FUNCTIONS_EMULATOR_PARALLEL is taken from the environment, so the
 * same run compares settings.
 */
const CALLS = 50;
const FUNCTIONS = `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/us-central1`;

const signIn = async (email: string): Promise<string> => {
  const response = await fetch(
    `http://${HOST}:${PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (body.idToken === undefined) throw new Error(`no sign-in for ${email}`);
  return body.idToken;
};

/** Milliseconds until `run` settles; a call that fails (a timeout, a refused socket) counts. */
const timed = async (run: () => Promise<unknown>, failed: { count: number }): Promise<number> => {
  const started = performance.now();
  await run().catch(() => {
    failed.count += 1;
  });
  return Math.round(performance.now() - started);
};

const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

const stack = runStack();
try {
  await stack.ready();
  const token = await signIn('attendee03@demo.engage.test');
  const call = () =>
    fetch(`${FUNCTIONS}/levelUp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ data: {} }),
    }).then((response) => response.text());
  // One call first, so the burst does not measure the first worker's start.
  const failed = { count: 0 };
  const warm = await timed(call, failed);
  const started = performance.now();
  const burst = Promise.all(Array.from({ length: CALLS }, () => timed(call, failed)));
  await new Promise((resolve) => setTimeout(resolve, 200));
  const probe = await timed(() => fetch(`${FUNCTIONS}/health`).then((r) => r.text()), failed);
  const latencies = (await burst).sort((a, b) => a - b);
  const wall = Math.round(performance.now() - started);
  console.log(
    JSON.stringify({
      parallel: process.env.FUNCTIONS_EMULATOR_PARALLEL ?? 'devstack default',
      calls: CALLS,
      failed: failed.count,
      warmMs: warm,
      wallMs: wall,
      p50Ms: quantile(latencies, 0.5),
      p95Ms: quantile(latencies, 0.95),
      maxMs: latencies.at(-1),
      healthProbeMs: probe,
    }),
  );
} finally {
  await stack.stop();
}
