import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Brand } from '../components/brand.tsx';

/**
 * People and Content live at the paths the spec's route table names (`/dashboard/index-x`,
 * `/dashboard/index-old`, "dashboard variant"), so those links keep them; the labels say what is
 * there.
 */
const SECTIONS = [
  { to: '/dashboard', label: 'Overview', exact: true },
  { to: '/dashboard/index-x', label: 'People' },
  { to: '/dashboard/index-old', label: 'Content' },
  { to: '/dashboard/events', label: 'Events and teams' },
  { to: '/dashboard/companies', label: 'Companies' },
  { to: '/dashboard/theme', label: 'Theme' },
  { to: '/dashboard/prizes', label: 'Prize desk' },
  { to: '/dashboard/export', label: 'Import and export' },
  { to: '/dashboard/audit', label: 'Audit log' },
] as const;

/**
 * The dashboard layout: the organiser's sections in a side navigation (a row that wraps on a
 * phone), and the event the console works on.
 */
export const ConsoleLayout = ({ picker, children }: { picker: ReactNode; children: ReactNode }) => (
  <div className="shell dashboard-shell">
    <header className="shell-header">
      <Brand />
      <span className="header-note">Organiser dashboard</span>
      {picker}
    </header>
    <div className="dashboard-body">
      <nav aria-label="Dashboard" className="side-nav">
        {SECTIONS.map((section) => (
          <Link
            key={section.to}
            to={section.to}
            activeOptions={{ exact: 'exact' in section, includeSearch: false }}
          >
            {section.label}
          </Link>
        ))}
        <Link to="/">Back to the event</Link>
      </nav>
      <main className="shell-main">{children}</main>
    </div>
  </div>
);
