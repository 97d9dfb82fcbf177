import { file, hasControlCharacter, isValidKey, seg } from './keys.ts';

/**
 * Every storage path of the product (spec section 3): files, not database nodes, so they are
 * plain strings, each variable segment checked like a database key (keys.ts).
 */
export const storagePaths = {
  logo: (event: string) => `logo/${seg(event)}/logo.png`,
  mainImage: (event: string) => `main/${seg(event)}/main_img.png`,
  speakerImage: (name: string) => `speakers/${file(name)}`,
  /** An attendee's one profile photo, overwritten on each upload. */
  photo: (uid: string) => `uploads/${seg(uid)}/photo`,
  /**
   * The copy of that photo the boards show, named by the public id (a board never names the uid).
   * Only the server writes it (publishPhoto): storage rules cannot read who owns a public id.
   */
  avatar: (publicId: string) => `avatars/${seg(publicId)}`,
  pictureTrivia: (id: string, name: string) => `picture_trivia/${seg(id)}/${file(name)}`,
  customerLogo: (event: string) => `media/${seg(event)}/customer_logo.png`,
  /** Not named by the spec: sponsor logos sit with the event's other organiser media. */
  sponsorLogo: (event: string, sponsorId: string) =>
    `media/${seg(event)}/sponsor_${seg(sponsorId)}.png`,
  /** Not named by the spec either: a prize's picture, with the event's other media. */
  prizeImage: (event: string, prizeId: string) => `media/${seg(event)}/prize_${seg(prizeId)}.png`,
  placeholderLogo: () => 'media/placeholder/logo.png',
  /** A speaker's photo: the event's id leads the name, so the storage rules know whose it is. */
  eventSpeakerImage: (event: string, speakerId: string) =>
    `speakers/${seg(event)}__${seg(speakerId)}.png`,
  /** A customer company's logo (not named by the spec): its organisers write it. */
  companyLogo: (companyId: string) => `companies/${seg(companyId)}/logo.png`,
  /**
   * An event's welcome video, under a random name (welcome-video.ts): the storage rules let any
   * person's sign-in get a file there but never list the folder, so only those who can read the
   * event's `welcomeVideos/{event}` node (its members and organisers) find the name.
   */
  welcomeVideo: (event: string, name: string) => `video/${seg(event)}/${file(name)}`,
  /** What the console stages an event's welcome video for (storagePaths.staged), before it is named. */
  welcomeVideoUpload: (event: string) => `video/${seg(event)}/upload`,
  /**
   * An organiser's picture waiting to be published to `path`, in the uploader's own folder, one
   * file per target: only the server publishes it (adminPublishPicture), having checked that the
   * uploader still runs the picture's event or company, so an upload made with a revoked token
   * never reaches a public path.
   */
  staged: (uid: string, path: string) => `staging/${seg(uid)}/${file(path.split('/').join('~'))}`,
} as const;

/**
 * The event a trivia question belongs to, by its id: a question made in the console is named
 * `{event}__{suffix}` (event ids hold no `_`), so ids are unique across events and the folder
 * `picture_trivia/{id}/` says whose picture it holds. Null for any other id (the seed's own).
 */
export const triviaEvent = (questionId: string): string | null => {
  const at = questionId.indexOf('__');
  const event = questionId.slice(0, at);
  return at > 0 && questionId.length > at + 2 && isValidKey(questionId) && !event.includes('_')
    ? event
    : null;
};

/** Whether a picture is one file in the question's own folder, `picture_trivia/{id}/{file}`. */
export const isTriviaPicture = (questionId: string, path: string): boolean => {
  const parts = path.split('/');
  const name = parts[2] ?? '';
  return (
    parts.length === 3 &&
    parts[0] === 'picture_trivia' &&
    parts[1] === questionId &&
    isValidKey(questionId) &&
    name !== '.' &&
    name !== '..' &&
    name.length > 0 &&
    name.length <= 512 &&
    !hasControlCharacter(name)
  );
};

/** The folders of an event's own artwork and media: `{folder}/{event}/{file}`. */
const EVENT_FOLDERS: ReadonlySet<string> = new Set(['logo', 'main', 'media']);

/**
 * Whose picture a stored organiser picture is, by its path: an event's own (isEventPicture), the
 * picture of one of its trivia questions (triviaEvent), or a customer company's logo; null for any
 * other path (an attendee's upload, the seed's trivia, a folder).
 */
export const pictureOwner = (
  path: string,
): { readonly kind: 'event' | 'company'; readonly id: string } | null => {
  const parts = path.split('/');
  const company = /^companies\/([^/]+)\/logo\.png$/u.exec(path)?.[1];
  if (company !== undefined) return isValidKey(company) ? { kind: 'company', id: company } : null;
  if (parts[0] === 'picture_trivia') {
    const owner = triviaEvent(parts[1] ?? '');
    return owner !== null && isTriviaPicture(parts[1] ?? '', path)
      ? { kind: 'event', id: owner }
      : null;
  }
  const event = parts.length === 2 && parts[0] === 'speakers' ? parts[1]?.split('__')[0] : parts[1];
  return event !== undefined && isEventPicture(event, path) ? { kind: 'event', id: event } : null;
};

/**
 * Whether a picture stored on an event's content (a speaker's image, a sponsor's logo, a prize's
 * picture) is one of that event's own files, as the storage rules let its organisers upload them:
 * one file under logo/{event}/, main/{event}/ or media/{event}/, or a speaker photo
 * speakers/{event}__{name}. Anything else would put another event's media, or an attendee's
 * unpublished upload, on the event's public pages. A link elsewhere is not one either: everything
 * a page loads comes from our own origin.
 */
export const isEventPicture = (event: string, path: string): boolean => {
  const parts = path.split('/');
  const name = parts.at(-1) ?? '';
  const isFile = name !== '.' && name !== '..' && name.length > 0 && !hasControlCharacter(name);
  if (!isValidKey(event) || !isFile || name.length > 512) return false;
  if (parts.length === 2 && parts[0] === 'speakers')
    return name.split('__')[0] === event && name.length > event.length + 2;
  return parts.length === 3 && EVENT_FOLDERS.has(parts[0] ?? '') && parts[1] === event;
};
