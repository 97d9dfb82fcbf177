import { callAdminNotePicture } from './calls.ts';
import { type UploadHandle, uploadFile } from './files.ts';

/**
 * An organiser's picture (event logo or main image, speaker photo, sponsor logo, prize picture,
 * company logo): uploaded as uploadFile does, then reported to the server, which records it in
 * the audit log of the event or company it belongs to. Done once both are.
 */
export const uploadOrganiserPicture = (
  path: string,
  file: File,
  onProgress: (fraction: number) => void,
): UploadHandle => {
  const upload = uploadFile(path, file, onProgress);
  return {
    done: upload.done.then(async (stored) => (await callAdminNotePicture({ path: stored })).path),
    cancel: upload.cancel,
  };
};
