/**
 * Only secure web links (https) are stored and followed: `http:` (readable and changeable on the
 * way), `javascript:`, `data:` and the like are refused. Its own module, free of the schema
 * library: the first visit's screens check links with it.
 */
export const isWebUrl = (url: string): boolean => /^https:\/\/[^\s/]/i.test(url);
