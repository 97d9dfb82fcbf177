import { storagePaths } from '@engage/domain/store/storage';
import { getDownloadURL, ref, uploadBytesResumable } from 'firebase/storage';
import { storage } from './storage-client.ts';

export type UploadHandle = {
  /** Resolves with the stored path when the upload finishes; rejects with the storage error code. */
  readonly done: Promise<string>;
  readonly cancel: () => void;
};

/**
 * A profile photo upload to uploads/{uid}/photo (one per attendee, overwritten), with progress and
 * cancel. Retries of 5xx, 408 and 429 answers happen inside the SDK, within the upload retry time
 * set in app.ts.
 */
export const uploadPhoto = (
  uid: string,
  file: File,
  onProgress: (fraction: number) => void,
): UploadHandle => uploadFile(storagePaths.photo(uid), file, onProgress);

/**
 * Any upload the rules allow the signed-in user (a profile photo, an organiser's staged picture:
 * uploadOrganiserPicture), with progress and cancel.
 */
export const uploadFile = (
  path: string,
  file: File,
  onProgress: (fraction: number) => void,
): UploadHandle => {
  const task = uploadBytesResumable(ref(storage(), path), file, {
    contentType: file.type || 'image/jpeg',
  });
  const done = new Promise<string>((resolve, reject) => {
    task.on(
      'state_changed',
      (snapshot) =>
        onProgress(snapshot.totalBytes === 0 ? 0 : snapshot.bytesTransferred / snapshot.totalBytes),
      reject,
      () => resolve(path),
    );
  });
  return { done, cancel: () => task.cancel() };
};

export const downloadUrl = (path: string): Promise<string> => getDownloadURL(ref(storage(), path));
