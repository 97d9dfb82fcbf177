/** Ports and ids of the local stack, shared by the dev runner, its tests and the simulator. */
export const PROJECT_ID = 'demo-engage';
export const NAMESPACE = `${PROJECT_ID}-default-rtdb`;
/**
 * The database instance of the seed's second event: a namespace of the local emulator stands in
 * for it (docs/instances.md).
 */
export const EXPO_INSTANCE = 'demo-engage-expo';
export const BUCKET = `${PROJECT_ID}.appspot.com`;
export const HOST = '127.0.0.1';

export type StackPorts = {
  readonly auth: number;
  readonly functions: number;
  readonly database: number;
  readonly storage: number;
  /**
   * Auth and Functions run as two firebase-tools processes, each with its own hub and logging
   * port; the Functions one also holds the Eventarc and Cloud Tasks ports.
   */
  readonly hub: number;
  readonly functionsHub: number;
  readonly logging: number;
  readonly functionsLogging: number;
  readonly eventarc: number;
  readonly tasks: number;
  readonly web: number;
};

/**
 * The most Functions emulator workers alive at once (each a Node process of about 115 MB), for
 * `pnpm dev` and the simulator alike: beyond it, starting one stops the least recently used idle
 * worker (worker-cap.cjs). ENGAGE_FUNCTIONS_WORKERS overrides it.
 */
export const FUNCTIONS_WORKERS = Number(process.env.ENGAGE_FUNCTIONS_WORKERS ?? 16);

/**
 * A second stack beside `pnpm dev` (the simulator's, a test's): eleven consecutive ports from
 * `base`, so two stacks on one machine never meet.
 */
export const portsFrom = (base: number): StackPorts => ({
  database: base,
  auth: base + 1,
  functions: base + 2,
  storage: base + 3,
  hub: base + 4,
  functionsHub: base + 5,
  logging: base + 6,
  functionsLogging: base + 7,
  eventarc: base + 8,
  tasks: base + 9,
  web: base + 10,
});

const USUAL_PORTS = {
  auth: 9099,
  functions: 5001,
  database: 9000,
  storage: 9199,
  hub: 4400,
  functionsHub: 4401,
  logging: 4500,
  functionsLogging: 4501,
  eventarc: 9299,
  tasks: 9499,
  web: 5173,
} as const satisfies StackPorts;

/**
 * The usual ports, or eleven from ENGAGE_PORT_BASE (portsFrom) when it is set: tests of a second
 * checkout, beside a stack another one runs, with every part (the stack it starts, its SDK clients)
 * agreeing on them.
 */
export const PORTS: StackPorts =
  process.env.ENGAGE_PORT_BASE === undefined
    ? USUAL_PORTS
    : portsFrom(Number(process.env.ENGAGE_PORT_BASE));

export const PORT_NAMES: Record<keyof StackPorts, string> = {
  auth: 'Auth emulator',
  functions: 'Functions emulator',
  database: 'Realtime Database emulator',
  storage: 'Storage emulator',
  hub: 'Firebase emulator hub',
  functionsHub: 'Firebase emulator hub (functions)',
  logging: 'Firebase emulator logging',
  functionsLogging: 'Firebase emulator logging (functions)',
  eventarc: 'Eventarc emulator',
  tasks: 'Cloud Tasks emulator',
  web: 'Vite dev server',
};

/** Where the SDKs reach each part of a stack. */
export const stackUrls = (ports: StackPorts = PORTS) => ({
  databaseURL: `http://${HOST}:${ports.database}?ns=${NAMESPACE}`,
  health: `http://${HOST}:${ports.functions}/${PROJECT_ID}/us-central1/health`,
  auth: `http://${HOST}:${ports.auth}`,
  stats: `http://${HOST}:${ports.database}/.stats?ns=${NAMESPACE}`,
  /** Where another instance is, `{instance}` standing for its name (DATABASE_INSTANCE_URL). */
  instanceURL: `http://${HOST}:${ports.database}?ns={instance}`,
});

/** What the browser app is configured with to talk to the local stack. */
export const webEnv = (ports: StackPorts = PORTS): Record<string, string> => ({
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
  VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT_ID}.firebaseapp.com`,
  VITE_FIREBASE_DATABASE_URL: stackUrls(ports).databaseURL,
  VITE_FIREBASE_STORAGE_BUCKET: BUCKET,
  VITE_USE_EMULATORS: 'true',
  VITE_EMULATOR_HOST: HOST,
  VITE_AUTH_EMULATOR_PORT: String(ports.auth),
  VITE_DATABASE_EMULATOR_PORT: String(ports.database),
  VITE_STORAGE_EMULATOR_PORT: String(ports.storage),
  VITE_FUNCTIONS_EMULATOR_PORT: String(ports.functions),
  VITE_DATABASE_INSTANCES: EXPO_INSTANCE,
});
