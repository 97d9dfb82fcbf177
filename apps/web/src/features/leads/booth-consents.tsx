import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import type { BoothConsent } from '../../lib/firebase/leads.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useFormAction } from '../../lib/use-form-action.ts';
import { shareLeadDetails, useBoothConsents } from './use-leads.ts';
import './leads.css';

const messages = i18n('boothConsents', {
  share: 'Share my details',
  dontShare: 'Don’t share',
  ask: params('Share your contact details with {sponsor}?'),
  explain: params(
    'You visited the booth of {rep}. If you share, they see your name, email and company; if not, only that someone visited. You can change this on your profile.',
  ),
  title: 'Booths you visited',
  shared: 'you share your contact details.',
  notShared: 'you do not share your contact details.',
  unanswered: 'not answered yet.',
});

const sponsorOf = (consent: BoothConsent): string =>
  consent.sponsor === '' ? consent.rep : consent.sponsor;

/** Share or not, for one booth: the same two buttons in the prompt and on the profile. */
const Answer = ({ consent }: { consent: BoothConsent }) => {
  const { run, pending, message } = useFormAction();
  const t = useStore(messages);
  const answer = (share: boolean) => run(() => shareLeadDetails({ repId: consent.repId, share }));
  return (
    <>
      <span className="consent-buttons">
        <button
          type="button"
          disabled={pending || consent.shared === true}
          onClick={() => answer(true)}
        >
          {t.share}
        </button>
        <button
          type="button"
          disabled={pending || consent.shared === false}
          onClick={() => answer(false)}
        >
          {t.dontShare}
        </button>
      </span>
      <FormAlert message={message} />
    </>
  );
};

/**
 * Asked once per booth visited, on the attendee's phone: whether the sponsor's representative
 * may see their name, email and company. It stays until answered; the profile changes it later.
 */
export const LeadConsentPrompt = ({ userKey }: { userKey: string }) => {
  const titleId = useId();
  const pending = useBoothConsents(userKey)?.find((consent) => consent.shared === undefined);
  const t = useStore(messages);
  if (pending === undefined) return null;
  return (
    <section className="consent-prompt" role="dialog" aria-labelledby={titleId}>
      <h2 id={titleId}>{t.ask({ sponsor: sponsorOf(pending) })}</h2>
      <p>{t.explain({ rep: pending.rep })}</p>
      <Answer consent={pending} />
    </section>
  );
};

/** On the profile: every booth visited, what the attendee answered, and a way to change it. */
export const BoothConsents = ({ userKey }: { userKey: string }) => {
  const titleId = useId();
  const consents = useBoothConsents(userKey);
  const t = useStore(messages);
  if (consents === undefined || consents.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="booth-consents">
      <h2 id={titleId}>{t.title}</h2>
      <ul>
        {consents.map((consent) => (
          <li key={consent.repId}>
            <strong>{sponsorOf(consent)}</strong> ({consent.rep}):{' '}
            {consent.shared === true
              ? t.shared
              : consent.shared === false
                ? t.notShared
                : t.unanswered}{' '}
            <Answer consent={consent} />
          </li>
        ))}
      </ul>
    </section>
  );
};
