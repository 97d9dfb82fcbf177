import { useEffect } from 'react';
import { lazyPart } from '../../lib/lazy-part.tsx';
import type { ScannerProps } from './scanner.tsx';

/** The scanner's code did not load (offline before it was kept): said as a scanner that failed. */
const ScannerUnavailable = ({ onProblem }: ScannerProps) => {
  useEffect(() => onProblem('failed'), [onProblem]);
  return null;
};

/**
 * The camera code, the QR decoder and its WebAssembly, loaded when the user opens Scan; if they
 * cannot load, the screen says the scanner could not start and offers the typed code.
 */
export const LazyScanner = lazyPart(
  () => import('./scanner.tsx').then((module) => module.default),
  ScannerUnavailable,
);
