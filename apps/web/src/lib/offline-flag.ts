/**
 * Set while the offline cache (offline-cache.ts) holds something: read at start, without opening
 * IndexedDB or loading that module, so a first visit does neither.
 */
export const OFFLINE_CACHE_FLAG = 'engage.offlineCache';

export const mayHaveOfflineCache = (): boolean => {
  try {
    return localStorage.getItem(OFFLINE_CACHE_FLAG) !== null;
  } catch {
    return false;
  }
};
