import {
  STORAGE_MAX_OPERATION_RETRY_MS,
  STORAGE_MAX_UPLOAD_RETRY_MS,
} from '@engage/domain/constants';
import { connectStorageEmulator, type FirebaseStorage, getStorage } from 'firebase/storage';
import { env } from '../../env.ts';
import { emulated, emulatorHost, firebaseApp } from './app.ts';

let instance: FirebaseStorage | undefined;

/** Storage retries 5xx, 408 and 429 itself, for the spec's 2 minutes (operations) and 10 (uploads). */
export const storage = (): FirebaseStorage => {
  if (instance === undefined) {
    instance = getStorage(firebaseApp());
    instance.maxOperationRetryTime = STORAGE_MAX_OPERATION_RETRY_MS;
    instance.maxUploadRetryTime = STORAGE_MAX_UPLOAD_RETRY_MS;
    if (emulated)
      connectStorageEmulator(instance, emulatorHost, Number(env.VITE_STORAGE_EMULATOR_PORT));
  }
  return instance;
};
