import { createRoot } from 'react-dom/client';
import { ImportPanel } from '../src/features/console/import-panel.tsx';

/**
 * The console's import panel alone, built as the app is built, for the import benchmark: the
 * same file input, CSV reader and preview as /dashboard/import, without the sign-in and the guard
 * around it (the benchmark's database lets anyone read). `?event=` names the event.
 */
const root = document.getElementById('root');
const eventId = new URLSearchParams(location.search).get('event');
if (root === null || eventId === null) throw new Error('the page needs #root and ?event=');
createRoot(root).render(<ImportPanel eventId={eventId} />);
