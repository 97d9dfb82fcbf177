/** Dutch for the event overview: its page, speakers and sponsors (see ../nl.ts). */
export const nlEvent = {
  eventPage: {
    title: 'Je event',
    openLink: 'Open de link van je event, of',
    signIn: 'log in',
    toSee: 'om het event te zien waarvoor je je aanmeldde.',
  },
  eventOverview: {
    notFound: 'Event niet gevonden',
    noSuchEvent: 'Er is geen event met de naam “{eventId}”. Kijk de link na die je kreeg.',
    hostLogo: 'Logo van de organisator van {event}',
    teams: 'Teams',
    speakers: 'Sprekers',
    sponsors: 'Sponsors',
  },
  speakerList: {
    none: 'Het programma is nog niet gepubliceerd: sprekers verschijnen hier zodra de organisator ze toevoegt.',
    photo: 'Foto van {name}',
    profile: '{site}-profiel van {name}',
  },
  sponsorList: {
    none: 'Er staan nog geen sponsors bij dit event.',
    group: '{category}-sponsors',
    logo: 'Logo van {name}',
  },
  sponsorGroups: {
    nameless: '{category}-sponsor',
    website: 'Website',
    page: '{site}-pagina',
    of: '{page} van {name}',
  },
};
