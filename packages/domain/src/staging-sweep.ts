/**
 * Organisers' pictures wait in the uploader's staging folder (storagePaths.staged) until the
 * server publishes them (adminPublishPicture), which removes the file. One the server refused (a
 * revoked organiser's, bytes that are no picture) or never asked to publish would stay for good:
 * the scheduled sweep deletes every staged file last written more than STAGED_MAX_AGE_MS ago. An
 * organiser publishes a picture within seconds of uploading it, so an hour takes nobody's.
 */
export const STAGED_MAX_AGE_MS = 60 * 60_000;

/** The folder every staged file is under. */
export const STAGING_PREFIX = 'staging/';

/** A stored file as the sweep lists it: its path and when it was last written (ms). */
export type StagedFile = { readonly name: string; readonly updated: number };

/**
 * The staged files to delete at `now`: those under the staging folder last written more than
 * STAGED_MAX_AGE_MS ago. A file whose time cannot be read (NaN) is kept: the next run sees it again.
 */
export const stagedToSweep = (files: readonly StagedFile[], now: number): string[] =>
  files
    .filter((f) => f.name.startsWith(STAGING_PREFIX) && now - f.updated > STAGED_MAX_AGE_MS)
    .map((f) => f.name);
