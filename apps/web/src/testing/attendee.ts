import { testDatabase } from './database.ts';
import { signedInAs } from './signed-in.ts';

/** Ann, a registered attendee of the summit; her node is where the game screens read. */
export const ANN = { uid: 'uid-ann', key: 'ann_key', email: 'ann@example.com' } as const;
export const EVENT_ID = 'summit';

type Node = { readonly [key: string]: unknown };

/**
 * A database with Ann signed up for the summit at `level` with `points`, and whatever else her
 * node holds (`mine`: games, badges, notifications) and the rest of the tree (`rest`).
 */
export const annTree = ({
  level = 0,
  points = 0,
  mine = {},
  rest = {},
}: {
  level?: number;
  points?: number;
  mine?: Node;
  rest?: Node;
} = {}): Node => {
  const games = (mine.games ?? {}) as Node;
  return {
    uids: { [ANN.uid]: ANN.key },
    users: {
      [ANN.key]: {
        ...mine,
        metadata: {
          uid: ANN.uid,
          name: 'Ann',
          email: ANN.email,
          eventId: EVENT_ID,
          teamName: 'Red',
          color: 'teal',
          level,
          isAdmin: false,
          publicId: 'pub-ann',
        },
        games: { ...games, act04: { totalPoints: points } },
      },
    },
    events: { [EVENT_ID]: { metadata: { name: 'Summit' } } },
    ...rest,
  };
};

/** Serves `tree` for the current test; returns the database to change and inspect. */
export const serveDatabase = (tree: Node) => {
  testDatabase.reset(tree);
  return testDatabase;
};

/** Ann signs in (through the Auth SDK, answered by msw) for the tests of the file. */
export const signedInAsAnn = (): void => signedInAs(ANN.uid, ANN.email);
