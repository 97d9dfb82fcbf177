import { isWebUrl } from '@engage/domain/web-url';
import { DomainError } from '@engage/domain/errors';

/**
 * Leaves the app only when the caller says so: a link to another origin without
 * `{ external: true }` throws, so a URL from data can never send a user elsewhere by accident;
 * and only to a secure web address: `http:`, `javascript:`, `data:` or any other scheme throws even
 * with the flag, so a link an organiser typed can never run script in an attendee's session nor be
 * read or changed on the way. The app's own pages are always reachable, over whatever it is served
 * on (the dev stack serves it over http).
 */
export const navigateTo = (
  url: string,
  options: { readonly external?: boolean } = {},
  win: Window = window,
): void => {
  const target = new URL(url, win.location.href);
  const inApp = target.origin === win.location.origin && target.origin !== 'null';
  if (!inApp && !isWebUrl(target.href)) throw new DomainError('unsafe-link', target.protocol);
  if (target.origin !== win.location.origin && options.external !== true) {
    throw new DomainError('external-navigation', target.origin);
  }
  win.location.assign(target.href);
};
