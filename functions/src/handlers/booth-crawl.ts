import {
  crawlView,
  decideCrawlSetting,
  decideCrawlVisit,
  type SetBoothCrawlInput,
  sponsorOf,
} from '@engage/domain/booth-crawl';
import { eventNodes } from '@engage/domain/store/events';
import { userNodes } from '@engage/domain/store/users';
import { commitClaim } from '@engage/server/commit';
import { type Caller, context, type Deps } from '@engage/server/deps';
import { read } from '@engage/server/read';
import { type Me, requireMe, requireOrganiser } from '@engage/server/users';

/**
 * An organiser's booth crawl for an event: the rights and the event read together, then the
 * setting decided in a transaction on it, with its audit entry in the same update.
 */
export const setBoothCrawl = async (deps: Deps, input: SetBoothCrawlInput, caller: Caller) => {
  const [actor, name] = await Promise.all([
    requireOrganiser(deps, caller, { eventId: input.eventId }),
    read(deps, eventNodes.field(input.eventId, 'name')),
  ]);
  const ctx = context(deps);
  return commitClaim(deps, eventNodes.boothCrawl(input.eventId), (current) =>
    decideCrawlSetting(current, input, { exists: name !== null }, actor, ctx),
  );
};

/**
 * The caller's booth crawl: the event's challenge, the sponsors they visited, and those whose
 * representatives are at the event that they have not (the representatives' list is for
 * organisers only, so the server names them).
 */
export const boothCrawl = async (deps: Deps, _input: unknown, caller: Caller) => {
  const me = await requireMe(deps, caller);
  const [setting, progress, reps] = await Promise.all([
    read(deps, eventNodes.boothCrawl(me.profile.eventId)),
    read(deps, userNodes.boothCrawl(me.key)),
    read(deps, eventNodes.reps(me.profile.eventId)),
  ]);
  return crawlView(setting, progress, reps);
};

/**
 * A booth visit's follow-up in the award path: the visitor's crawl counts the representative's
 * sponsor, in a transaction on the visitor's progress, and pays once it is complete.
 */
export const countCrawlVisit = async (
  deps: Deps,
  visitor: Me,
  notifications: readonly string[],
  rep: Me,
) => {
  const setting = await read(deps, eventNodes.boothCrawl(visitor.profile.eventId));
  const sponsor = sponsorOf(rep.profile);
  const ctx = context(deps);
  return commitClaim(deps, userNodes.boothCrawl(visitor.key), (progress) =>
    decideCrawlVisit(progress, setting, { ...visitor, notifications }, sponsor, ctx),
  );
};
