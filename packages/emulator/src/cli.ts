import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { PlainJson } from './database/tree.ts';
import { startEmulators } from './server.ts';

const HELP = `engage-emulator: a local Realtime Database + Cloud Storage emulator

  --database-port N     (default 9000)   --storage-port N   (default 9199)
  --rules FILE          database.rules.json (default ./database.rules.json)
  --storage-rules FILE  storage.rules (default ./storage.rules)
  --seed FILE           JSON root data for --namespace
  --namespace NAME      (default demo-engage-default-rtdb)
  --import DIR          start from a folder written by --export-on-exit
  --export-on-exit DIR  write all data there on Ctrl-C
  --latency MS          handle each database request MS after it arrives (default 0)
`;

const { values } = parseArgs({
  options: {
    'database-port': { type: 'string', default: '9000' },
    'storage-port': { type: 'string', default: '9199' },
    rules: { type: 'string', default: 'database.rules.json' },
    'storage-rules': { type: 'string', default: 'storage.rules' },
    seed: { type: 'string' },
    namespace: { type: 'string', default: 'demo-engage-default-rtdb' },
    import: { type: 'string' },
    'export-on-exit': { type: 'string' },
    latency: { type: 'string', default: '0' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  process.stdout.write(HELP);
  process.exit(0);
}
const latencyMs = Number(values.latency);
if (!Number.isFinite(latencyMs) || latencyMs < 0) {
  process.stderr.write(`--latency takes milliseconds, 0 or more, not "${values.latency}"\n`);
  process.exit(1);
}

const emulators = await startEmulators({
  databasePort: Number(values['database-port']),
  storagePort: Number(values['storage-port']),
  databaseRules: readFileSync(values.rules, 'utf8'),
  storageRules: readFileSync(values['storage-rules'], 'utf8'),
  namespace: values.namespace,
  latencyMs,
  ...(values.seed ? { seed: JSON.parse(readFileSync(values.seed, 'utf8')) as PlainJson } : {}),
  ...(values.import ? { importFrom: values.import } : {}),
}).catch((error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE') {
    process.stderr.write(
      `Port ${(error as { port?: number }).port ?? ''} is already in use: stop what runs there or pick another port.\n`,
    );
    process.exit(1);
  }
  throw error;
});
process.stdout.write(
  `Realtime Database emulator on http://127.0.0.1:${emulators.databasePort}, Storage emulator on http://127.0.0.1:${emulators.storagePort}\n`,
);

const shutdown = async () => {
  if (values['export-on-exit']) {
    emulators.exportTo(values['export-on-exit']);
    process.stdout.write(`Exported to ${values['export-on-exit']}\n`);
  }
  await emulators.stop();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
