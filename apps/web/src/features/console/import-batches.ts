/** What a batch of an import answers: how many rows it wrote, and its refused rows. */
type BatchAnswer<R> = { readonly imported: number; readonly refused: readonly R[] };

/**
 * The accepted rows of an import sent a batch at a time (one server call each, the server judging
 * every row again), `progress` told how many went before each batch. Answers the rows imported, the
 * refusals (the preview's and the server's) by row number, and what stopped it, if anything did.
 */
export const sendInBatches = async <A, R extends { readonly row: number }>(
  accepted: readonly A[],
  size: number,
  call: (batch: readonly A[]) => Promise<BatchAnswer<R>>,
  refusedBefore: readonly R[],
  progress: (done: number) => void,
): Promise<{ imported: number; refused: R[]; failure: unknown }> => {
  const refused = [...refusedBefore];
  let imported = 0;
  let failure: unknown = null;
  try {
    for (let at = 0; at < accepted.length; at += size) {
      progress(imported);
      const answer = await call(accepted.slice(at, at + size));
      imported += answer.imported;
      refused.push(...answer.refused);
    }
  } catch (error) {
    failure = error;
  }
  refused.sort((a, b) => a.row - b.row);
  return { imported, refused, failure };
};
