import { lazy, type ReactNode, Suspense } from 'react';
import { initialsOf } from './initials.ts';

// The library and the palettes load with the first drawing, never with the page that shows it.
const DrawnAvatar = lazy(() => import('./drawn-avatar.tsx'));

/**
 * The picture of someone (or a company) with no photo: drawn by boring-avatars from a stable
 * `seed` (a public id, a speaker's or a sponsor's id, never an email) in the palette of their
 * `colour`, the same on every screen and every visit. A face (`beam`) for people, a geometric
 * mark (`bauhaus`) for companies. While the drawing's code loads, `fallback` shows: the initials
 * of `name` unless told otherwise. Both are decorative (hidden from assistive technology): the
 * name shown beside them is what a screen reader reads.
 */
export const PersonAvatar = ({
  seed,
  name,
  colour,
  size,
  className,
  variant = 'beam',
  fallback,
}: {
  seed: string;
  name: string;
  colour?: string | undefined;
  size: number;
  className?: string | undefined;
  variant?: 'beam' | 'bauhaus';
  fallback?: ReactNode;
}) => (
  <Suspense
    fallback={
      fallback === undefined ? (
        <span
          className={`avatar-initials ${className ?? ''}`.trim()}
          data-initials={initialsOf(name)}
          aria-hidden="true"
        />
      ) : (
        fallback
      )
    }
  >
    <DrawnAvatar seed={seed} colour={colour} variant={variant} size={size} className={className} />
  </Suspense>
);
