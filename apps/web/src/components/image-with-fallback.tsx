import { useEffect, useState } from 'react';
import { downloadUrl } from '../lib/firebase/files.ts';

export const DEFAULT_LOGO = '/favicon.svg';

/**
 * A stored image by its storage path; when it cannot be found or fails to load, the default logo
 * (spec section 8) shows instead.
 */
export const StoredImage = ({
  path,
  alt,
  className,
}: {
  path: string | undefined;
  alt: string;
  className?: string;
}) => {
  const [src, setSrc] = useState<string>(DEFAULT_LOGO);
  useEffect(() => {
    let live = true;
    if (path === undefined) setSrc(DEFAULT_LOGO);
    else
      downloadUrl(path).then(
        (url) => live && setSrc(url),
        () => live && setSrc(DEFAULT_LOGO),
      );
    return () => {
      live = false;
    };
  }, [path]);
  return <img src={src} alt={alt} className={className} onError={() => setSrc(DEFAULT_LOGO)} />;
};
