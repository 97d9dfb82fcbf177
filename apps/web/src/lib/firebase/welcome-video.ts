import { eventNodes, type WelcomeVideo } from '@engage/domain/store/events';
import { storagePaths } from '@engage/domain/store/storage';
import { auth } from './auth-client.ts';
import { callAdminSetWelcomeVideo } from './calls.ts';
import { type UploadHandle, uploadFile } from './files.ts';
import { watch } from './read.ts';

/** The event's welcome video (null: none), now and after every change. */
export const watchWelcomeVideo = (
  eventId: string,
  onChange: (video: WelcomeVideo | null) => void,
  onError?: (error: Error) => void,
): (() => void) => watch(eventNodes.welcomeVideo(eventId), onChange, onError);

/**
 * An organiser's welcome video: uploaded to her own staging file for the event, then published by
 * the server, which checks her rights as they stand now, the file's bytes and size, names it and
 * records the change in the event's audit log. Resolves with the published file's path.
 */
export const uploadWelcomeVideo = (
  eventId: string,
  file: File,
  onProgress: (fraction: number) => void,
): UploadHandle => {
  const uid = auth().currentUser?.uid;
  if (uid === undefined)
    return { done: Promise.reject({ code: 'storage/unauthenticated' }), cancel: () => undefined };
  const upload = uploadFile(
    storagePaths.staged(uid, storagePaths.welcomeVideoUpload(eventId)),
    file,
    onProgress,
  );
  return {
    done: upload.done.then(async () => {
      const { video } = await callAdminSetWelcomeVideo({ eventId, action: 'publish' });
      return video?.path ?? '';
    }),
    cancel: upload.cancel,
  };
};

/** Takes the event's welcome video away; attendees see none. */
export const removeWelcomeVideo = (eventId: string) =>
  callAdminSetWelcomeVideo({ eventId, action: 'remove' });
