import { COLOR_NAME_LENGTH, TEAM_NAMES } from './colors.ts';
import { MAX_PRIZE_COUNT, TEXT_MAX } from './entities.ts';
import { MAX_BUY_QTY, MAX_POINTS_CHANGE } from './inputs.ts';
import { MAX_TRIVIA_POINTS, TRIVIA_OPTIONS } from './inputs-console.ts';
import { OTP_LENGTH } from './otp.ts';

/** A callable's input field as people know it: the form's label, and what to do when refused. */
export type FieldWords = { readonly label: string; readonly todo: string };

/** A number as the forms write it ("5,000"). */
const count = (n: number): string => n.toLocaleString('en');
const atMost = (max: number): string => `use at most ${count(max)} characters`;
const upTo = (max: number): string => `up to ${count(max)} characters`;
const SHORT = TEXT_MAX.short;
const POINTS = `${count(-MAX_POINTS_CHANGE)} to ${count(MAX_POINTS_CHANGE)}`;

/** What an attendee's own texts may hold (plain-text.ts): no control or direction marks. */
const PLAIN = 'in plain text';

/** What to do about a link the schema refused (speakers' and sponsors' links are optional). */
export const LINK_TODO = 'paste a link that starts with https://, or leave it empty';

/**
 * The inputs of the callables (inputs.ts), by the field's dot path in the input schema
 * (`speaker.topic`) or, for the callables whose fields sit at the top, its name. The schema's own
 * words ("Invalid length: Expected >=1 but received 0") are for developers; these are what a
 * person reads, and each limit they state is the constant the schema checks. A top-level `name`
 * is an attendee's or a company's, so its advice fits both. The speakers' and sponsors' link
 * fields are named by the web app's table of link sites, with LINK_TODO.
 */
export const FIELD_WORDS = {
  // The attendee's registration and profile, purchases, games and connections.
  name: { label: 'Name', todo: `enter a name, ${upTo(SHORT)}, ${PLAIN}, not an email address` },
  alias: {
    label: 'Alias',
    todo: `enter an alias, ${upTo(SHORT)}, ${PLAIN}, not an email address`,
  },
  company: { label: 'Company', todo: `${atMost(SHORT)}, ${PLAIN}` },
  department: { label: 'Department', todo: `${atMost(SHORT)}, ${PLAIN}` },
  color: {
    label: 'Favourite colour',
    todo: `use a colour name of ${COLOR_NAME_LENGTH.min} to ${COLOR_NAME_LENGTH.max} letters`,
  },
  teamName: { label: 'Team', todo: 'choose your team' },
  attendance: { label: 'How do you attend', todo: 'choose in person or online' },
  invitationCode: {
    label: 'Invitation code',
    todo: 'enter the code your organiser gave you, or leave it empty',
  },
  eventId: { label: 'Event', todo: 'open the registration link of your event' },
  email: { label: 'Email', todo: 'enter an address like name@example.com' },
  password: { label: 'Password', todo: 'follow the password rules' },
  qty: { label: 'Quantity', todo: `choose from 1 to ${count(MAX_BUY_QTY)}` },
  code: { label: 'Code', todo: `enter the ${OTP_LENGTH} digits we emailed you` },
  answer: { label: 'Answer', todo: `type your answer, ${upTo(SHORT)}` },
  qr: { label: 'Code', todo: 'scan the code again, or type the short code under it' },
  // The console's speaker form (adminWriteSpeaker).
  'speaker.name': { label: 'Name', todo: `enter the speaker’s name, ${upTo(SHORT)}` },
  'speaker.topic': { label: 'Topic', todo: atMost(TEXT_MAX.line) },
  'speaker.location': { label: 'Location', todo: atMost(TEXT_MAX.line) },
  'speaker.time': { label: 'Time', todo: atMost(SHORT) },
  'speaker.about': { label: 'About', todo: atMost(TEXT_MAX.prose) },
  'speaker.image': { label: 'Speaker photo', todo: 'upload the photo again' },
  // The console's sponsor form (adminWriteSponsor).
  'sponsor.name': { label: 'Name', todo: `enter the sponsor’s name, ${upTo(SHORT)}` },
  'sponsor.Logo': { label: 'Sponsor logo', todo: 'upload the logo again' },
  'sponsor.Paragraph': { label: 'Paragraph', todo: atMost(TEXT_MAX.prose) },
  'sponsor.Category': {
    label: 'Category',
    todo: `enter a category like Gold or Silver, ${upTo(SHORT)}`,
  },
  'sponsor.SocialLinks': { label: 'Social links', todo: 'use only the links the form offers' },
  // The console's prize form (adminWritePrize).
  'prize.name': { label: 'Name', todo: `enter the prize’s name, ${upTo(SHORT)}` },
  'prize.cost': {
    label: 'Cost (points)',
    todo: `use a whole number from 1 to ${count(MAX_PRIZE_COUNT)}`,
  },
  'prize.stock': { label: 'Stock', todo: `use a whole number from 0 to ${count(MAX_PRIZE_COUNT)}` },
  'prize.image': { label: 'Prize picture', todo: 'upload the picture again' },
  stockSeen: { label: 'Stock', todo: 'close the form, open the prize again and save' },
  // The console's company form (adminCreateCompany, adminUpdateCompany).
  companyId: { label: 'Company', todo: 'open the company from the list again' },
  subscription: { label: 'Subscription', todo: 'choose one of the listed plans' },
  userLimit: { label: 'User limit', todo: 'use a whole number, 0 or more' },
  logo: { label: 'Company logo', todo: 'upload the logo again' },
  formId: { label: 'Invitation code (form id)', todo: `${atMost(SHORT)}, or leave it empty` },
  // The console's event form (adminWriteEvent); its id is the top-level eventId.
  'event.name': { label: 'Name', todo: `enter the event’s name, ${upTo(SHORT)}` },
  'event.startsAt': { label: 'Starts (UTC)', todo: 'choose a date and time' },
  'event.endsAt': { label: 'Ends (UTC)', todo: 'choose a date and time after the start' },
  'event.venue': { label: 'Venue', todo: atMost(TEXT_MAX.line) },
  'event.description': { label: 'Description', todo: atMost(TEXT_MAX.prose) },
  'event.customerId': { label: 'Customer company', todo: 'choose the company the event is for' },
  'event.mode': { label: 'Mode', todo: 'choose how people attend' },
  teams: { label: 'Teams', todo: `choose 1 to ${TEAM_NAMES.length} teams, each once` },
  // The console's theme and points forms (adminSetTheme, adminAdjustPoints).
  'scheme.themeColor': { label: 'Theme colour', todo: 'use a colour like #1a2b3c' },
  'scheme.palette': { label: 'Palette', todo: 'use colours like #1a2b3c' },
  delta: { label: 'Points', todo: `use a whole number from ${POINTS}, other than 0` },
  reason: { label: 'Reason', todo: `say why, in ${upTo(TEXT_MAX.line)}` },
  // The console's trivia form (adminWriteTrivia, adminOrderTrivia).
  'question.image': { label: 'Question picture', todo: 'upload a picture for the question' },
  'question.question': {
    label: 'Question',
    todo: `enter the question, ${upTo(TEXT_MAX.line)}`,
  },
  'question.options': {
    label: 'Options',
    todo: `give ${TRIVIA_OPTIONS.min} to ${TRIVIA_OPTIONS.max} different options`,
  },
  'question.points': {
    label: 'Points for a right answer',
    todo: `use a whole number from 1 to ${count(MAX_TRIVIA_POINTS)}`,
  },
  right: { label: 'Right answer', todo: 'choose which option is the right answer' },
  questionId: { label: 'Question', todo: 'add the question again from the console' },
  order: { label: 'Order', todo: 'reload the questions and move them again' },
} as const satisfies Readonly<Record<string, FieldWords>>;
