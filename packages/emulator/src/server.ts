import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseEmulator } from './database/server.ts';
import type { PlainJson } from './database/tree.ts';
import type { StoredObject } from './storage/object-store.ts';
import { StorageEmulator } from './storage/server.ts';

export { DatabaseEmulator } from './database/server.ts';
export { StorageEmulator } from './storage/server.ts';

export type EmulatorsOptions = {
  readonly host?: string;
  readonly databasePort?: number;
  readonly storagePort?: number;
  /** Contents of database.rules.json and storage.rules. */
  readonly databaseRules: string;
  readonly storageRules: string;
  /** Root data of `namespace`, loaded before the servers listen. */
  readonly seed?: PlainJson;
  readonly namespace?: string;
  /** A folder written by `exportTo` (or --export-on-exit) to start from. */
  readonly importFrom?: string;
  /** The database's added round-trip time per WebSocket request (DatabaseEmulatorOptions). */
  readonly latencyMs?: number;
};

export type Emulators = {
  readonly database: DatabaseEmulator;
  readonly storage: StorageEmulator;
  readonly databasePort: number;
  readonly storagePort: number;
  /** Writes every namespace and every stored object to `folder`, for a later `importFrom`. */
  exportTo(folder: string): void;
  stop(): Promise<void>;
};

type ExportedObject = Omit<StoredObject, 'data'> & { readonly data: string };

const readImport = (folder: string) => {
  const databaseDir = join(folder, 'database');
  const data: Record<string, PlainJson> = {};
  if (existsSync(databaseDir)) {
    for (const file of readdirSync(databaseDir).filter((name) => name.endsWith('.json'))) {
      data[file.slice(0, -5)] = JSON.parse(
        readFileSync(join(databaseDir, file), 'utf8'),
      ) as PlainJson;
    }
  }
  const objectsFile = join(folder, 'storage', 'objects.json');
  const objects = existsSync(objectsFile)
    ? (JSON.parse(readFileSync(objectsFile, 'utf8')) as ExportedObject[]).map((o) => ({
        ...o,
        data: Buffer.from(o.data, 'base64'),
      }))
    : [];
  return { data, objects };
};

/** Starts the Realtime Database and Cloud Storage emulators side by side. */
export const startEmulators = async (options: EmulatorsOptions): Promise<Emulators> => {
  const imported = options.importFrom ? readImport(options.importFrom) : { data: {}, objects: [] };
  const data = { ...imported.data };
  if (options.seed !== undefined) data[options.namespace ?? 'default'] = options.seed;
  const database = new DatabaseEmulator({
    ...(options.host ? { host: options.host } : {}),
    port: options.databasePort ?? 9000,
    rules: options.databaseRules,
    data,
    latencyMs: options.latencyMs ?? 0,
  });
  const storage = new StorageEmulator({
    ...(options.host ? { host: options.host } : {}),
    port: options.storagePort ?? 9199,
    rules: options.storageRules,
  });
  storage.importObjects(imported.objects);
  const databasePort = await database.start();
  let storagePort: number;
  try {
    storagePort = await storage.start();
  } catch (error) {
    await database.stop();
    throw error;
  }
  return {
    database,
    storage,
    databasePort,
    storagePort,
    exportTo(folder: string) {
      mkdirSync(join(folder, 'database'), { recursive: true });
      mkdirSync(join(folder, 'storage'), { recursive: true });
      for (const [namespace, root] of Object.entries(database.exportData())) {
        writeFileSync(join(folder, 'database', `${namespace}.json`), JSON.stringify(root, null, 2));
      }
      const objects: ExportedObject[] = storage
        .exportObjects()
        .map((o) => ({ ...o, data: o.data.toString('base64') }));
      writeFileSync(join(folder, 'storage', 'objects.json'), JSON.stringify(objects));
    },
    async stop() {
      await Promise.all([database.stop(), storage.stop()]);
    },
  };
};
