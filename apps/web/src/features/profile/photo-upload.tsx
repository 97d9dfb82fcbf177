import { FileUpload } from '../../components/file-upload.tsx';
import { uploadPhoto } from '../../lib/firebase/files.ts';

/** A photo upload with a progress bar and cancel; the SDK retries 5xx, 408 and 429 answers. */
export const PhotoUpload = ({
  uid,
  onUploaded,
}: {
  uid: string;
  onUploaded: (path: string) => void;
}) => (
  <FileUpload
    label="Photo"
    accept="image/png,image/jpeg,image/webp"
    start={(file, onProgress) => uploadPhoto(uid, file, onProgress)}
    onUploaded={onUploaded}
    doneText="Photo uploaded."
  />
);
