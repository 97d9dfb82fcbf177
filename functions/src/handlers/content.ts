import {
  CONTENT_NODES,
  type Content,
  type ContentKind,
  decidePictureOwner,
  decidePictureType,
  decideTheme,
  planContent,
  planPictureNote,
} from '@engage/domain/console-content';
import { imageTypeOf } from '@engage/domain/image-signature';
import type {
  DeleteContentInput,
  PublishPictureInput,
  SetThemeInput,
  WritePrizeInput,
  WriteSpeakerInput,
  WriteSponsorInput,
} from '@engage/domain/inputs';
import { planPrizeEdit } from '@engage/domain/prize-edit';
import { eventNodes } from '@engage/domain/store/events';
import { marketNodes } from '@engage/domain/store/market';
import type { Writable } from '@engage/domain/store/node';
import { storagePaths } from '@engage/domain/store/storage';
import { commit, commitClaim } from '@engage/server/commit';
import { type Caller, context, type Deps } from '@engage/server/deps';
import { fail } from '@engage/server/errors';
import { read } from '@engage/server/read';
import { requireOrganiser, requireOrganiserAs, withStoredClaims } from '@engage/server/users';

/** An event's content (speakers, sponsors, prizes, theme, pictures): its organisers' to write. */
const writeContent = async <K extends ContentKind>(
  deps: Deps,
  caller: Caller,
  kind: K,
  eventId: string,
  id: string | undefined,
  value: Writable<Content[K]> | null,
) => {
  const [actor, before] = await Promise.all([
    requireOrganiser(deps, caller, { eventId }),
    id === undefined ? null : read(deps, CONTENT_NODES[kind](eventId, id)),
  ]);
  return commit(deps, planContent(kind, eventId, { id, before }, value, actor, context(deps)));
};

export const writeSpeaker = (deps: Deps, input: WriteSpeakerInput, caller: Caller) =>
  writeContent(deps, caller, 'speaker', input.eventId, input.speakerId, input.speaker);

export const writeSponsor = (deps: Deps, input: WriteSponsorInput, caller: Caller) =>
  writeContent(deps, caller, 'sponsor', input.eventId, input.sponsorId, input.sponsor);

/** A prize is edited in a transaction on its node, where its sales are decided too. */
export const writePrize = async (deps: Deps, input: WritePrizeInput, caller: Caller) => {
  const actor = await requireOrganiser(deps, caller, { eventId: input.eventId });
  const ctx = context(deps);
  const target = { eventId: input.eventId, id: input.prizeId ?? ctx.newId() };
  return commitClaim(deps, marketNodes.prize(target.eventId, target.id), (current) =>
    planPrizeEdit(current, target, input.prize, input.stockSeen, actor, ctx),
  );
};

export const deleteContent = (deps: Deps, input: DeleteContentInput, caller: Caller) =>
  writeContent(deps, caller, input.kind, input.eventId, input.id, null);

export const setTheme = async (deps: Deps, input: SetThemeInput, caller: Caller) => {
  const [actor, before] = await Promise.all([
    requireOrganiser(deps, caller, { eventId: input.eventId }),
    read(deps, eventNodes.theme(input.eventId)),
  ]);
  return commit(deps, decideTheme(input.eventId, input.scheme, before, actor, context(deps)));
};

/**
 * Publishes the caller's staged picture (storagePaths.staged) to its public path, which no client
 * may write: the caller must run the picture's event or company as the organisers index holds
 * their rights now (withStoredClaims: not the token, which a revoke leaves valid for up to an
 * hour), the bytes must be a PNG, JPEG or WebP (imageTypeOf), and the upload is recorded in the
 * owner's audit log. The staged file goes once it is published.
 */
export const publishPicture = async (deps: Deps, input: PublishPictureInput, caller: Caller) => {
  const owner = await commit(deps, decidePictureOwner(input.path));
  const files = deps.files ?? fail('not-found', 'storage');
  const staged = storagePaths.staged(caller.uid, input.path);
  const [actor, bytes] = await Promise.all([
    withStoredClaims(deps, caller).then((stored) =>
      requireOrganiserAs(
        deps,
        stored,
        owner.kind === 'event' ? { eventId: owner.id } : { customerId: owner.id },
      ),
    ),
    files.read(staged),
  ]);
  if (bytes === null)
    return commit(
      deps,
      planPictureNote(owner, { path: input.path, stored: false }, actor, context(deps)),
    );
  const { contentType } = await commit(deps, decidePictureType(imageTypeOf(bytes)));
  await files.write(input.path, bytes, contentType);
  await files.remove(staged);
  return commit(
    deps,
    planPictureNote(owner, { path: input.path, stored: true }, actor, context(deps)),
  );
};
