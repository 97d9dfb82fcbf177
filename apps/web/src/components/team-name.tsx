import { isTeamName, TEAM_COLORS } from '@engage/domain/colors';
import type { CSSProperties } from 'react';

/** A team's colour (the one stored with the event's team, else the spec's) or none if unknown. */
export const teamColor = (name: string, stored?: string): string | undefined =>
  stored ?? (isTeamName(name) ? TEAM_COLORS[name] : undefined);

/**
 * A team's name with its colour as a dot before it; the name carries the meaning. `name` is the
 * team's key (its colour's), `label` the name the event's organisers gave it (teamLabel).
 */
export const TeamName = ({
  name,
  color,
  label,
}: {
  name: string;
  color?: string | undefined;
  label?: string | undefined;
}) => {
  const shown = teamColor(name, color);
  return (
    <span className="team" data-team-color={shown}>
      <span
        className="team-dot"
        aria-hidden="true"
        style={shown === undefined ? undefined : ({ '--team-color': shown } as CSSProperties)}
      />
      <span className="team-label">{label ?? name}</span>
    </span>
  );
};
