import { type Auth, connectAuthEmulator, getAuth } from 'firebase/auth';
import { env } from '../../env.ts';
import { emulated, emulatorHost, firebaseApp } from './app.ts';

let instance: Auth | undefined;

export const auth = (): Auth => {
  if (instance === undefined) {
    instance = getAuth(firebaseApp());
    if (emulated)
      connectAuthEmulator(instance, `http://${emulatorHost}:${env.VITE_AUTH_EMULATOR_PORT}`, {
        disableWarnings: true,
      });
  }
  return instance;
};
