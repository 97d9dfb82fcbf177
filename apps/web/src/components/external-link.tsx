import type { ReactNode } from 'react';
import { navigateTo } from '../lib/resilience/navigation.ts';

/** The one way the app sends a user to another site: it says so, with the external flag. */
export const ExternalLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <a
    href={href}
    rel="noopener noreferrer"
    onClick={(event) => {
      event.preventDefault();
      navigateTo(href, { external: true });
    }}
  >
    {children}
  </a>
);
