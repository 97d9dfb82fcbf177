import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Brand } from '../components/brand.tsx';

/**
 * People and Content live at the paths the spec's route table names (`/dashboard/index-x`,
 * `/dashboard/index-old`, "dashboard variant"), so those links keep them; the labels say what is
 * there.
 */
const SECTIONS = [
  { to: '/dashboard', label: 'Overview', icon: 'overview', exact: true },
  { to: '/dashboard/index-x', label: 'People', icon: 'people' },
  { to: '/dashboard/index-old', label: 'Content', icon: 'content' },
  { to: '/dashboard/events', label: 'Events and teams', icon: 'events' },
  { to: '/dashboard/companies', label: 'Companies', icon: 'companies' },
  { to: '/dashboard/theme', label: 'Theme', icon: 'theme' },
  { to: '/dashboard/bingo', label: 'Network bingo', icon: 'bingo' },
  { to: '/dashboard/prizes', label: 'Prize desk', icon: 'prizes' },
  { to: '/dashboard/export', label: 'Import and export', icon: 'import-export' },
  { to: '/dashboard/audit', label: 'Audit log', icon: 'audit' },
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
            data-icon={section.icon}
          >
            {section.label}
          </Link>
        ))}
        <Link to="/" data-icon="back">
          Back to the event
        </Link>
      </nav>
      <main className="shell-main">{children}</main>
    </div>
  </div>
);
