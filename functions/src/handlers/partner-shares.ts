import {
  FULL_RATE,
  type PartnerRate,
  releasePartnerAward,
  takePartnerAward,
} from '@engage/domain/partner-awards';
import { type PartnerLog, userNodes } from '@engage/domain/store/users';
import { commit, commitClaim } from '@engage/server/commit';
import { context, type Deps } from '@engage/server/deps';
import { read } from '@engage/server/read';

/** One side of a per-partner award: its key and public id. */
type Side = { readonly key: string; readonly profile: { readonly publicId: string } };
/** A side with its partner log as read. */
type LoggedSide = Side & { readonly log: PartnerLog | null };

/** One side's partner log: a handler reads both sides' at once with the rest of its reads. */
export const partnerLogOf = (deps: Deps, key: string): Promise<PartnerLog | null> =>
  read(deps, userNodes.partnerLog(key));

type Shares = {
  /** The share a side is paid (in full for a side that was not taken). */
  readonly rateOf: (key: string) => PartnerRate;
  /** Gives back what was taken, when the award then does not happen. */
  readonly release: () => Promise<void>;
};

/**
 * The partner rule's share of each paid side of one award between two attendees, taken before
 * the award's own claim, each in a transaction on the side's own partner log (takePartnerAward);
 * the partner's log, as read, says which partners the two share.
 */
export const takeShares = async (
  deps: Deps,
  between: readonly [LoggedSide, LoggedSide],
  paid: readonly Side[],
): Promise<Shares> => {
  const ctx = context(deps);
  const [a, b] = between;
  const taken = await Promise.all(
    paid.map(async (side) => {
      const partner = side.key === a.key ? b : a;
      const id = ctx.newId();
      const rate = await commitClaim(deps, userNodes.partnerLog(side.key), (log) =>
        takePartnerAward(
          log,
          side.profile.publicId,
          { publicId: partner.profile.publicId, met: partner.log?.met },
          id,
          ctx.now,
        ),
      );
      return { key: side.key, partner: partner.profile.publicId, id, rate };
    }),
  );
  return {
    rateOf: (key) => taken.find((t) => t.key === key)?.rate ?? FULL_RATE,
    release: async () => {
      await Promise.all(
        taken.map((t) => commit(deps, releasePartnerAward(t.key, t.partner, t.id))),
      );
    },
  };
};
