import type { compileStorageRules } from '../rules/storage-rules.ts';
import type { ObjectStore } from './object-store.ts';
import type { ResumableUploads } from './resumable.ts';

/** What both APIs serve from: the objects, the uploads under way, the rules, the server's origin. */
export type StorageContext = {
  readonly objects: ObjectStore;
  readonly uploads: ResumableUploads;
  readonly rules: () => ReturnType<typeof compileStorageRules>;
  /** `http://host:port` once the server listens, for the links and upload URLs it hands out. */
  readonly origin: () => string;
  readonly maxUploadBytes: number;
};

/** The most a metadata body (JSON) may weigh. */
export const METADATA_LIMIT = 1024 * 1024;
