import { useStore } from '@nanostores/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Brand } from '../components/brand.tsx';
import { i18n } from '../lib/i18n/i18n.ts';
import { navWords } from '../lib/i18n/nav-words.ts';

/**
 * People and Content live at the paths the spec's route table names (`/dashboard/index-x`,
 * `/dashboard/index-old`, "dashboard variant"), so those links keep them; the labels say what is
 * there.
 */
const SECTIONS = [
  { to: '/dashboard', label: 'overview', icon: 'overview', exact: true },
  { to: '/dashboard/index-x', label: 'people', icon: 'people' },
  { to: '/dashboard/index-old', label: 'content', icon: 'content' },
  { to: '/dashboard/events', label: 'events', icon: 'events' },
  { to: '/dashboard/companies', label: 'companies', icon: 'companies' },
  { to: '/dashboard/theme', label: 'theme', icon: 'theme' },
  { to: '/dashboard/bingo', label: 'bingo', icon: 'bingo' },
  { to: '/dashboard/agenda', label: 'agenda', icon: 'agenda' },
  { to: '/dashboard/attendance', label: 'attendance', icon: 'events' },
  { to: '/dashboard/meetings', label: 'meetings', icon: 'events' },
  { to: '/dashboard/prizes', label: 'prizes', icon: 'prizes' },
  { to: '/dashboard/export', label: 'importExport', icon: 'import-export' },
  { to: '/dashboard/audit', label: 'audit', icon: 'audit' },
] as const;

const messages = i18n('consoleLayout', {
  note: 'Organiser dashboard',
  navLabel: 'Dashboard',
  overview: 'Overview',
  people: 'People',
  content: 'Content',
  events: 'Events and teams',
  companies: 'Companies',
  theme: 'Theme',
  bingo: 'Network bingo',
  agenda: 'Agenda',
  attendance: 'Session attendance',
  meetings: 'Meetings',
  prizes: 'Prize desk',
  importExport: 'Import and export',
  audit: 'Audit log',
});

/**
 * The dashboard layout: the organiser's sections in a side navigation (a row that wraps on a
 * phone), and the event the console works on.
 */
export const ConsoleLayout = ({ picker, children }: { picker: ReactNode; children: ReactNode }) => {
  const t = useStore(messages);
  const nav = useStore(navWords);
  return (
    <div className="shell dashboard-shell">
      <header className="shell-header">
        <Brand />
        <span className="header-note">{t.note}</span>
        {picker}
      </header>
      <div className="dashboard-body">
        <nav aria-label={t.navLabel} className="side-nav">
          {SECTIONS.map((section) => (
            <Link
              key={section.to}
              to={section.to}
              activeOptions={{ exact: 'exact' in section, includeSearch: false }}
              data-icon={section.icon}
            >
              {t[section.label]}
            </Link>
          ))}
          <Link to="/" data-icon="back">
            {nav.backToEvent}
          </Link>
        </nav>
        <main className="shell-main">{children}</main>
      </div>
    </div>
  );
};
