import { useEffect, useState } from 'react';

export const DEFAULT_LOGO = '/favicon.svg';
export const DEFAULT_LANDING_IMAGE = '/landing.svg';

/**
 * A stored image by its storage path; when it cannot be found or fails to load, the default logo
 * or landing image (spec section 8) shows instead. The Storage SDK loads with the first image.
 */
export const StoredImage = ({
  path,
  alt,
  className,
  fallback = DEFAULT_LOGO,
}: {
  path: string | undefined;
  alt: string;
  className?: string;
  fallback?: string;
}) => {
  const [src, setSrc] = useState<string>(fallback);
  useEffect(() => {
    let live = true;
    if (path === undefined) setSrc(fallback);
    else
      import('../lib/firebase/files.ts')
        .then(({ downloadUrl }) => downloadUrl(path))
        .then(
          (url) => live && setSrc(url),
          () => live && setSrc(fallback),
        );
    return () => {
      live = false;
    };
  }, [path, fallback]);
  return <img src={src} alt={alt} className={className} onError={() => setSrc(fallback)} />;
};
