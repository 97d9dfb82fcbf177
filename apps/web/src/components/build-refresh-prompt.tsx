import { useEffect, useState } from 'react';
import { reloadToNewBuild, watchForUpdate } from '../lib/resilience/build-refresh.ts';

/** Offers a reload when a newer build has been deployed since this tab loaded. */
export const BuildRefreshPrompt = ({
  watch = watchForUpdate,
}: {
  watch?: typeof watchForUpdate;
}) => {
  const [newBuild, setNewBuild] = useState<string | null>(null);
  useEffect(() => watch(setNewBuild), [watch]);
  if (newBuild === null) return null;
  return (
    <div role="alert" className="refresh-prompt" data-tone="warning">
      A new version of the app is available.{' '}
      <button type="button" onClick={reloadToNewBuild}>
        Reload
      </button>
    </div>
  );
};
