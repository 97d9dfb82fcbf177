import { useState } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import { type FormMessage, messageOf } from '../../lib/messages.ts';
import { useVideoUrl, useWelcomeVideo } from './queries.ts';
import { VideoPlayer } from './video-player.tsx';

type Step = { kind: 'idle' } | { kind: 'sending' } | { kind: 'failed'; message: FormMessage };

/**
 * The event's welcome video in the attendee's first steps: shown while they have not watched it
 * and only when the event has one. Watching to the end, or "I watched it", tells the server, which
 * sets the profile's `welcomeVideo` and pays the points once; then the prompt is gone for good.
 */
export const WelcomeVideoPrompt = ({ eventId, watched }: { eventId: string; watched: boolean }) => {
  const [awarded, setAwarded] = useState<number | null>(null);
  if (awarded !== null)
    return (
      <p role="status" className="notice">
        {awarded > 0
          ? `Thanks for watching the welcome video: +${awarded} points.`
          : 'Thanks for watching the welcome video.'}
      </p>
    );
  return watched ? null : <Prompt eventId={eventId} onWatched={setAwarded} />;
};

/** The video and its button, listening to the event's setting only while the attendee has not watched it. */
const Prompt = ({
  eventId,
  onWatched,
}: {
  eventId: string;
  onWatched: (awarded: number) => void;
}) => {
  const video = useWelcomeVideo(eventId);
  const url = useVideoUrl(video?.path);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  if (video === undefined || video === null) return null;
  const markWatched = async () => {
    if (step.kind === 'sending') return;
    setStep({ kind: 'sending' });
    try {
      const { callWatchedWelcomeVideo } = await import('../../lib/firebase/calls.ts');
      onWatched((await callWatchedWelcomeVideo({})).awarded);
    } catch (error) {
      setStep({ kind: 'failed', message: messageOf(error) });
    }
  };
  return (
    <section aria-labelledby="welcome-video-title" className="welcome-video">
      <h2 id="welcome-video-title">Welcome video</h2>
      <p>Your organisers made a short video for you. Watch it to earn points.</p>
      <VideoPlayer url={url} label="The event's welcome video" onEnded={() => void markWatched()} />
      <p>
        <button type="button" disabled={step.kind === 'sending'} onClick={() => void markWatched()}>
          I watched it
        </button>
      </p>
      <FormAlert message={step.kind === 'failed' ? step.message : null} />
    </section>
  );
};
