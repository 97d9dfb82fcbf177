import { marketNodes, type StoredPrize } from '@engage/domain/store/market';
import { watch } from './read.ts';

export type Prize = Pick<StoredPrize, 'name' | 'cost' | 'stock' | 'image'> & {
  readonly id: string;
};

export const watchPrizes = (eventId: string, onChange: (prizes: Prize[]) => void): (() => void) =>
  watch(marketNodes.prizes(eventId), (prizes) => {
    onChange(
      Object.entries(prizes ?? {})
        .map(([id, prize]) => ({ id, ...prize }))
        .sort((a, b) => a.cost - b.cost),
    );
  });
