import { Suspense } from 'react';
import { lazyPart } from '../lib/lazy-part.tsx';
import { initialsOf } from './initials.ts';

// The library and the palettes load with the first drawing, never with the page that shows it.
const DrawnAvatar = lazyPart(() => import('./drawn-avatar.tsx').then((module) => module.default));

/**
 * The picture of someone (or a company) with no photo: drawn by boring-avatars from a stable
 * `seed` (a public id, a speaker's or a sponsor's id, never an email) in the palette of their
 * `colour`, the same on every screen and every visit. A face (`beam`) for people, a geometric
 * mark (`bauhaus`) for companies; `className` sizes it. While the drawing's code loads, the
 * initials of `name` stand in, drawn by CSS with empty alternative text. Neither is read: the
 * name shown beside them is what a screen reader reads.
 */
export const PersonAvatar = ({
  seed,
  name,
  colour,
  className,
  variant,
}: {
  seed: string;
  name: string;
  colour?: string | undefined;
  className?: string | undefined;
  variant?: 'beam' | 'bauhaus';
}) => (
  <Suspense
    fallback={
      <span className={`avatar-initials ${className ?? ''}`} data-initials={initialsOf(name)} />
    }
  >
    <DrawnAvatar seed={seed} colour={colour} variant={variant} className={className} />
  </Suspense>
);
