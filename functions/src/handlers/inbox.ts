import { DomainError } from '@engage/domain/errors';
import {
  decideMessage,
  type SendMessageInput,
  type SentMessage,
  takeBackMessage,
} from '@engage/domain/inbox';
import { accept } from '@engage/domain/plan';
import { pairId } from '@engage/domain/scoring';
import { inboxNodes } from '@engage/domain/store/inbox';
import { roomNodes } from '@engage/domain/store/rooms';
import { userNodes } from '@engage/domain/store/users';
import { commit, commitClaim } from '@engage/server/commit';
import { type Caller, context, type Deps } from '@engage/server/deps';
import { read } from '@engage/server/read';
import { keyForPublicId, notificationIds, profileOf, requireMe } from '@engage/server/users';

/**
 * A line to a connection (inbox.ts, docs/privacy.md#the-inbox): the addressee found through the
 * public-id index, the pair's connection through its scan's pay-once claim, any line stored under
 * the line's id already (a retry's first sending), and the limits decided in a transaction on the
 * writer's tally in the conversation.
 */
export const sendMessage = async (
  deps: Deps,
  input: SendMessageInput,
  caller: Caller,
): Promise<SentMessage> => {
  const [me, theirKey] = await Promise.all([
    requireMe(deps, caller),
    keyForPublicId(deps, input.to),
  ]);
  const { eventId, publicId } = me.profile;
  const conversation = pairId(publicId, input.to);
  const [profile, connected, theirUnread, theirNotifications, earlier] =
    theirKey === null
      ? [null, false, 0, [], null]
      : await Promise.all([
          profileOf(deps, theirKey),
          read(deps, roomNodes.pair(eventId, pairId(me.key, theirKey))).then((at) => at !== null),
          read(deps, inboxNodes.unread(theirKey, conversation)).then((n) => n ?? 0),
          notificationIds(deps, theirKey),
          read(deps, inboxNodes.message(eventId, conversation, input.id)),
        ]);
  const them =
    theirKey === null || profile === null
      ? null
      : { key: theirKey, publicId: input.to, name: profile.name, eventId: profile.eventId };
  const sent = await commitClaim(deps, inboxNodes.tally(eventId, conversation, publicId), (tally) =>
    decideMessage(
      tally,
      {
        me: { key: me.key, publicId, name: me.profile.name, eventId },
        them,
        connected,
        theirUnread,
        theirNotifications,
        earlier,
      },
      input,
      context(deps),
    ),
  );
  // A removal of the addressee between the reads above and the write would leave their key in
  // it: looked at once written, and taken back whole (a removal after this look takes it along).
  if (theirKey !== null && (await read(deps, userNodes.metadata(theirKey))) === null) {
    await commit(deps, accept(null, takeBackMessage(eventId, conversation, me.key, theirKey)));
    throw new DomainError('not-found', 'attendee');
  }
  return sent;
};
