import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { i18n } from '../lib/i18n/i18n.ts';
import { reloadToNewBuild, watchForUpdate } from '../lib/resilience/build-refresh.ts';

const messages = i18n('buildRefresh', {
  available: 'A new version of the app is available.',
  reload: 'Reload',
});

/** Offers a reload when a newer build has been deployed since this tab loaded. */
export const BuildRefreshPrompt = ({
  watch = watchForUpdate,
}: {
  watch?: typeof watchForUpdate;
}) => {
  const t = useStore(messages);
  const [newBuild, setNewBuild] = useState<string | null>(null);
  useEffect(() => watch(setNewBuild), [watch]);
  if (newBuild === null) return null;
  return (
    <div role="alert" className="refresh-prompt" data-tone="warning">
      {t.available}{' '}
      <button type="button" onClick={reloadToNewBuild}>
        {t.reload}
      </button>
    </div>
  );
};
