import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { FileUpload, ORGANISER_PICTURE_LIMIT } from '../../components/file-upload.tsx';
import { StoredImage } from '../../components/image-with-fallback.tsx';
import { uploadOrganiserPicture } from '../../lib/firebase/organiser-files.ts';
import { i18n } from '../../lib/i18n/i18n.ts';

const words = i18n('pictureField', { current: params('{label} (current)') });

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
  const t = useStore(words);
  return (
    <div>
      <StoredImage
        path={shown}
        version={version}
        alt={t.current({ label })}
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
