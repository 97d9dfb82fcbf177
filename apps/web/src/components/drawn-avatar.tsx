import Avatar from 'boring-avatars';

/**
 * The drawing itself, loaded on its own (person-avatar.tsx imports it lazily) so the library never
 * weighs on a first visit. Decorative: the name beside it says who it is.
 */
export default function DrawnAvatar({
  seed,
  colours,
  variant,
  size,
  className,
}: {
  seed: string;
  colours: readonly string[];
  variant: 'beam' | 'bauhaus';
  size: number;
  className?: string | undefined;
}) {
  return (
    <Avatar
      name={seed}
      colors={[...colours]}
      variant={variant}
      size={size}
      square={variant === 'bauhaus'}
      className={className}
      aria-hidden="true"
      focusable="false"
      data-avatar={variant}
      data-testid="drawn-avatar"
    />
  );
}
