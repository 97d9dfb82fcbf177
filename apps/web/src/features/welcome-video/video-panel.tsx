import type { WelcomeVideo } from '@engage/domain/store/events';
import { decideVideoFile, WELCOME_VIDEO_MAX_BYTES } from '@engage/domain/welcome-video';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import { ListSkeleton } from '../../components/list-skeleton.tsx';
import { i18n } from '../../lib/i18n/i18n.ts';
import { type FormMessage, messageOf } from '../../lib/messages.ts';
import { useVideoUrl, useWelcomeVideo } from './queries.ts';
import { VideoPlayer } from './video-player.tsx';

const words = i18n('welcomeVideoPanel', {
  current: 'Welcome video (current)',
  published: 'Welcome video published: attendees see it now.',
  failed: 'The upload failed.',
  cancelled: 'Upload cancelled.',
  removed: 'Welcome video removed: attendees see none.',
  title: 'Welcome video',
  loading: 'Loading the welcome video',
  none: 'No welcome video: attendees see none.',
  remove: 'Remove welcome video',
  replace: 'Replace the welcome video',
  upload: 'Upload a welcome video',
  hint: params(
    'MP4 or WebM, at most {megabytes} MB. Attendees watch it once for points as they start.',
  ),
  progress: 'Welcome video: upload progress',
  cancel: 'Cancel upload',
});

type State =
  | { kind: 'idle' }
  | { kind: 'uploading'; fraction: number }
  | { kind: 'removing' }
  | { kind: 'done'; text: string }
  | { kind: 'failed'; message: FormMessage };

const MEGABYTES = WELCOME_VIDEO_MAX_BYTES / (1024 * 1024);

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** The video attendees see now, played here as they play it. */
const CurrentVideo = ({ video }: { video: WelcomeVideo }) => {
  const url = useVideoUrl(video.path);
  const t = useStore(words);
  return (
    <figure className="welcome-video">
      <VideoPlayer url={url} label={t.current} />
      <figcaption>
        {video.contentType === 'video/mp4' ? 'MP4' : 'WebM'}, {sizeText(video.size)}
      </figcaption>
    </figure>
  );
};

/**
 * The event's welcome video: what attendees see now, an upload that replaces it and a way to remove
 * it. The file is checked here first (type and size, the domain's limits) so a wrong one is named
 * at once; the server checks its bytes again, and records every change in the audit log.
 */
export const WelcomeVideoPanel = ({ eventId }: { eventId: string }) => {
  const video = useWelcomeVideo(eventId);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const cancel = useRef<(() => void) | null>(null);
  const busy = state.kind === 'uploading' || state.kind === 'removing';
  const t = useStore(words);

  const upload = async (file: File) => {
    const checked = decideVideoFile({ type: file.type, size: file.size });
    if (!checked.ok) {
      setState({ kind: 'failed', message: messageOf({ code: checked.error, field: 'file' }) });
      return;
    }
    setState({ kind: 'uploading', fraction: 0 });
    const { uploadWelcomeVideo } = await import('../../lib/firebase/welcome-video.ts');
    const handle = uploadWelcomeVideo(eventId, file, (fraction) =>
      setState({ kind: 'uploading', fraction }),
    );
    cancel.current = handle.cancel;
    try {
      await handle.done;
      setState({ kind: 'done', text: words.get().published });
    } catch (error) {
      const message = messageOf(error, words.get().failed);
      setState({
        kind: 'failed',
        message:
          message.code === 'storage/canceled'
            ? { ...message, text: words.get().cancelled }
            : message,
      });
    }
  };

  const remove = async () => {
    setState({ kind: 'removing' });
    try {
      const { removeWelcomeVideo } = await import('../../lib/firebase/welcome-video.ts');
      await removeWelcomeVideo(eventId);
      setState({ kind: 'done', text: words.get().removed });
    } catch (error) {
      setState({ kind: 'failed', message: messageOf(error) });
    }
  };

  return (
    <section aria-labelledby="welcome-video-title">
      <h2 id="welcome-video-title">{t.title}</h2>
      {video === undefined ? (
        <ListSkeleton label={t.loading} rows={1} />
      ) : video === null ? (
        <p>{t.none}</p>
      ) : (
        <>
          <CurrentVideo video={video} />
          <p>
            <button
              type="button"
              className="secondary"
              disabled={busy}
              onClick={() => void remove()}
            >
              {t.remove}
            </button>
          </p>
        </>
      )}
      <div className="photo-upload">
        <label>
          {video ? t.replace : t.upload}
          <input
            type="file"
            accept="video/mp4,video/webm"
            disabled={busy}
            aria-describedby="welcome-video-hint"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
        </label>
        <p id="welcome-video-hint" className="hint">
          {t.hint({ megabytes: MEGABYTES })}
        </p>
        {state.kind === 'uploading' ? (
          <>
            <progress max={1} value={state.fraction} aria-label={t.progress} />
            <button type="button" onClick={() => cancel.current?.()}>
              {t.cancel}
            </button>
          </>
        ) : null}
        {state.kind === 'done' ? <p role="status">{state.text}</p> : null}
        <FormAlert message={state.kind === 'failed' ? state.message : null} />
      </div>
    </section>
  );
};
