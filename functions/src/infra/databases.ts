import { isInstanceName } from '@engage/domain/instances';
import type { Databases } from '@engage/server/deps';
import type { App } from 'firebase-admin/app';
import { type Database, getDatabaseWithUrl } from 'firebase-admin/database';

/**
 * The deployment's database instances beyond the default one (docs/instances.md), from the
 * functions' env: DATABASE_INSTANCES names them (comma separated) and DATABASE_INSTANCE_URL says
 * where one is, `{instance}` standing for its name (deployed
 * `https://{instance}.europe-west1.firebasedatabase.app`, locally the emulator's
 * `http://127.0.0.1:9000?ns={instance}`). None named: undefined, and every call uses the default
 * instance without a read more.
 */
export const databasesFromEnv = (
  app: () => App,
  env: Readonly<Record<string, string | undefined>>,
): Databases | undefined => {
  const names = (env.DATABASE_INSTANCES ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const template = env.DATABASE_INSTANCE_URL;
  if (names.length === 0 || template === undefined) return undefined;
  const bad = names.find((name) => !isInstanceName(name));
  if (bad !== undefined) throw new Error(`DATABASE_INSTANCES names no instance: ${bad}`);
  const opened = new Map<string, Database>();
  return {
    names,
    open: (instance) => {
      if (!names.includes(instance)) throw new Error(`no database instance ${instance}`);
      const known = opened.get(instance);
      if (known !== undefined) return known;
      const db = getDatabaseWithUrl(template.replaceAll('{instance}', instance), app());
      opened.set(instance, db);
      return db;
    },
  };
};
