import type { CallableRequest } from '@engage/domain/contract';

/**
 * A registration under way, kept in this browser (never the password) until it ends: the app
 * carries it on by itself when the address is confirmed, or when the person comes back signed in
 * to the account it was started with, instead of asking for the same details again.
 */
type SavedRegistration = {
  readonly uid: string;
  readonly input: CallableRequest<'register'>;
};

const KEY = 'engage.registration';

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

export const saveRegistration = (saved: SavedRegistration): void => {
  storage()?.setItem(KEY, JSON.stringify(saved));
};

export const forgetRegistration = (): void => {
  storage()?.removeItem(KEY);
};

/** The registration this browser started for `uid`, if any. */
export const savedRegistration = (uid: string): SavedRegistration | null => {
  try {
    const saved = JSON.parse(storage()?.getItem(KEY) ?? 'null') as SavedRegistration | null;
    return saved?.uid === uid && typeof saved.input?.eventId === 'string' ? saved : null;
  } catch {
    return null;
  }
};
