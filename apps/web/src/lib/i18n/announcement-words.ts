import { i18n } from './i18n.ts';

/** How an organisers' announcement is named, on the banner, the list and the projector alike. */
export const announcementWords = i18n('announcement', {
  one: 'Announcement',
  many: 'Announcements',
  lead: 'Announcement:',
});
