/**
 * Whether Auth may have a signed-in user to restore on this device, answered from where its
 * persistence keeps one (a `firebase:authUser:` key in IndexedDB's `firebaseLocalStorageDb`, in
 * localStorage or in sessionStorage) without loading the SDK: a first-time visitor's phone then
 * neither downloads nor runs Auth (about a quarter of the first visit's JavaScript) before they
 * start to sign in. Unsure means yes, so a stored session is never missed.
 */
const USER_KEY = 'firebase:authUser:';
const DATABASE = 'firebaseLocalStorageDb';
const STORE = 'firebaseLocalStorage';

const inWebStorage = (storage: Storage): boolean => {
  for (let index = 0; index < storage.length; index += 1)
    if (storage.key(index)?.startsWith(USER_KEY)) return true;
  return false;
};

const inIndexedDb = (): Promise<boolean> =>
  new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(true);
    const opening = indexedDB.open(DATABASE);
    // No such database: nothing stored. Aborting the upgrade leaves none behind for the SDK.
    opening.onupgradeneeded = () => {
      resolve(false);
      opening.transaction?.abort();
    };
    opening.onerror = () => resolve(true);
    opening.onblocked = () => resolve(true);
    opening.onsuccess = () => {
      const db = opening.result;
      try {
        const keys = db.transaction(STORE, 'readonly').objectStore(STORE).getAllKeys();
        keys.onsuccess = () => {
          db.close();
          resolve(keys.result.some((key) => String(key).startsWith(USER_KEY)));
        };
        keys.onerror = () => {
          db.close();
          resolve(true);
        };
      } catch {
        db.close();
        resolve(true);
      }
    };
  });

export const mayHaveStoredSession = async (): Promise<boolean> => {
  try {
    if (inWebStorage(localStorage) || inWebStorage(sessionStorage)) return true;
  } catch {
    return true;
  }
  return inIndexedDb();
};

let wanted: Promise<void> | undefined;

/**
 * Resolves when Auth is worth loading: at once when a session may be stored, otherwise at the
 * visitor's first touch, key or focus (they are about to sign in, so the SDK is ready by the time
 * they submit) or when the tab is shown again (another tab may have signed in meanwhile).
 */
export const whenSessionMatters = (): Promise<void> => {
  wanted ??= mayHaveStoredSession().then(
    (stored) =>
      new Promise<void>((resolve) => {
        if (stored || typeof window === 'undefined') return resolve();
        const events = ['pointerdown', 'keydown', 'focusin', 'visibilitychange'] as const;
        const go = () => {
          for (const event of events) window.removeEventListener(event, go, true);
          resolve();
        };
        for (const event of events) window.addEventListener(event, go, true);
      }),
  );
  return wanted;
};
