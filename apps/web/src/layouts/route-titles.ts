import type { RegisteredRouter } from '@tanstack/react-router';
import { i18n } from '../lib/i18n/i18n.ts';

type RouteId = Exclude<keyof RegisteredRouter['routesById'], '__root__'>;

/**
 * Every screen's name for the browser's tab and history, by route id: a new route fails typecheck
 * here until it is named. Layout routes are named for the screens they show alone. `notFound` names
 * the page for a path no route matches.
 */
const titles = {
  '/_default': 'Engage',
  '/_default/': 'Home',
  '/_default/agenda': 'Agenda',
  '/_default/badge': 'Badges',
  '/_default/bingo': 'Network bingo',
  '/_default/booth-crawl': 'Booth crawl',
  '/_default/connect': 'Connect',
  '/_default/event': 'Event',
  '/_default/leaderboard': 'Leaderboard',
  '/_default/leads': 'My leads',
  '/_default/my-sessions': 'My sessions',
  '/_default/people': 'People',
  '/_default/meetings': 'My meetings',
  '/_default/inbox': 'Inbox',
  '/_default/leaderboard_2': 'Team leaderboard',
  '/_default/leaderboard_old_v2': 'In person and online',
  '/_default/notifications': 'Notifications',
  '/_default/profile/': 'Profile',
  '/_default/profile/edit': 'Edit your profile',
  '/_default/rock-paper-scissors': 'Rock-paper-scissors',
  '/_default/small-talk': 'Small talk',
  '/_default/trivia': 'Picture trivia',
  '/_default/quiz': 'Live quiz',
  '/auth': 'Join in',
  '/auth/': 'Join in',
  '/auth/otp': 'Sign in with a code',
  '/auth/register': 'Register',
  '/auth_/landing': 'Welcome',
  '/auth_/login': 'Sign in',
  '/login': 'Sign in',
  '/leaderboard-old': 'Live leaderboard',
  '/kiosk': 'Live leaderboard',
  '/market': 'Prize market',
  '/market/': 'Prize market',
  '/market/index1': 'Prizes',
  '/dashboard': 'Dashboard',
  '/dashboard/': 'Dashboard',
  '/dashboard/agenda': 'Agenda',
  '/dashboard/attendance': 'Session attendance',
  '/dashboard/audit': 'Audit log',
  '/dashboard/bingo': 'Network bingo',
  '/dashboard/meetings': 'Meetings',
  '/dashboard/companies': 'Companies',
  '/dashboard/events': 'Events and teams',
  '/dashboard/export': 'Export',
  '/dashboard/index-old': 'Content',
  '/dashboard/index-x': 'People',
  '/dashboard/prizes': 'Prize desk',
  '/dashboard/theme': 'Theme',
} as const satisfies Record<RouteId, string>;

export const routeTitles = i18n('routeTitles', { ...titles, notFound: 'Page not found' });

/** "Leaderboard · Northwind Summit 2026", or the screen's name alone outside an event. */
export const documentTitle = (screen: string, eventName: string | undefined): string =>
  eventName === undefined || eventName === '' ? screen : `${screen} · ${eventName}`;
