/** Ports and ids of the local stack, shared by the dev runner and its tests. */
export const PROJECT_ID = 'demo-engage';
export const NAMESPACE = `${PROJECT_ID}-default-rtdb`;
export const BUCKET = `${PROJECT_ID}.appspot.com`;
export const HOST = '127.0.0.1';

export const PORTS = {
  auth: 9099,
  functions: 5001,
  database: 9000,
  storage: 9199,
  hub: 4400,
  logging: 4500,
  web: 5173,
} as const;

export const PORT_NAMES: Record<keyof typeof PORTS, string> = {
  auth: 'Auth emulator',
  functions: 'Functions emulator',
  database: 'Realtime Database emulator',
  storage: 'Storage emulator',
  hub: 'Firebase emulator hub',
  logging: 'Firebase emulator logging',
  web: 'Vite dev server',
};

/** What the browser app is configured with to talk to the local stack. */
export const webEnv = (): Record<string, string> => ({
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
  VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT_ID}.firebaseapp.com`,
  VITE_FIREBASE_DATABASE_URL: `http://${HOST}:${PORTS.database}?ns=${NAMESPACE}`,
  VITE_FIREBASE_STORAGE_BUCKET: BUCKET,
  VITE_USE_EMULATORS: 'true',
  VITE_EMULATOR_HOST: HOST,
  VITE_AUTH_EMULATOR_PORT: String(PORTS.auth),
  VITE_DATABASE_EMULATOR_PORT: String(PORTS.database),
  VITE_STORAGE_EMULATOR_PORT: String(PORTS.storage),
  VITE_FUNCTIONS_EMULATOR_PORT: String(PORTS.functions),
});
