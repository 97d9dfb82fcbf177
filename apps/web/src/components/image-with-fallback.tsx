import { useEffect, useState } from 'react';
import { PersonAvatar } from './person-avatar.tsx';

/** Served by the app itself, so a missing or unreachable stored image still shows something. */
export const DEFAULT_LOGO = '/favicon.svg';
export const DEFAULT_LANDING_IMAGE = '/landing.svg';

type Shown = { readonly src: string; readonly state: 'resolving' | 'stored' | 'fallback' };

const firstFound = async (paths: readonly string[]): Promise<string> => {
  const { downloadUrl } = await import('../lib/firebase/files.ts');
  let failure: unknown = new Error('no stored image to try');
  for (const path of paths) {
    try {
      return await downloadUrl(path);
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
};

/**
 * A stored image by its storage path, else the first of `orPaths` that exists (the placeholder
 * logo a customer's logo falls back to), else the app's own default logo or landing image (spec
 * section 8). While the address resolves the image is transparent, not the fallback, so a stored
 * picture does not flash the default first; `data-state` says which one shows (tests wait on it).
 * The Storage SDK loads with the first image.
 */
export const StoredImage = ({
  path,
  orPaths = [],
  alt,
  className,
  fallback = DEFAULT_LOGO,
  width,
  height,
  version,
  avatar,
}: {
  path: string | undefined;
  orPaths?: readonly string[];
  alt: string;
  className?: string;
  fallback?: string;
  width?: number;
  height?: number;
  /**
   * The stored file's version when it is overwritten under the same name (a published photo):
   * part of the address, so a browser never shows the cached picture it replaced.
   */
  version?: number;
  /**
   * Whose picture it is: when nothing is stored (or it fails to load), their avatar is drawn in
   * its place and size (PersonAvatar, decorative) instead of the fallback picture.
   */
  avatar?: Parameters<typeof PersonAvatar>[0];
}) => {
  const [shown, setShown] = useState<Shown>({ src: fallback, state: 'resolving' });
  const tries = path === undefined ? [] : [path, ...orPaths];
  const key = tries.join('\n');
  useEffect(() => {
    let live = true;
    const paths = key === '' ? [] : key.split('\n');
    if (paths.length === 0) setShown({ src: fallback, state: 'fallback' });
    else {
      setShown({ src: fallback, state: 'resolving' });
      firstFound(paths).then(
        (url) =>
          live &&
          setShown({
            src: version === undefined ? url : `${url}&v=${version}`,
            state: 'stored',
          }),
        () => live && setShown({ src: fallback, state: 'fallback' }),
      );
    }
    return () => {
      live = false;
    };
  }, [key, fallback, version]);
  if (avatar && shown.state === 'fallback')
    return <PersonAvatar {...avatar} className={className} />;
  return (
    <img
      src={shown.src}
      alt={alt}
      className={className}
      width={width}
      height={height}
      data-state={shown.state}
      onError={() => setShown({ src: fallback, state: 'fallback' })}
    />
  );
};
