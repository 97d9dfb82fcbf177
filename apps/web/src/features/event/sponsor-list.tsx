import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { ExternalLink } from '../../components/external-link.tsx';
import { StoredImage } from '../../components/image-with-fallback.tsx';
import type { Sponsor } from '../../lib/firebase/events.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { groupSponsors, sponsorLinks, sponsorName, sponsorWords } from './sponsor-groups.ts';

const messages = i18n('sponsorList', {
  none: 'No sponsors are listed for this event.',
  group: params('{category} sponsors'),
  logo: params('Logo of {name}'),
});

/** Sponsors by category (Gold, Silver, …), each with its logo (else a drawn mark) and name. */
export const SponsorList = ({ sponsors }: { sponsors: readonly Sponsor[] }) => {
  const t = useStore(messages);
  // The names and links read the sponsor words; subscribing re-renders them on a language switch.
  useStore(sponsorWords);
  return sponsors.length === 0 ? (
    <p>{t.none}</p>
  ) : (
    <div className="sponsor-groups">
      {groupSponsors(sponsors).map((group) => (
        <section
          key={group.category}
          aria-label={t.group({ category: group.category })}
          className="sponsor-group"
        >
          <h3>{group.category}</h3>
          <ul className="cards">
            {group.sponsors.map((sponsor) => (
              <li key={sponsor.id} className="card sponsor">
                <StoredImage
                  path={sponsor.Logo}
                  alt={t.logo({ name: sponsorName(sponsor) })}
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
};
