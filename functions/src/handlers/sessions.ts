import {
  type DeleteSessionInput,
  type ImportSessionsInput,
  type ProgrammeRead,
  planDeleteSession,
  planImportSessions,
  planSetSession,
  type SetSessionInput,
} from '@engage/domain/session-edit';
import { eventNodes } from '@engage/domain/store/events';
import { sessionNodes } from '@engage/domain/store/sessions';
import { commit } from '@engage/server/commit';
import { type Caller, context, type Deps } from '@engage/server/deps';
import { read } from '@engage/server/read';
import { requireOrganiser } from '@engage/server/users';

/**
 * An event's programme as the organiser changes it (agenda.md): the rights, the event, its
 * speakers and its sessions read together; the domain decides; one update writes the sessions
 * with the audit entry. Sessions are the organisers' own, so two edits of one session end with
 * the later one, as content does.
 */
const readProgramme = async (
  deps: Deps,
  caller: Caller,
  eventId: string,
): Promise<[Awaited<ReturnType<typeof requireOrganiser>>, ProgrammeRead]> => {
  const [actor, name, speakers, sessions] = await Promise.all([
    requireOrganiser(deps, caller, { eventId }),
    read(deps, eventNodes.field(eventId, 'name')),
    read(deps, eventNodes.speakers(eventId)),
    read(deps, sessionNodes.list(eventId)),
  ]);
  return [
    actor,
    {
      exists: name !== null,
      speakerIds: new Set(Object.keys(speakers ?? {})),
      sessions: Object.keys(sessions ?? {}).length,
    },
  ];
};

export const setSession = async (deps: Deps, input: SetSessionInput, caller: Caller) => {
  const [[actor, programme], current] = await Promise.all([
    readProgramme(deps, caller, input.eventId),
    input.id === null ? null : read(deps, sessionNodes.session(input.eventId, input.id)),
  ]);
  return commit(deps, planSetSession(current, input, programme, actor, context(deps)));
};

export const deleteSession = async (deps: Deps, input: DeleteSessionInput, caller: Caller) => {
  const [actor, current] = await Promise.all([
    requireOrganiser(deps, caller, { eventId: input.eventId }),
    read(deps, sessionNodes.session(input.eventId, input.id)),
  ]);
  return commit(deps, planDeleteSession(current, input, actor, context(deps)));
};

export const importSessions = async (deps: Deps, input: ImportSessionsInput, caller: Caller) => {
  const [actor, programme] = await readProgramme(deps, caller, input.eventId);
  return commit(deps, planImportSessions(input, programme, actor, context(deps)));
};
