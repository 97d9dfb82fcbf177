import { mayOrganise } from '@engage/domain/organiser';
import { FormAlert } from '../../components/form-alert.tsx';
import {
  callAdminRemoveUser,
  callAdminSetOrganiser,
  callAdminSetRep,
} from '../../lib/firebase/calls.ts';
import type { PersonDetail } from '../../lib/firebase/console-people.ts';
import {
  type OrganiserTarget,
  offeredChanges,
  type PersonRights,
  personRights,
} from './person-rights.ts';
import { usePersonRights } from './use-console.ts';
import { Notice, useConsoleAction } from './use-console-action.tsx';
import { useOrganiser } from './use-organiser.ts';

/** Sponsor representative and organiser rights, as far as the organiser's own rights reach. */
export const Roles = ({ person }: { person: PersonDetail }) => {
  const { scope } = useOrganiser();
  const eventId = String(person.profile.eventId ?? '');
  const customerId = String(person.profile.customerId ?? '');
  const rep = useConsoleAction(callAdminSetRep, (result) =>
    result.isRep ? 'Now a sponsor representative.' : 'No longer a sponsor representative.',
  );
  const organiser = useConsoleAction(callAdminSetOrganiser, (result) =>
    result.claim === null
      ? 'No organiser rights any more (from their next sign-in or token refresh).'
      : `Organiser rights now: ${result.claim === '*' ? 'every event' : result.claim}.`,
  );
  const remove = useConsoleAction(callAdminRemoveUser, () => 'Removed; their seat is free.');
  const isRep = person.profile.isRep === true;
  const uid = typeof person.profile.uid === 'string' ? person.profile.uid : undefined;
  const rights = usePersonRights(uid);
  const held =
    rights.data === undefined ? undefined : personRights(rights.data, eventId, customerId);
  const offered = offeredChanges(
    held ?? (uid === undefined || rights.isError ? 'unreadable' : 'loading'),
    eventId,
    customerId !== '' && mayOrganise(scope, { kind: 'company', customerId })
      ? customerId
      : undefined,
  );
  return (
    <section aria-labelledby="roles-title" className="form">
      <h3 id="roles-title">Roles</h3>
      <p data-testid="organiser-rights">{rightsWords(held)}</p>
      <div className="toolbar">
        <button
          type="button"
          disabled={rep.pending}
          onClick={() => rep.mutate({ userKey: person.key, isRep: !isRep })}
        >
          {isRep ? 'Unmake sponsor rep' : 'Make sponsor rep'}
        </button>
        {offered.map(({ target, grant }) => (
          <OrganiserButton
            key={`${'events' in target ? 'event' : 'customer'}-${grant}`}
            grant={grant}
            scope={target}
            userKey={person.key}
            action={organiser}
          />
        ))}
        <button
          type="button"
          className="button secondary"
          disabled={remove.pending}
          onClick={() => {
            if (window.confirm(`Remove ${person.profile.name ?? 'this person'} from the event?`))
              remove.mutate({ userKey: person.key });
          }}
        >
          Remove from the event
        </button>
      </div>
      <FormAlert message={rep.message ?? organiser.message ?? remove.message} />
      <Notice text={rep.notice ?? organiser.notice ?? remove.notice} />
    </section>
  );
};

/** The person's organiser rights over their event and its company, in words. */
const rightsWords = (held: PersonRights | undefined): string => {
  if (held === undefined) return 'Organiser rights: …';
  if (held.all) return 'Organiser of every event.';
  const parts = [
    held.event === 'own' ? 'this event' : '',
    held.customer ? 'the customer (and so this event)' : '',
  ].filter((part) => part !== '');
  return parts.length === 0
    ? 'Not an organiser of this event.'
    : `Organiser of ${parts.join(' and ')}.`;
};

type OrganiserInput = Parameters<typeof callAdminSetOrganiser>[0];

/** Grants or revokes organiser rights over one event or one customer company. */
const OrganiserButton = ({
  grant,
  scope,
  userKey,
  action,
}: {
  grant: boolean;
  scope: OrganiserTarget;
  userKey: string;
  action: { readonly mutate: (input: OrganiserInput) => void; readonly pending: boolean };
}) => (
  <button
    type="button"
    className={grant ? undefined : 'button secondary'}
    disabled={action.pending}
    onClick={() => action.mutate({ userKey, grant, ...scope })}
  >
    {grant ? 'Make' : 'Revoke'} organiser of {'events' in scope ? 'this event' : 'the customer'}
  </button>
);
