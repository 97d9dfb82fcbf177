import { useState } from 'react';
import { FileUpload, ORGANISER_PICTURE_LIMIT } from '../../components/file-upload.tsx';
import { StoredImage } from '../../components/image-with-fallback.tsx';
import { uploadOrganiserPicture } from '../../lib/firebase/organiser-files.ts';

/**
 * An organiser's picture in a console form: what is stored now (`shown`, else `fallback`) and an
 * upload to `path` with progress, reported to the audit log (uploadOrganiserPicture). Each upload
 * is a new version of the same path, so the preview reloads it at once.
 */
export const PictureField = ({
  label,
  path,
  shown,
  fallback,
  onUploaded,
}: {
  label: string;
  path: string;
  shown: string | undefined;
  fallback?: string;
  onUploaded?: (path: string) => void;
}) => {
  const [version, setVersion] = useState(0);
  return (
    <div>
      <StoredImage
        path={shown}
        version={version}
        alt={`${label} (current)`}
        className="thumb"
        fallback={fallback}
      />
      <FileUpload
        label={label}
        accept="image/png,image/jpeg,image/webp"
        limit={ORGANISER_PICTURE_LIMIT}
        start={(file, onProgress) => uploadOrganiserPicture(path, file, onProgress)}
        onUploaded={(uploaded) => {
          setVersion((n) => n + 1);
          onUploaded?.(uploaded);
        }}
      />
    </div>
  );
};
