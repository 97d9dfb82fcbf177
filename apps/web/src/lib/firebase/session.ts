import { FirebaseError } from 'firebase/app';
import {
  createUserWithEmailAndPassword,
  deleteUser,
  signOut as firebaseSignOut,
  getIdTokenResult,
  onAuthStateChanged,
  sendEmailVerification,
  signInWithCustomToken,
  signInWithEmailAndPassword,
  updateProfile,
} from 'firebase/auth';
import { auth } from './auth-client.ts';

export type SessionUser = {
  readonly uid: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
};

const toUser = (
  user: { uid: string; email: string | null; emailVerified: boolean } | null,
): SessionUser | null =>
  user === null ? null : { uid: user.uid, email: user.email, emailVerified: user.emailVerified };

/** The signed-in user once Auth has restored its state (null when nobody is signed in). */
export const currentSession = (): Promise<SessionUser | null> =>
  new Promise((resolve) => {
    const stop = onAuthStateChanged(auth(), (user) => {
      stop();
      resolve(toUser(user));
    });
  });

export const watchSession = (onChange: (user: SessionUser | null) => void): (() => void) =>
  onAuthStateChanged(auth(), (user) => onChange(toUser(user)));

/** Auth error codes the forms explain; anything else is rethrown. */
/** Catalogue codes for the Auth refusals the forms explain (an existing email is `duplicate-user`). */
export type AuthProblem =
  | 'duplicate-user'
  | 'wrong-credentials'
  | 'weak-password'
  | 'invalid-email';
export class AuthFailure extends Error {
  override readonly name = 'AuthFailure';
  constructor(readonly code: AuthProblem) {
    super(code);
  }
}

const explain = (error: unknown): never => {
  if (error instanceof FirebaseError) {
    if (error.code === 'auth/email-already-in-use') throw new AuthFailure('duplicate-user');
    if (error.code === 'auth/invalid-email') throw new AuthFailure('invalid-email');
    if (error.code === 'auth/weak-password') throw new AuthFailure('weak-password');
    if (
      [
        'auth/invalid-credential',
        'auth/wrong-password',
        'auth/user-not-found',
        'auth/invalid-login-credentials',
      ].includes(error.code)
    ) {
      throw new AuthFailure('wrong-credentials');
    }
  }
  throw error;
};

export const createAccount = async (
  email: string,
  password: string,
  name: string,
): Promise<SessionUser> => {
  const credential = await createUserWithEmailAndPassword(auth(), email, password).catch(explain);
  await updateProfile(credential.user, { displayName: name });
  await sendEmailVerification(credential.user);
  return { uid: credential.user.uid, email: credential.user.email, emailVerified: false };
};

/** Undoes an account whose profile could not be created (limit reached), so the email is free again. */
export const discardAccount = async (): Promise<void> => {
  const user = auth().currentUser;
  if (user !== null) await deleteUser(user);
};

export const signIn = async (email: string, password: string): Promise<SessionUser> => {
  const credential = await signInWithEmailAndPassword(auth(), email, password).catch(explain);
  return {
    uid: credential.user.uid,
    email: credential.user.email,
    emailVerified: credential.user.emailVerified,
  };
};

export const signInWithToken = async (token: string): Promise<void> => {
  await signInWithCustomToken(auth(), token);
};

export const signOut = (): Promise<void> => firebaseSignOut(auth());

export const resendVerification = async (): Promise<void> => {
  const user = auth().currentUser;
  if (user !== null) await sendEmailVerification(user);
};

/**
 * The signed-in account's organiser claim (`*`, `|e:…|c:…|`, or null), read from its ID token.
 * `refresh` asks Auth for a new token first: a grant takes effect without signing in again.
 * Showing or hiding the console follows it; the server checks the same claim on every call.
 */
export const organiserClaim = async (refresh = false): Promise<string | null> => {
  // A session restored from the offline cache is known before Auth has restored its user: wait
  // for Auth, or an organiser would read as nobody and be sent away from the console.
  await auth().authStateReady();
  const user = auth().currentUser;
  if (user === null) return null;
  const claim = (await getIdTokenResult(user, refresh)).claims.organiser;
  return typeof claim === 'string' ? claim : null;
};
