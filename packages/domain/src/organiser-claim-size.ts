import { accept, type Plan, refuse } from './plan.ts';

/** Firebase refuses custom claims whose JSON is over 1000 bytes (its Auth emulator too). */
export const CLAIMS_MAX_BYTES = 1000;

const utf8Bytes = (text: string): number => {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    // A surrogate is half of a 4-byte character.
    bytes += unit < 0x80 ? 1 : unit < 0x800 || (unit >= 0xd800 && unit < 0xe000) ? 2 : 3;
  }
  return bytes;
};

/** Whether an account's claims, its organiser claim set to `claim`, fit in a sign-in token. */
export const claimFits = (
  claims: Readonly<Record<string, unknown>>,
  claim: string | null,
): boolean => {
  const { organiser: _previous, ...others } = claims;
  const next = claim === null ? others : { ...others, organiser: claim };
  return utf8Bytes(JSON.stringify(next)) <= CLAIMS_MAX_BYTES;
};

/**
 * Every claim a change would set must fit, or the change is refused before anything is written:
 * the database and the accounts would disagree if the index were written and the claim not.
 */
export const decideClaimsFit = (
  accounts: readonly {
    readonly claims: Readonly<Record<string, unknown>>;
    readonly claim: string | null;
  }[],
): Plan<true> =>
  accounts.every(({ claims, claim }) => claimFits(claims, claim))
    ? accept(true)
    : refuse(
        'organiser-rights-full',
        `a sign-in token holds at most ${CLAIMS_MAX_BYTES} bytes of rights: take away events or companies they no longer need first`,
      );
