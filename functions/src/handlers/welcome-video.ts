import { eventNodes, type WelcomeVideo } from '@engage/domain/store/events';
import { storagePaths } from '@engage/domain/store/storage';
import { userNodes } from '@engage/domain/store/users';
import {
  decideVideoFile,
  decideWelcomeVideo,
  decideWelcomeVideoWatched,
  type SetWelcomeVideoInput,
  videoTypeOf,
} from '@engage/domain/welcome-video';
import { commit, commitClaim } from '@engage/server/commit';
import { type Caller, context, type Deps } from '@engage/server/deps';
import { fail } from '@engage/server/errors';
import { read } from '@engage/server/read';
import { readScoring } from '@engage/server/scoring';
import { requireMe, requireOrganiserAs, withStoredClaims } from '@engage/server/users';

/**
 * An organiser publishes the caller's staged upload as the event's welcome video, or removes it.
 * Her rights are read from the organisers index as it stands now (withStoredClaims, as pictures
 * are: the staged file may have been written with a token a revoke left valid); the file must be
 * an MP4 or WebM by its bytes and within the size limit. It is stored under a new random name, the
 * setting changed in a transaction with its audit entry, and then the file it replaced is deleted.
 */
export const setWelcomeVideo = async (deps: Deps, input: SetWelcomeVideoInput, caller: Caller) => {
  const files = deps.files ?? fail('not-found', 'storage');
  const staged = storagePaths.staged(caller.uid, storagePaths.welcomeVideoUpload(input.eventId));
  const [actor, name, bytes] = await Promise.all([
    withStoredClaims(deps, caller).then((stored) =>
      requireOrganiserAs(deps, stored, { eventId: input.eventId }),
    ),
    read(deps, eventNodes.field(input.eventId, 'name')),
    input.action === 'publish' ? files.read(staged) : null,
  ]);
  const ctx = context(deps);
  let next: WelcomeVideo | null = null;
  if (input.action === 'publish') {
    const data = bytes ?? fail('not-found', 'file: nothing staged');
    const { contentType, extension } = await commit(
      deps,
      decideVideoFile({ type: videoTypeOf(data), size: data.length }),
    );
    const path = storagePaths.welcomeVideo(input.eventId, `${ctx.newId()}.${extension}`);
    if (name !== null) await files.write(path, data, contentType);
    next = { path, contentType, size: data.length, at: ctx.now };
  }
  const event = { id: input.eventId, exists: name !== null };
  const { video, replaced } = await commitClaim(
    deps,
    eventNodes.welcomeVideo(input.eventId),
    (current) => decideWelcomeVideo(current, next, event, actor, ctx),
  );
  if (replaced !== null) await files.remove(replaced);
  if (input.action === 'publish') await files.remove(staged);
  return { video };
};

/**
 * The caller watched their event's welcome video: the flag and the points are decided in a
 * transaction on the flag, so two tabs at once pay once.
 */
export const watchedWelcomeVideo = async (deps: Deps, _input: unknown, caller: Caller) => {
  const me = await requireMe(deps, caller);
  const [video, { points }] = await Promise.all([
    read(deps, eventNodes.welcomeVideo(me.profile.eventId)),
    readScoring(deps, me.profile.eventId),
  ]);
  const ctx = context(deps);
  return commitClaim(deps, userNodes.field(me.key, 'welcomeVideo'), (watched) =>
    decideWelcomeVideoWatched(watched, video, me, ctx, points),
  );
};
