import { useStore } from '@nanostores/react';
import { FileUpload, PHOTO_LIMIT } from '../../components/file-upload.tsx';
import { callPublishPhoto } from '../../lib/firebase/calls.ts';
import { uploadPhoto } from '../../lib/firebase/files.ts';
import { i18n } from '../../lib/i18n/i18n.ts';

const messages = i18n('photoUpload', {
  label: 'Photo',
  done: 'Photo saved: this is how other attendees see you.',
});

/**
 * A photo upload with a progress bar and cancel; the SDK retries 5xx, 408 and 429 answers. Once
 * it is in, the server publishes it for the boards (a copy named by the public id, which only the
 * server may write) and the profile takes it (`apply`), so it counts as done only then: no
 * separate Save is needed for the photo.
 */
export const PhotoUpload = ({
  uid,
  apply,
  onUploaded = () => undefined,
}: {
  uid: string;
  apply: (path: string) => Promise<void>;
  onUploaded?: (path: string) => void;
}) => {
  const t = useStore(messages);
  return (
    <FileUpload
      label={t.label}
      accept="image/png,image/jpeg,image/webp"
      limit={PHOTO_LIMIT}
      start={(file, onProgress) => {
        const upload = uploadPhoto(uid, file, onProgress);
        return {
          ...upload,
          done: upload.done.then(async (path) => {
            await callPublishPhoto({});
            await apply(path);
            return path;
          }),
        };
      }}
      onUploaded={onUploaded}
      doneText={t.done}
    />
  );
};
