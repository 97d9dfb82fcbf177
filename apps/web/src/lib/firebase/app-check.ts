import { env } from '../../env.ts';
import { firebaseApp } from './app.ts';

let ready: Promise<void> | undefined;

/**
 * App Check, when the deploy gives a reCAPTCHA Enterprise site key: the deployed functions refuse
 * calls without its token (see README). Loaded only then, before the first call; the dev stack
 * and tests have no key and skip it.
 */
export const appCheckReady = (): Promise<void> => {
  const siteKey = env.VITE_APP_CHECK_SITE_KEY;
  ready ??=
    siteKey === undefined || siteKey === ''
      ? Promise.resolve()
      : import('firebase/app-check').then(({ initializeAppCheck, ReCaptchaEnterpriseProvider }) => {
          initializeAppCheck(firebaseApp(), {
            provider: new ReCaptchaEnterpriseProvider(siteKey),
            isTokenAutoRefreshEnabled: true,
          });
        });
  return ready;
};
