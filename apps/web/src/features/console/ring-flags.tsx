import type { RingReason, RingView } from '@engage/domain/rings';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FormAlert } from '../../components/form-alert.tsx';
import { formatEventTime } from '../../lib/event-time.ts';
import { useEventTimeZone } from '../../lib/event-time-zone.ts';
import { messageOf } from '../../lib/messages.ts';
import { ringsQueryOptions } from './queries.ts';

type Cluster = RingView['clusters'][number];
type Member = Cluster['members'][number];

const REASON_WORDS: Record<RingReason, string> = {
  dense: 'earn mostly with each other',
  burst: 'many pair awards within minutes',
};

/** From and to on the event's clock, the zone named once (`09:00–09:12 Europe/Lisbon`). */
const span = (from: number, to: number, zone: string | undefined, joint = '–'): string =>
  `${formatEventTime(from, zone, 'clock')}${joint}${formatEventTime(to, zone, 'time')}`;
const percent = (share: number) => `${Math.round(share * 100)}%`;

/** A member by name (or key, for someone removed since), linked to their page. */
const MemberLink = ({ member }: { member: Member }) => (
  <Link to="/dashboard/index-x" search={{ user: member.key }}>
    {member.name ?? member.key}
  </Link>
);

/** What makes a cluster suspect, in words. */
export const clusterSummary = (cluster: Cluster, zone: string | undefined): string =>
  `${cluster.members.length} account${cluster.members.length === 1 ? '' : 's'}: ${cluster.reasons
    .map((reason) => REASON_WORDS[reason])
    .join(
      '; ',
    )}. ${cluster.insideFacts} pair awards between them (${percent(cluster.insideShare)} of theirs), ${span(cluster.from, cluster.to, zone)}.`;

/**
 * The live overview's flagged clusters: the server's graph check of who earned together (see
 * docs/rings.md), asked for when the overview opens and on "Check again", not live.
 */
export const RingClusters = ({ eventId }: { eventId: string }) => {
  const rings = useQuery(ringsQueryOptions(eventId));
  const zone = useEventTimeZone(eventId);
  return (
    <section aria-labelledby="rings-title" className="form">
      <h2 id="rings-title">Suspected rings</h2>
      {rings.error !== null && <FormAlert message={messageOf(rings.error)} />}
      {rings.data === undefined ? (
        rings.isFetching && <p aria-busy="true">Checking who earned with whom…</p>
      ) : rings.data.clusters.length === 0 ? (
        <p>
          None flagged among {rings.data.attendees} attendees and {rings.data.facts} pair awards.
        </p>
      ) : (
        <ul className="cards">
          {rings.data.clusters.map((cluster) => (
            <li className="card" key={cluster.id} data-testid="ring-cluster">
              <strong>{clusterSummary(cluster, zone)}</strong>
              <ul className="chips">
                {cluster.members.map((member) => (
                  <li className="chip" key={member.key}>
                    <MemberLink member={member} />
                    {member.voided > 0 ? ' (voided)' : ''}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <div className="toolbar">
        <button
          type="button"
          className="button secondary"
          disabled={rings.isFetching}
          onClick={() => void rings.refetch()}
        >
          Check again
        </button>
      </div>
    </section>
  );
};

/** A person's flag: the cluster they are in, if the graph check flagged them. */
export const RingFlag = ({ eventId, userKey }: { eventId: string; userKey: string }) => {
  // A profile without an event (a half-made one) has no rings to look in.
  const rings = useQuery({ ...ringsQueryOptions(eventId), enabled: eventId !== '' });
  const zone = useEventTimeZone(eventId === '' ? undefined : eventId);
  const cluster = rings.data?.clusters.find((c) => c.members.some((m) => m.key === userKey));
  const me = cluster?.members.find((m) => m.key === userKey);
  if (cluster === undefined || me === undefined) return null;
  const others = cluster.members.filter((m) => m.key !== userKey);
  return (
    <div className="notice" data-tone="warning" data-testid="ring-flag">
      <p>
        <strong>Flagged: suspected ring.</strong> They{' '}
        {me.reasons.map((reason) => REASON_WORDS[reason]).join(' and ')}
        {me.burst === undefined
          ? ''
          : ` (${me.burst.facts} between ${span(me.burst.from, me.burst.to, zone, ' and ')})`}
        ; {me.partners} partner{me.partners === 1 ? '' : 's'} earned with them more than once.
      </p>
      {others.length > 0 && (
        <p>
          With:{' '}
          {others.map((member, i) => (
            <span key={member.key}>
              {i > 0 ? ', ' : ''}
              <MemberLink member={member} />
            </span>
          ))}
        </p>
      )}
    </div>
  );
};
