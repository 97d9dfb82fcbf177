import { useId } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import type { BoothConsent } from '../../lib/firebase/leads.ts';
import { useFormAction } from '../../lib/use-form-action.ts';
import { shareLeadDetails, useBoothConsents } from './use-leads.ts';
import './leads.css';

const sponsorOf = (consent: BoothConsent): string =>
  consent.sponsor === '' ? consent.rep : consent.sponsor;

/** Share or not, for one booth: the same two buttons in the prompt and on the profile. */
const Answer = ({ consent }: { consent: BoothConsent }) => {
  const { run, pending, message } = useFormAction();
  const answer = (share: boolean) => run(() => shareLeadDetails({ repId: consent.repId, share }));
  return (
    <>
      <span className="consent-buttons">
        <button
          type="button"
          disabled={pending || consent.shared === true}
          onClick={() => answer(true)}
        >
          Share my details
        </button>
        <button
          type="button"
          disabled={pending || consent.shared === false}
          onClick={() => answer(false)}
        >
          Don’t share
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
  if (pending === undefined) return null;
  return (
    <section className="consent-prompt" role="dialog" aria-labelledby={titleId}>
      <h2 id={titleId}>Share your contact details with {sponsorOf(pending)}?</h2>
      <p>
        You visited the booth of {pending.rep}. If you share, they see your name, email and company;
        if not, only that someone visited. You can change this on your profile.
      </p>
      <Answer consent={pending} />
    </section>
  );
};

/** On the profile: every booth visited, what the attendee answered, and a way to change it. */
export const BoothConsents = ({ userKey }: { userKey: string }) => {
  const titleId = useId();
  const consents = useBoothConsents(userKey);
  if (consents === undefined || consents.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="booth-consents">
      <h2 id={titleId}>Booths you visited</h2>
      <ul>
        {consents.map((consent) => (
          <li key={consent.repId}>
            <strong>{sponsorOf(consent)}</strong> ({consent.rep}):{' '}
            {consent.shared === true
              ? 'you share your contact details.'
              : consent.shared === false
                ? 'you do not share your contact details.'
                : 'not answered yet.'}{' '}
            <Answer consent={consent} />
          </li>
        ))}
      </ul>
    </section>
  );
};
