import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { i18n } from '../../lib/i18n/i18n.ts';
import { type CameraProblem, problemOf } from './camera.ts';
import { qrDetector } from './qr-detector.ts';

const messages = i18n('scanner', {
  view: 'Camera view',
  starting: 'Starting the camera…',
  paused: 'Scanning paused.',
  point: 'Point the camera at their QR code.',
  torch: 'Torch',
});

/** A frame every 200 ms finds a code within a moment and leaves a phone's CPU mostly idle. */
const SCAN_EVERY_MS = 200;

// The torch is in Chromium's image-capture constraints, not yet in TypeScript's DOM types.
type TorchCapabilities = MediaTrackCapabilities & { readonly torch?: boolean };
type TorchConstraints = MediaTrackConstraintSet & { readonly torch: boolean };

const torchOf = (track: MediaStreamTrack | null): boolean =>
  track !== null &&
  typeof track.getCapabilities === 'function' &&
  (track.getCapabilities() as TorchCapabilities).torch === true;

export type ScannerProps = {
  /** While a code is being connected or its outcome is shown, frames are not read. */
  paused: boolean;
  onCode: (text: string) => void;
  onProblem: (problem: CameraProblem) => void;
};

/**
 * The rear camera, read by the QR detector. Loaded only when the user opens Scan, so the detector
 * and its WebAssembly stay out of every other screen. One code per opening: after `onCode`, it
 * waits until `paused` goes back to false (the user asked to scan another).
 */
export default function Scanner({ paused, onCode, onProblem }: ScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [track, setTrack] = useState<MediaStreamTrack | null>(null);
  const [torchOn, setTorchOn] = useState(false);
  const [ready, setReady] = useState(false);
  const handled = useRef(false);
  const pausedNow = useRef(paused);
  const callbacks = useRef({ onCode, onProblem });
  useEffect(() => {
    callbacks.current = { onCode, onProblem };
  }, [onCode, onProblem]);
  useEffect(() => {
    pausedNow.current = paused;
    if (!paused) handled.current = false;
  }, [paused]);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fail = (problem: CameraProblem) => {
      if (!stopped) callbacks.current.onProblem(problem);
    };
    const start = async () => {
      const detecting = qrDetector();
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
      } catch (error) {
        return fail(problemOf(error));
      }
      const element = video.current;
      if (stopped || element === null) return;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      setTrack(stream.getVideoTracks()[0] ?? null);
      const detector = await detecting.catch(() => null);
      if (detector === null) return fail('failed');
      if (stopped) return;
      setReady(true);
      const tick = async () => {
        if (stopped) return;
        if (!pausedNow.current && !handled.current && element.readyState >= 2) {
          // A frame the decoder cannot read is no error: the next one may be sharper.
          const [code] = await detector.detect(element).catch(() => []);
          if (code !== undefined && !stopped && !pausedNow.current && !handled.current) {
            handled.current = true;
            callbacks.current.onCode(code.rawValue);
          }
        }
        timer = setTimeout(tick, SCAN_EVERY_MS);
      };
      void tick();
    };
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const t of stream?.getTracks() ?? []) t.stop();
    };
  }, []);

  const toggleTorch = async () => {
    if (track === null) return;
    const next = !torchOn;
    const torch: TorchConstraints = { torch: next };
    await track.applyConstraints({ advanced: [torch] }).then(
      () => setTorchOn(next),
      () => undefined,
    );
  };

  const t = useStore(messages);
  return (
    <div className="scanner">
      <video ref={video} muted playsInline aria-label={t.view} />
      <p className="hint" aria-live="polite">
        {!ready ? t.starting : paused ? t.paused : t.point}
      </p>
      {torchOf(track) ? (
        <button
          type="button"
          className="button secondary"
          aria-pressed={torchOn}
          onClick={() => void toggleTorch()}
        >
          {t.torch}
        </button>
      ) : null}
    </div>
  );
}
