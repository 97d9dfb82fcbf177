import { queryOptions } from '@tanstack/react-query';
import { i18n } from '../../lib/i18n/i18n.ts';
import { connectKeys } from './queries.ts';

/** Why the camera cannot scan: each has its own words and sends the user to the typed code. */
export type CameraProblem = 'refused' | 'missing' | 'busy' | 'failed';

export const cameraProblemWords = i18n('cameraProblems', {
  refused:
    'Camera access was refused, so type their code instead (or allow the camera in your browser’s site settings).',
  missing: 'No camera was found on this device: type their code instead.',
  busy: 'The camera is in use by another app: close it and try again, or type their code.',
  failed: 'The scanner could not start: type their code instead.',
} satisfies Record<CameraProblem, string>);

/** getUserMedia's refusals, by the DOMException names the Media Capture spec gives them. */
export const problemOf = (error: unknown): CameraProblem => {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'refused';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return 'failed';
};

/**
 * What the browser already says before the camera is opened: no camera API or no video input is
 * `missing`, a camera permission already denied is `refused`; anything else is tried on Scan.
 */
const probeCamera = async (): Promise<CameraProblem | null> => {
  const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (media === undefined || typeof media.getUserMedia !== 'function') return 'missing';
  const devices = await media.enumerateDevices().catch(() => null);
  if (devices !== null && !devices.some((device) => device.kind === 'videoinput')) return 'missing';
  // Firefox and older Safari do not know the camera permission: they answer on Scan instead.
  const permission = await navigator.permissions?.query({ name: 'camera' }).catch(() => null);
  return permission?.state === 'denied' ? 'refused' : null;
};

export const cameraQueryOptions = () =>
  queryOptions({
    queryKey: connectKeys.camera,
    queryFn: probeCamera,
    staleTime: Number.POSITIVE_INFINITY,
  });
