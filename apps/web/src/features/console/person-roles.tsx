import { mayOrganise } from '@engage/domain/organiser';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { FormAlert } from '../../components/form-alert.tsx';
import {
  callAdminRemoveUser,
  callAdminSetOrganiser,
  callAdminSetRep,
} from '../../lib/firebase/calls.ts';
import type { PersonDetail } from '../../lib/firebase/console-people.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import {
  type OrganiserTarget,
  offeredChanges,
  type PersonRights,
  personRights,
} from './person-rights.ts';
import { usePersonRights } from './use-console.ts';
import { Notice, useConsoleAction } from './use-console-action.tsx';
import { useOrganiser } from './use-organiser.ts';

const words = i18n('personRoles', {
  nowRep: 'Now a sponsor representative.',
  noRep: 'No longer a sponsor representative.',
  noRights: 'No organiser rights any more (from their next sign-in or token refresh).',
  rightsNow: params('Organiser rights now: {rights}.'),
  everyEvent: 'every event',
  removed: 'Removed; their seat is free.',
  title: 'Roles',
  unmakeRep: 'Unmake sponsor rep',
  makeRep: 'Make sponsor rep',
  confirmRemove: params('Remove {name} from the event?'),
  thisPerson: 'this person',
  remove: 'Remove from the event',
  loading: 'Organiser rights: …',
  ofAll: 'Organiser of every event.',
  ofEvent: 'Organiser of this event.',
  ofCustomer: 'Organiser of the customer (and so this event).',
  ofBoth: 'Organiser of this event and the customer (and so this event).',
  none: 'Not an organiser of this event.',
  makeOfEvent: 'Make organiser of this event',
  makeOfCustomer: 'Make organiser of the customer',
  revokeOfEvent: 'Revoke organiser of this event',
  revokeOfCustomer: 'Revoke organiser of the customer',
});

/** Sponsor representative and organiser rights, as far as the organiser's own rights reach. */
export const Roles = ({ person }: { person: PersonDetail }) => {
  const { scope } = useOrganiser();
  const eventId = String(person.profile.eventId ?? '');
  const customerId = String(person.profile.customerId ?? '');
  const t = useStore(words);
  const rep = useConsoleAction(callAdminSetRep, (result) =>
    result.isRep ? words.get().nowRep : words.get().noRep,
  );
  const organiser = useConsoleAction(callAdminSetOrganiser, (result) =>
    result.claim === null
      ? words.get().noRights
      : words
          .get()
          .rightsNow({ rights: result.claim === '*' ? words.get().everyEvent : result.claim }),
  );
  const remove = useConsoleAction(callAdminRemoveUser, () => words.get().removed);
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
      <h3 id="roles-title">{t.title}</h3>
      <p data-testid="organiser-rights">{rightsWords(held)}</p>
      <div className="toolbar">
        <button
          type="button"
          disabled={rep.pending}
          onClick={() => rep.mutate({ userKey: person.key, isRep: !isRep })}
        >
          {isRep ? t.unmakeRep : t.makeRep}
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
            if (window.confirm(t.confirmRemove({ name: person.profile.name ?? t.thisPerson })))
              remove.mutate({ userKey: person.key });
          }}
        >
          {t.remove}
        </button>
      </div>
      <FormAlert message={rep.message ?? organiser.message ?? remove.message} />
      <Notice text={rep.notice ?? organiser.notice ?? remove.notice} />
    </section>
  );
};

/** The person's organiser rights over their event and its company, in words. */
const rightsWords = (held: PersonRights | undefined): string => {
  const t = words.get();
  if (held === undefined) return t.loading;
  if (held.all) return t.ofAll;
  const event = held.event === 'own';
  if (event && held.customer) return t.ofBoth;
  if (held.customer) return t.ofCustomer;
  return event ? t.ofEvent : t.none;
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
}) => {
  const t = useStore(words);
  const ofEvent = 'events' in scope;
  return (
    <button
      type="button"
      className={grant ? undefined : 'button secondary'}
      disabled={action.pending}
      onClick={() => action.mutate({ userKey, grant, ...scope })}
    >
      {grant
        ? ofEvent
          ? t.makeOfEvent
          : t.makeOfCustomer
        : ofEvent
          ? t.revokeOfEvent
          : t.revokeOfCustomer}
    </button>
  );
};
