import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Brand } from '../components/brand.tsx';

/** The dashboard layout: the organiser's sections in a side navigation. */
export const DashboardLayout = ({ children }: { children: ReactNode }) => (
  <div className="shell dashboard-shell">
    <header className="shell-header">
      <Brand />
      <span className="header-note">Organiser dashboard</span>
    </header>
    <div className="dashboard-body">
      <nav aria-label="Dashboard" className="side-nav">
        <Link to="/dashboard" activeOptions={{ exact: true }}>
          Overview
        </Link>
        <Link to="/dashboard/index-x">Users and points</Link>
        <Link to="/dashboard/index-old">Content</Link>
        <Link to="/">Back to the event</Link>
      </nav>
      <main className="shell-main">{children}</main>
    </div>
  </div>
);
