import * as v from 'valibot';

/**
 * The app's configuration, read and validated once. Without any VITE_FIREBASE_* settings the app
 * talks to the local emulators of the dev stack (project demo-engage), so a plain build works
 * offline; a deploy sets the real project's values (see README).
 */
const schema = v.object({
  VITE_FIREBASE_API_KEY: v.optional(v.string(), 'demo-api-key'),
  VITE_FIREBASE_PROJECT_ID: v.optional(v.string(), 'demo-engage'),
  VITE_FIREBASE_AUTH_DOMAIN: v.optional(v.string(), 'demo-engage.firebaseapp.com'),
  VITE_FIREBASE_DATABASE_URL: v.optional(
    v.pipe(v.string(), v.url()),
    'http://127.0.0.1:9000?ns=demo-engage-default-rtdb',
  ),
  VITE_FIREBASE_STORAGE_BUCKET: v.optional(v.string(), 'demo-engage.appspot.com'),
  VITE_USE_EMULATORS: v.optional(v.picklist(['true', 'false']), 'true'),
  VITE_EMULATOR_HOST: v.optional(v.string(), '127.0.0.1'),
  VITE_AUTH_EMULATOR_PORT: v.optional(v.pipe(v.string(), v.digits()), '9099'),
  VITE_DATABASE_EMULATOR_PORT: v.optional(v.pipe(v.string(), v.digits()), '9000'),
  VITE_STORAGE_EMULATOR_PORT: v.optional(v.pipe(v.string(), v.digits()), '9199'),
  VITE_FUNCTIONS_EMULATOR_PORT: v.optional(v.pipe(v.string(), v.digits()), '5001'),
  /**
   * The database instances events may have of their own (docs/instances.md), comma separated; none
   * (the default) and the app reads nothing to find its event's instance.
   */
  VITE_DATABASE_INSTANCES: v.optional(v.string(), ''),
  /** The reCAPTCHA Enterprise site key of App Check; the deployed functions enforce App Check. */
  VITE_APP_CHECK_SITE_KEY: v.optional(v.string()),
});

type Env = v.InferOutput<typeof schema>;

const parseEnv = (raw: Record<string, unknown>): Env => v.parse(schema, raw);

export const env: Env = parseEnv(import.meta.env);
