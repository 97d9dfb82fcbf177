import { encodeQrPayload } from '@engage/domain/qr-payload';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { StoredImage } from '../../../components/image-with-fallback.tsx';
import { PointsWords } from '../../../components/points-words.tsx';
import { QrCode } from '../../../components/qr-code.tsx';
import { TeamName, teamColor } from '../../../components/team-name.tsx';
import { ColourSwatch } from '../../../features/connect/colour-swatch.tsx';
import { BoothConsents } from '../../../features/leads/booth-consents.tsx';
import { ListingNote } from '../../../features/people/listing-note.tsx';
import { BoardPrivacyForm } from '../../../features/profile/board-privacy.tsx';
import { MyDataPanel } from '../../../features/profile/my-data.tsx';
import { teamLabel, useEventTeams } from '../../../lib/event-teams.ts';
import { useFormat } from '../../../lib/i18n/format.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { requireMe } from '../../../lib/session/guards.ts';
import { useMe } from '../../../lib/session/live.ts';

export const Route = createFileRoute('/_default/profile/')({
  beforeLoad: ({ context: { queryClient }, location }) => requireMe(queryClient, location.href),
  component: ProfilePage,
});

const messages = i18n('profilePage', {
  unverified: 'Your email address is not verified yet: check your inbox.',
  photo: params('Photo of {name}'),
  team: 'Team',
  colour: 'Colour',
  level: 'Level',
  points: 'Points',
  badges: 'Badges',
  badgeCounts: params('{connections} connections, {games} games, {gifts} gifts'),
  company: 'Company',
  qr: params('QR code of {name}'),
  scanMe: 'Let other attendees scan this to connect.',
  edit: 'Edit your profile',
});

function ProfilePage() {
  const { me, session } = useMe();
  const teamNames = useEventTeams(me?.profile.eventId);
  const t = useStore(messages);
  const format = useFormat();
  if (me === null) return null;
  const { profile } = me;
  return (
    <section aria-labelledby="profile-title" className="profile">
      <h1 id="profile-title">{profile.name}</h1>
      {session && !session.emailVerified ? <p className="notice">{t.unverified}</p> : null}
      <div className="profile-grid">
        <StoredImage
          path={profile.photo}
          version={profile.photoVersion}
          alt={t.photo({ name: profile.name })}
          className="avatar"
          avatar={{
            seed: profile.publicId,
            name: profile.name,
            colour: teamColor(profile.teamName),
          }}
        />
        <dl className="facts">
          <dt>{t.team}</dt>
          <dd>
            <TeamName name={profile.teamName} label={teamLabel(teamNames, profile.teamName)} />
          </dd>
          <dt>{t.colour}</dt>
          <dd>
            <ColourSwatch color={profile.color} /> {profile.color}
          </dd>
          <dt>{t.level}</dt>
          <dd>{profile.level}</dd>
          <dt>{t.points}</dt>
          <dd>{format.number(me.points)}</dd>
          <dt>{t.badges}</dt>
          <dd>
            {t.badgeCounts({
              connections: me.badges.super_networker,
              games: me.badges.kool_badge,
              gifts: me.badges.gifts,
            })}
          </dd>
          <dt>{t.company}</dt>
          <dd>{profile.company || '—'}</dd>
        </dl>
        <PointsWords points={me.points} spent={me.spent} />
        <figure className="qr-figure">
          {/* Drawn from the public id, not the stored qr_code: a profile made before QR codes
              carried the public id still stores its uid there, and a badge shows no account id. */}
          <QrCode
            value={encodeQrPayload({
              uid: profile.publicId,
              color: profile.color,
              isRep: profile.isRep,
            })}
            label={t.qr({ name: profile.name })}
          />
          <figcaption>{t.scanMe}</figcaption>
        </figure>
      </div>
      <Link to="/profile/edit">{t.edit}</Link>
      <BoardPrivacyForm privacy={profile.privacy} />
      <ListingNote userKey={me.key} profile={profile} />
      <BoothConsents userKey={me.key} />
      <MyDataPanel />
    </section>
  );
}
