import { setLogLevel } from 'firebase/app';
import { adminHandle } from '../src/setup.ts';
import { openStack } from '../src/stack.ts';
import { benchViewers } from './viewers.ts';
setLogLevel('silent');
const log = (m: string) => process.stdout.write(`[bench] ${m}\n`);
const stack = await openStack('start', 19_500, log);
try {
  const admin = adminHandle(stack.ports, 'bench');
  const designs = await benchViewers(stack.ports, admin, { viewers: 200, awardsPerSecond: 4, seconds: 30 }, log);
  for (const d of designs) console.log(d.design, 'resp/s', Math.round(d.responsesPerSecond), 'KiB/s', (d.bytesPerSecond/1024).toFixed(1), 'p50', Math.round(d.p50Ms), 'p95', Math.round(d.p95Ms), 'awards/s', d.awardsPerSecond.toFixed(1));
  await admin.close();
} finally { await stack.stop(); }
process.exit(0);
