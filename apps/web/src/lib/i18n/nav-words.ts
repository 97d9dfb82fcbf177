import { i18n } from './i18n.ts';

/** The navigation's words, shared by the header, the menu, the tab bar and the ways in. */
export const navWords = i18n('nav', {
  menu: 'Menu',
  home: 'Home',
  event: 'Event',
  leaderboard: 'Leaderboard',
  market: 'Market',
  connect: 'Connect',
  play: 'Play',
  smallTalk: 'Small talk',
  rockPaperScissors: 'Rock-paper-scissors',
  badges: 'Badges',
  profile: 'Profile',
  myLeads: 'My leads',
  people: 'People',
  myMeetings: 'My meetings',
  notifications: 'Notifications',
  dashboard: 'Dashboard',
  signIn: 'Sign in',
  signOut: 'Sign out',
  register: 'Register',
  signInWithCode: 'Sign in with a code',
  backToEvent: 'Back to the event',
  mainLabel: 'Main',
  tabsLabel: 'Tabs',
  accountLabel: 'Account',
});
