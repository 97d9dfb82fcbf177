import { connectFunctionsEmulator, type Functions, getFunctions } from 'firebase/functions';
import { env } from '../../env.ts';
import { emulated, emulatorHost, firebaseApp } from './app.ts';

let instance: Functions | undefined;

export const functions = (): Functions => {
  if (instance === undefined) {
    instance = getFunctions(firebaseApp());
    if (emulated)
      connectFunctionsEmulator(instance, emulatorHost, Number(env.VITE_FUNCTIONS_EMULATOR_PORT));
  }
  return instance;
};
