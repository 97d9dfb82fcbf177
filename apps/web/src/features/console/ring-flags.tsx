import type { RingReason, RingView } from '@engage/domain/rings';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FormAlert } from '../../components/form-alert.tsx';
import { formatEventTime } from '../../lib/event-time.ts';
import { useEventTimeZone } from '../../lib/event-time-zone.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { messageOf } from '../../lib/messages.ts';
import { ringsQueryOptions } from './queries.ts';

type Cluster = RingView['clusters'][number];
type Member = Cluster['members'][number];

const words = i18n('ringFlags', {
  dense: 'earn mostly with each other',
  burst: 'many pair awards within minutes',
  oneAccount: '1 account',
  accounts: params('{count} accounts'),
  summary: params(
    '{accounts}: {reasons}. {facts} pair awards between them ({share} of theirs), {span}.',
  ),
  title: 'Suspected rings',
  checking: 'Checking who earned with whom…',
  none: params('None flagged among {attendees} attendees and {facts} pair awards.'),
  voided: ' (voided)',
  checkAgain: 'Check again',
  flagged: 'Flagged: suspected ring.',
  they: 'They',
  and: ' and ',
  burstSpan: params(' ({facts} between {span})'),
  onePartner: '; 1 partner earned with them more than once.',
  partners: params('; {count} partners earned with them more than once.'),
  with: 'With:',
});

const reasonWords = (reason: RingReason): string => words.get()[reason];

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
export const clusterSummary = (cluster: Cluster, zone: string | undefined): string => {
  const t = words.get();
  const count = cluster.members.length;
  return t.summary({
    accounts: count === 1 ? t.oneAccount : t.accounts({ count }),
    reasons: cluster.reasons.map(reasonWords).join('; '),
    facts: cluster.insideFacts,
    share: percent(cluster.insideShare),
    span: span(cluster.from, cluster.to, zone),
  });
};

/**
 * The live overview's flagged clusters: the server's graph check of who earned together (see
 * docs/rings.md), asked for when the overview opens and on "Check again", not live.
 */
export const RingClusters = ({ eventId }: { eventId: string }) => {
  const rings = useQuery(ringsQueryOptions(eventId));
  const zone = useEventTimeZone(eventId);
  const t = useStore(words);
  return (
    <section aria-labelledby="rings-title" className="form">
      <h2 id="rings-title">{t.title}</h2>
      {rings.error !== null && <FormAlert message={messageOf(rings.error)} />}
      {rings.data === undefined ? (
        rings.isFetching && <p aria-busy="true">{t.checking}</p>
      ) : rings.data.clusters.length === 0 ? (
        <p>{t.none({ attendees: rings.data.attendees, facts: rings.data.facts })}</p>
      ) : (
        <ul className="cards">
          {rings.data.clusters.map((cluster) => (
            <li className="card" key={cluster.id} data-testid="ring-cluster">
              <strong>{clusterSummary(cluster, zone)}</strong>
              <ul className="chips">
                {cluster.members.map((member) => (
                  <li className="chip" key={member.key}>
                    <MemberLink member={member} />
                    {member.voided > 0 ? t.voided : ''}
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
          {t.checkAgain}
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
  const t = useStore(words);
  const cluster = rings.data?.clusters.find((c) => c.members.some((m) => m.key === userKey));
  const me = cluster?.members.find((m) => m.key === userKey);
  if (cluster === undefined || me === undefined) return null;
  const others = cluster.members.filter((m) => m.key !== userKey);
  return (
    <div className="notice" data-tone="warning" data-testid="ring-flag">
      <p>
        <strong>{t.flagged}</strong> {t.they} {me.reasons.map(reasonWords).join(t.and)}
        {me.burst === undefined
          ? ''
          : t.burstSpan({
              facts: me.burst.facts,
              span: span(me.burst.from, me.burst.to, zone, t.and),
            })}
        {me.partners === 1 ? t.onePartner : t.partners({ count: me.partners })}
      </p>
      {others.length > 0 && (
        <p>
          {t.with}{' '}
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
