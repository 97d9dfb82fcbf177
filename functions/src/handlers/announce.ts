import { decideAnnouncement } from '@engage/domain/announcements';
import type { AnnounceInput } from '@engage/domain/inputs-console';
import { announcementNodes } from '@engage/domain/store/announcements';
import { eventNodes } from '@engage/domain/store/events';
import { commitClaim } from '@engage/server/commit';
import { type Caller, context, type Deps } from '@engage/server/deps';
import { read } from '@engage/server/read';
import { requireOrganiser } from '@engage/server/users';

/**
 * An organiser's announcement to every attendee of an event: the rights and the event are read
 * together, then the domain decides inside a transaction on the event's sends of the last hour
 * (so two organisers at once cannot pass the rate together), and the announcement is written
 * once, with its audit entry, in one update. Attendees' screens find it by listening to the
 * event's announcements: nothing is written per attendee.
 */
export const announce = async (deps: Deps, input: AnnounceInput, caller: Caller) => {
  const [actor, name] = await Promise.all([
    requireOrganiser(deps, caller, { eventId: input.eventId }),
    read(deps, eventNodes.field(input.eventId, 'name')),
  ]);
  const ctx = context(deps);
  return commitClaim(deps, announcementNodes.sends(input.eventId), (sends) =>
    decideAnnouncement(input, { exists: name !== null }, sends, actor, ctx),
  );
};
