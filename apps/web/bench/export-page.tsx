import { createRoot } from 'react-dom/client';
import { ExportPanel } from '../src/features/console/export-panel.tsx';

/**
 * The console's export panel alone, built as the app is built, for the export benchmark: the
 * same buttons, readers and CSV stream as /dashboard/export, without the sign-in and the guard
 * around it (the benchmark's database lets anyone read). `?event=` names the event.
 */
const root = document.getElementById('root');
const eventId = new URLSearchParams(location.search).get('event');
if (root === null || eventId === null) throw new Error('the page needs #root and ?event=');
createRoot(root).render(<ExportPanel eventId={eventId} />);
