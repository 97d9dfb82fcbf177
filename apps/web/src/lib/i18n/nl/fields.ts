import { COLOR_NAME_LENGTH, TEAM_NAMES } from '@engage/domain/colors';
import { MAX_PRIZE_COUNT, TEXT_MAX } from '@engage/domain/entities';
import { MAX_BUY_QTY, MAX_POINTS_CHANGE } from '@engage/domain/inputs';
import { MAX_TRIVIA_POINTS, TRIVIA_OPTIONS } from '@engage/domain/inputs-console';
import { OTP_LENGTH } from '@engage/domain/otp';
import { formatterFor } from '../format.ts';

/** A number as Dutch forms write it ("5.000"), by the app's one formatter. */
const count = formatterFor('nl').number;
const atMost = (max: number): string => `gebruik hoogstens ${count(max)} tekens`;
const upTo = (max: number): string => `tot ${count(max)} tekens`;
const SHORT = TEXT_MAX.short;
const PLAIN = 'in gewone tekst';

/** A field's label and what to do, as the catalogue keys them (../field-words.ts). */
const field = (name: string, label: string, todo: string) => ({
  [`${name}|label`]: label,
  [`${name}|todo`]: todo,
});

/**
 * Dutch for the domain's field words (the limits from the same constants the schemas check) and
 * the small-talk prompts (see ../nl.ts).
 */
export const nlFields = {
  fieldWords: {
    ...field('name', 'Naam', `vul een naam in, ${upTo(SHORT)}, ${PLAIN}, geen e-mailadres`),
    ...field(
      'alias',
      'Schuilnaam',
      `vul een schuilnaam in, ${upTo(SHORT)}, ${PLAIN}, geen e-mailadres`,
    ),
    ...field('company', 'Bedrijf', `${atMost(SHORT)}, ${PLAIN}`),
    ...field('department', 'Afdeling', `${atMost(SHORT)}, ${PLAIN}`),
    ...field(
      'color',
      'Lievelingskleur',
      `gebruik een kleurnaam van ${COLOR_NAME_LENGTH.min} tot ${COLOR_NAME_LENGTH.max} letters`,
    ),
    ...field('teamName', 'Team', 'kies je team'),
    ...field('attendance', 'Hoe ben je erbij', 'kies op locatie of online'),
    ...field(
      'invitationCode',
      'Uitnodigingscode',
      'vul de code van je organisator in, of laat het leeg',
    ),
    ...field('eventId', 'Event', 'open de aanmeldlink van je event'),
    ...field('email', 'E-mail', 'vul een adres in zoals naam@example.com'),
    ...field('password', 'Wachtwoord', 'volg de regels voor wachtwoorden'),
    ...field('qty', 'Aantal', `kies van 1 tot ${count(MAX_BUY_QTY)}`),
    ...field('code', 'Code', `vul de ${OTP_LENGTH} cijfers in die we je mailden`),
    ...field('answer', 'Antwoord', `typ je antwoord, ${upTo(SHORT)}`),
    ...field('qr', 'Code', 'scan de code opnieuw, of typ de korte code eronder'),
    ...field('speaker.name', 'Naam', `vul de naam van de spreker in, ${upTo(SHORT)}`),
    ...field('speaker.topic', 'Onderwerp', atMost(TEXT_MAX.line)),
    ...field('speaker.location', 'Plaats', atMost(TEXT_MAX.line)),
    ...field('speaker.time', 'Tijd', atMost(SHORT)),
    ...field('speaker.about', 'Over', atMost(TEXT_MAX.prose)),
    ...field('speaker.image', 'Foto van de spreker', 'upload de foto opnieuw'),
    ...field('sponsor.name', 'Naam', `vul de naam van de sponsor in, ${upTo(SHORT)}`),
    ...field('sponsor.Logo', 'Logo van de sponsor', 'upload het logo opnieuw'),
    ...field('sponsor.Paragraph', 'Tekst', atMost(TEXT_MAX.prose)),
    ...field(
      'sponsor.Category',
      'Categorie',
      `vul een categorie in zoals Goud of Zilver, ${upTo(SHORT)}`,
    ),
    ...field(
      'sponsor.SocialLinks',
      'Sociale links',
      'gebruik alleen de links die het formulier biedt',
    ),
    ...field('prize.name', 'Naam', `vul de naam van de prijs in, ${upTo(SHORT)}`),
    ...field(
      'prize.cost',
      'Kosten (punten)',
      `gebruik een heel getal van 1 tot ${count(MAX_PRIZE_COUNT)}`,
    ),
    ...field(
      'prize.stock',
      'Voorraad',
      `gebruik een heel getal van 0 tot ${count(MAX_PRIZE_COUNT)}`,
    ),
    ...field('prize.image', 'Afbeelding van de prijs', 'upload de afbeelding opnieuw'),
    ...field('stockSeen', 'Voorraad', 'sluit het formulier, open de prijs opnieuw en sla op'),
    ...field('companyId', 'Bedrijf', 'open het bedrijf opnieuw vanuit de lijst'),
    ...field('subscription', 'Abonnement', 'kies een van de abonnementen in de lijst'),
    ...field('userLimit', 'Maximum aantal gebruikers', 'gebruik een heel getal, 0 of meer'),
    ...field('logo', 'Logo van het bedrijf', 'upload het logo opnieuw'),
    ...field('formId', 'Uitnodigingscode (formulier-id)', `${atMost(SHORT)}, of laat het leeg`),
    ...field('event.name', 'Naam', `vul de naam van het event in, ${upTo(SHORT)}`),
    ...field('event.startsAt', 'Begint (UTC)', 'kies een datum en tijd'),
    ...field('event.endsAt', 'Eindigt (UTC)', 'kies een datum en tijd na de start'),
    ...field('event.venue', 'Locatie', atMost(TEXT_MAX.line)),
    ...field('event.description', 'Beschrijving', atMost(TEXT_MAX.prose)),
    ...field('event.customerId', 'Klantbedrijf', 'kies het bedrijf waarvoor het event is'),
    ...field('event.mode', 'Vorm', 'kies hoe mensen erbij zijn'),
    ...field('teams', 'Teams', `kies 1 tot ${TEAM_NAMES.length} teams, elk één keer`),
    ...field('scheme.themeColor', 'Themakleur', 'gebruik een kleur zoals #1a2b3c'),
    ...field('scheme.palette', 'Palet', 'gebruik kleuren zoals #1a2b3c'),
    ...field(
      'delta',
      'Punten',
      `gebruik een heel getal van ${count(-MAX_POINTS_CHANGE)} tot ${count(MAX_POINTS_CHANGE)}, behalve 0`,
    ),
    ...field('reason', 'Reden', `zeg waarom, in ${upTo(TEXT_MAX.line)}`),
    ...field('question.image', 'Afbeelding bij de vraag', 'upload een afbeelding voor de vraag'),
    ...field('question.question', 'Vraag', `vul de vraag in, ${upTo(TEXT_MAX.line)}`),
    ...field(
      'question.options',
      'Opties',
      `geef ${TRIVIA_OPTIONS.min} tot ${TRIVIA_OPTIONS.max} verschillende opties`,
    ),
    ...field(
      'question.points',
      'Punten voor een goed antwoord',
      `gebruik een heel getal van 1 tot ${count(MAX_TRIVIA_POINTS)}`,
    ),
    ...field('right', 'Goede antwoord', 'kies welke optie het goede antwoord is'),
    ...field('questionId', 'Vraag', 'voeg de vraag opnieuw toe vanuit het dashboard'),
    ...field('order', 'Volgorde', 'laad de vragen opnieuw en verplaats ze nog eens'),
    linkTodo: 'plak een link die begint met https://, of laat het leeg',
  },
  smallTalkPrompts: {
    p0: 'Wat bracht je naar dit event?',
    p1: 'Op welke talk verheug je je het meest?',
    p2: 'Waar werk je nu aan dat je enthousiast maakt?',
    p3: 'Wat heb je deze week geleerd?',
    p4: 'Met wie hier zou je een dag van baan willen ruilen?',
    p5: 'Wat is het beste advies dat je in je loopbaan kreeg?',
    p6: 'Welk hulpmiddel of welke gewoonte bespaart je de meeste tijd?',
    p7: 'Wanneer is dit event voor jou geslaagd?',
  },
};
