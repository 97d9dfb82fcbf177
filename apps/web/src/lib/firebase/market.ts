import { marketNodes } from '@engage/domain/store/market';
import { onValue, ref } from 'firebase/database';
import { db } from './database-client.ts';

export type Prize = {
  readonly id: string;
  readonly name: string;
  readonly cost: number;
  readonly stock: number;
  readonly image?: string;
};

export const watchPrizes = (eventId: string, onChange: (prizes: Prize[]) => void): (() => void) =>
  onValue(ref(db(), marketNodes.prizes(eventId)), (snapshot) => {
    const raw = (snapshot.val() ?? {}) as Record<string, Omit<Prize, 'id'>>;
    onChange(
      Object.entries(raw)
        .map(([id, prize]) => ({ id, ...prize }))
        .sort((a, b) => a.cost - b.cost),
    );
  });
