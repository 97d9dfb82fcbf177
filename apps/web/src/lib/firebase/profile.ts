import { dbPaths } from '@engage/domain/paths';
import type { UserMetadata } from '@engage/domain/registration';
import { get, onDisconnect, onValue, ref, set, update } from 'firebase/database';
import { db } from './app.ts';

export type Profile = UserMetadata & {
  readonly photo?: string;
  readonly attendance?: 'in_person' | 'online';
};
export type Badges = Readonly<
  Record<'coins' | 'kool_badge' | 'super_networker' | 'issued_badges' | 'gifts', number>
>;
export type Me = {
  readonly key: string;
  readonly profile: Profile;
  readonly points: number;
  readonly spent: number;
  readonly badges: Badges;
};

const EMPTY_BADGES: Badges = {
  coins: 0,
  kool_badge: 0,
  super_networker: 0,
  issued_badges: 0,
  gifts: 0,
};

export const keyForUid = async (uid: string): Promise<string | null> =>
  (await get(ref(db(), dbPaths.uidIndex(uid)))).val() as string | null;

type RawUser = {
  metadata?: Profile;
  games?: { act04?: { totalPoints?: number; spentPoints?: number } };
  badges?: Partial<Badges>;
};

const toMe = (key: string, raw: RawUser | null): Me | null =>
  raw?.metadata === undefined
    ? null
    : {
        key,
        profile: raw.metadata,
        points: raw.games?.act04?.totalPoints ?? 0,
        spent: raw.games?.act04?.spentPoints ?? 0,
        badges: { ...EMPTY_BADGES, ...raw.badges },
      };

/** The signed-in user's own node (rules allow reading only one's own). */
export const fetchMe = async (uid: string): Promise<Me | null> => {
  const key = await keyForUid(uid);
  return key === null
    ? null
    : toMe(key, (await get(ref(db(), dbPaths.user(key)))).val() as RawUser | null);
};

export const watchMe = (key: string, onChange: (me: Me | null) => void): (() => void) =>
  onValue(ref(db(), dbPaths.user(key)), (snapshot) =>
    onChange(toMe(key, snapshot.val() as RawUser | null)),
  );

/** The fields rules let a user edit on their own profile. */
export type EditableProfile = {
  name: string;
  company: string;
  department: string;
  color: string;
  photo?: string;
};

export const saveProfile = (key: string, fields: EditableProfile): Promise<void> =>
  update(ref(db(), dbPaths.userMetadata(key)), fields);

export const markWelcomeSeen = (key: string): Promise<void> =>
  set(ref(db(), dbPaths.userField(key, 'welcomeVideo')), true);

/** Presence: online now, and offline through onDisconnect when the tab or the network dies. */
export const startPresence = async (key: string): Promise<void> => {
  const online = ref(db(), dbPaths.userField(key, 'isOnline'));
  await onDisconnect(online).set(false);
  await set(online, true);
};
