import type { ChangeEvent } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import type { FormMessage } from '../../lib/messages.ts';

/**
 * An import's file picker: the CSV file field (off while the file is read or sent), what made the
 * file unreadable in words, and the server's refusal.
 */
export const CsvFileField = ({
  id,
  label,
  busy,
  onFile,
  fileError,
  message,
}: {
  id: string;
  label: string;
  busy: boolean;
  onFile: (e: ChangeEvent<HTMLInputElement>) => void;
  fileError: string | null;
  message: FormMessage | null;
}) => (
  <>
    <label htmlFor={id}>{label}</label>
    <input id={id} type="file" accept=".csv,text/csv" onChange={onFile} disabled={busy} />
    {fileError === null ? null : (
      <p role="alert" className="form-error">
        {fileError}
      </p>
    )}
    <FormAlert message={message} />
  </>
);
