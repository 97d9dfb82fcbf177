import { encodeQrPayload } from '@engage/domain/qr-payload';
import { createFileRoute, Link } from '@tanstack/react-router';
import { StoredImage } from '../../../components/image-with-fallback.tsx';
import { PointsWords } from '../../../components/points-words.tsx';
import { QrCode } from '../../../components/qr-code.tsx';
import { TeamName, teamColor } from '../../../components/team-name.tsx';
import { ColourSwatch } from '../../../features/connect/colour-swatch.tsx';
import { BoothConsents } from '../../../features/leads/booth-consents.tsx';
import { BoardPrivacyForm } from '../../../features/profile/board-privacy.tsx';
import { MyDataPanel } from '../../../features/profile/my-data.tsx';
import { teamLabel, useEventTeams } from '../../../lib/event-teams.ts';
import { requireMe } from '../../../lib/session/guards.ts';
import { useMe } from '../../../lib/session/live.ts';

export const Route = createFileRoute('/_default/profile/')({
  beforeLoad: ({ context: { queryClient }, location }) => requireMe(queryClient, location.href),
  component: ProfilePage,
});

function ProfilePage() {
  const { me, session } = useMe();
  const teamNames = useEventTeams(me?.profile.eventId);
  if (me === null) return null;
  const { profile } = me;
  return (
    <section aria-labelledby="profile-title" className="profile">
      <h1 id="profile-title">{profile.name}</h1>
      {session && !session.emailVerified ? (
        <p className="notice">Your email address is not verified yet: check your inbox.</p>
      ) : null}
      <div className="profile-grid">
        <StoredImage
          path={profile.photo}
          version={profile.photoVersion}
          alt={`Photo of ${profile.name}`}
          className="avatar"
          avatar={{
            seed: profile.publicId,
            name: profile.name,
            colour: teamColor(profile.teamName),
          }}
        />
        <dl className="facts">
          <dt>Team</dt>
          <dd>
            <TeamName name={profile.teamName} label={teamLabel(teamNames, profile.teamName)} />
          </dd>
          <dt>Colour</dt>
          <dd>
            <ColourSwatch color={profile.color} /> {profile.color}
          </dd>
          <dt>Level</dt>
          <dd>{profile.level}</dd>
          <dt>Points</dt>
          <dd>{me.points}</dd>
          <dt>Badges</dt>
          <dd>
            {me.badges.super_networker} connections, {me.badges.kool_badge} games, {me.badges.gifts}{' '}
            gifts
          </dd>
          <dt>Company</dt>
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
            label={`QR code of ${profile.name}`}
          />
          <figcaption>Let other attendees scan this to connect.</figcaption>
        </figure>
      </div>
      <Link to="/profile/edit">Edit your profile</Link>
      <BoardPrivacyForm privacy={profile.privacy} />
      <BoothConsents userKey={me.key} />
      <MyDataPanel />
    </section>
  );
}
