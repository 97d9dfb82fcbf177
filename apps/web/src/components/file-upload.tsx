import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { i18n } from '../lib/i18n/i18n.ts';
import { type FormMessage, toneOf, type UploadLimit, uploadMessageOf } from '../lib/messages.ts';
import { MessageText } from './form-alert.tsx';

/** What an upload gives back: the stored path when done, and a way to cancel. */
type Upload = { readonly done: Promise<string>; readonly cancel: () => void };

type State =
  | { kind: 'idle' }
  | { kind: 'uploading'; fraction: number }
  | { kind: 'done'; path: string }
  | { kind: 'failed'; message: FormMessage };

const messages = i18n('fileUpload', {
  cancelled: 'Upload cancelled.',
  uploaded: 'Uploaded.',
  progress: params('{label}: upload progress'),
  cancel: 'Cancel upload',
});

/** storage.rules' limits: a profile photo under 5 MB; an organiser's pictures under 10 MB. */
export const PHOTO_LIMIT: UploadLimit = { megabytes: 5 };
export const ORGANISER_PICTURE_LIMIT: UploadLimit = { megabytes: 10, organiser: true };

/** A cancel is the user's own choice, not a refusal: the catalogue has no text for it. */
const failureMessage = (error: unknown, limit: UploadLimit): FormMessage => {
  const message = uploadMessageOf(error, limit);
  return message.code === 'storage/canceled'
    ? { ...message, text: messages.get().cancelled }
    : message;
};

/**
 * A file input that uploads at once, with a progress bar and cancel; the Storage SDK retries
 * 5xx, 408 and 429 answers. `start` begins the upload (the caller names where it goes);
 * `limit` is what the storage rules allow there, so a refusal says the caller's size and cause.
 */
export const FileUpload = ({
  label,
  accept,
  start,
  onUploaded,
  limit,
  doneText,
}: {
  label: string;
  accept: string;
  start: (file: File, onProgress: (fraction: number) => void) => Upload;
  onUploaded: (path: string) => void;
  limit: UploadLimit;
  doneText?: string;
}) => {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const t = useStore(messages);
  const handle = useRef<Upload | null>(null);

  const begin = (file: File) => {
    setState({ kind: 'uploading', fraction: 0 });
    handle.current = start(file, (fraction) => setState({ kind: 'uploading', fraction }));
    handle.current.done.then(
      (path) => {
        setState({ kind: 'done', path });
        onUploaded(path);
      },
      (error: unknown) => setState({ kind: 'failed', message: failureMessage(error, limit) }),
    );
  };

  return (
    <div className="photo-upload">
      <label>
        {label}
        <input
          type="file"
          accept={accept}
          onChange={(event) => event.target.files?.[0] && begin(event.target.files[0])}
        />
      </label>
      {state.kind === 'uploading' ? (
        <>
          <progress max={1} value={state.fraction} aria-label={t.progress({ label })} />
          <button type="button" onClick={() => handle.current?.cancel()}>
            {t.cancel}
          </button>
        </>
      ) : null}
      {state.kind === 'done' ? <p role="status">{doneText ?? t.uploaded}</p> : null}
      {state.kind === 'failed' ? (
        <p role="alert" data-code={state.message.code} data-tone={toneOf(state.message)}>
          <MessageText message={state.message} />
        </p>
      ) : null}
    </div>
  );
};
