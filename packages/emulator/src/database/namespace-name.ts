/**
 * Which database a request addresses, as Firebase's emulator decides it: the `ns` query parameter
 * (the SDKs always send it to an emulator's host), else the first label of a production host
 * (`<ns>.firebaseio.com`, `<ns>.<region>.firebasedatabase.app`) that reached the emulator. A
 * request with neither names no database and is refused rather than given one after its host.
 */
const PRODUCTION_HOST = /^([^.]+)\.(?:firebaseio\.com|[^.]+\.firebasedatabase\.app)$/i;

/** What a database name can be; it also names the namespace's file in an export. */
const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,62}$/;

type NamespaceName = { readonly name: string } | { readonly error: string };

export const namespaceName = (url: URL, host: string | undefined): NamespaceName => {
  const param = url.searchParams.get('ns');
  const name = param ?? PRODUCTION_HOST.exec((host ?? '').replace(/:\d+$/, ''))?.[1]?.toLowerCase();
  if (name === undefined) {
    return {
      error:
        'No database named: add ?ns=<database name> to the URL, or use a <database name>.firebaseio.com host',
    };
  }
  if (!NAME.test(name)) {
    return {
      error: `Invalid database name "${name}": use letters, digits, "-" and "_" (at most 63)`,
    };
  }
  return { name };
};
