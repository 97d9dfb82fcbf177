import { params } from '@nanostores/i18n';
import { i18n } from '../../lib/i18n/i18n.ts';

const words = i18n('ledgerWhy', {
  gone: 'Bought a prize no longer offered',
  bought: params('Bought “{name}”'),
});

/** The prize a purchase's ledger entry charged for (its reason is `buy-{prizeId}`), else none. */
export const purchasedPrize = (entry: {
  readonly reason: string;
  readonly kind?: string | undefined;
}): string | undefined =>
  entry.kind === 'purchase' && entry.reason.startsWith('buy-')
    ? entry.reason.slice('buy-'.length)
    : undefined;

/**
 * Why a ledger entry moved the points, for reading: a purchase by the prize's name (the stored
 * reason names its id), else the reason as stored.
 */
export const ledgerWhyWords = (
  entry: { readonly reason: string; readonly kind?: string | undefined },
  prizeName: (prizeId: string) => string | null | undefined,
): string => {
  const prizeId = purchasedPrize(entry);
  if (prizeId === undefined) return entry.reason;
  const name = prizeName(prizeId);
  return name === null || name === undefined || name.trim() === ''
    ? words.get().gone
    : words.get().bought({ name: name.trim() });
};
