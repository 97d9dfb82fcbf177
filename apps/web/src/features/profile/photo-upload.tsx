import { useRef, useState } from 'react';
import { type UploadHandle, uploadPhoto } from '../../lib/firebase/files.ts';
import { messageOf } from '../../lib/messages.ts';

type State =
  | { kind: 'idle' }
  | { kind: 'uploading'; fraction: number }
  | { kind: 'done'; path: string }
  | { kind: 'failed'; message: string };

/** A cancel is the user's own choice, not a refusal: the catalogue has no text for it. */
const failureText = (error: unknown): string => {
  const message = messageOf(error, 'The upload failed.');
  return message.code === 'storage/canceled' ? 'Upload cancelled.' : message.text;
};

/** A photo upload with a progress bar and cancel; the SDK retries 5xx, 408 and 429 answers. */
export const PhotoUpload = ({
  uid,
  onUploaded,
}: {
  uid: string;
  onUploaded: (path: string) => void;
}) => {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const handle = useRef<UploadHandle | null>(null);

  const start = (file: File) => {
    setState({ kind: 'uploading', fraction: 0 });
    handle.current = uploadPhoto(uid, file, (fraction) =>
      setState({ kind: 'uploading', fraction }),
    );
    handle.current.done.then(
      (path) => {
        setState({ kind: 'done', path });
        onUploaded(path);
      },
      (error: unknown) => setState({ kind: 'failed', message: failureText(error) }),
    );
  };

  return (
    <div className="photo-upload">
      <label>
        Photo
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp"
          onChange={(event) => event.target.files?.[0] && start(event.target.files[0])}
        />
      </label>
      {state.kind === 'uploading' ? (
        <>
          <progress max={1} value={state.fraction} aria-label="Upload progress" />
          <button type="button" onClick={() => handle.current?.cancel()}>
            Cancel upload
          </button>
        </>
      ) : null}
      {state.kind === 'done' ? <p role="status">Photo uploaded.</p> : null}
      {state.kind === 'failed' ? <p role="alert">{state.message}</p> : null}
    </div>
  );
};
