import { ExternalLink } from '../../components/external-link.tsx';
import { StoredImage } from '../../components/image-with-fallback.tsx';
import type { Sponsor } from '../../lib/firebase/events.ts';
import { groupSponsors, sponsorLinks, sponsorName } from './sponsor-groups.ts';

/** Sponsors by category (Gold, Silver, …), each with its logo (else a drawn mark) and name. */
export const SponsorList = ({ sponsors }: { sponsors: readonly Sponsor[] }) =>
  sponsors.length === 0 ? (
    <p>No sponsors are listed for this event.</p>
  ) : (
    <div className="sponsor-groups">
      {groupSponsors(sponsors).map((group) => (
        <section
          key={group.category}
          aria-label={`${group.category} sponsors`}
          className="sponsor-group"
        >
          <h3>{group.category}</h3>
          <ul className="cards">
            {group.sponsors.map((sponsor) => (
              <li key={sponsor.id} className="card sponsor">
                <StoredImage
                  path={sponsor.Logo}
                  alt={`Logo of ${sponsorName(sponsor)}`}
                  className="sponsor-logo"
                  width={160}
                  height={64}
                  avatar={{ seed: sponsor.id, name: sponsorName(sponsor), variant: 'bauhaus' }}
                />
                <strong>{sponsorName(sponsor)}</strong>
                <span>{sponsor.Paragraph}</span>
                {sponsorLinks(sponsor).map(({ label, href }) => (
                  <ExternalLink key={label} href={href}>
                    {label}
                  </ExternalLink>
                ))}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
