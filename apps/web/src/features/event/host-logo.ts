import { storagePaths } from '@engage/domain/store/storage';

/**
 * Where the logo of an event's host is looked for, in order: the event's own customer logo (the
 * spec's `media/{event}/customer_logo.png`), then the logo the organisers gave the customer
 * company in the console (`companies/{id}/logo.png`, so one upload shows on every event of the
 * company), then the deployment's placeholder logo. The first path is StoredImage's `path`, the
 * rest its `orPaths`.
 */
export const hostLogoPaths = (
  eventId: string,
  customerId: string | undefined,
): { readonly path: string; readonly orPaths: readonly string[] } => ({
  path: storagePaths.customerLogo(eventId),
  orPaths: [
    ...(customerId === undefined ? [] : [storagePaths.companyLogo(customerId)]),
    storagePaths.placeholderLogo(),
  ],
});
