import { storagePaths } from '@engage/domain/store/storage';
import { auth } from './auth-client.ts';
import { callAdminPublishPicture } from './calls.ts';
import { type UploadHandle, uploadFile } from './files.ts';

/**
 * An organiser's picture (event logo or main image, speaker photo, sponsor logo, prize picture,
 * company logo): uploaded to the organiser's own staging file for `path`, then published there by
 * the server, which checks her rights as they stand now and the file's bytes, and records it in
 * the audit log of its event or company. No client writes a public picture: a token a revoke
 * left valid could. Done once both are; refused with the callable's code otherwise.
 */
export const uploadOrganiserPicture = (
  path: string,
  file: File,
  onProgress: (fraction: number) => void,
): UploadHandle => {
  const uid = auth().currentUser?.uid;
  if (uid === undefined)
    return {
      done: Promise.reject({ code: 'storage/unauthenticated' }),
      cancel: () => undefined,
    };
  const upload = uploadFile(storagePaths.staged(uid, path), file, onProgress);
  return {
    done: upload.done.then(async () => (await callAdminPublishPicture({ path })).path),
    cancel: upload.cancel,
  };
};
