import Avatar from 'boring-avatars';
import { avatarPalette } from './avatar-palette.ts';

/**
 * The drawing itself, loaded on its own (person-avatar.tsx and the boards import it lazily) so the
 * library never weighs on a first visit. Decorative: the name beside it says who it is.
 */
export default function DrawnAvatar({
  seed,
  colour,
  variant = 'beam',
  className,
}: {
  seed: string;
  /** The person's (their team's) colour name; the palette is drawn around it. */
  colour: string | undefined;
  variant?: 'beam' | 'bauhaus' | undefined;
  /** Sizes the drawing (its CSS width and height), and places it. */
  className?: string | undefined;
}) {
  return (
    <Avatar
      name={seed}
      colors={[...avatarPalette(colour)]}
      variant={variant}
      square={variant === 'bauhaus'}
      className={className}
      aria-hidden="true"
      focusable="false"
      data-avatar={variant}
      data-testid="drawn-avatar"
    />
  );
}
