/** Dutch for the inbox: conversations with connections (see ../nl.ts). */
export const nlInbox = {
  inbox: {
    intro:
      'Je gesprekken met de mensen met wie je connectie maakte. Ze blijven, ook als jullie allebei weg zijn.',
    loading: 'Je gesprekken laden…',
    none: 'Nog geen gesprekken. Maak connectie met iemand en schrijf hem of haar dan vanaf de kaart bij Mensen.',
    list: 'Je gesprekken',
    you: 'Jij',
    unread: { one: '{count} ongelezen', many: '{count} ongelezen' },
    back: 'Alle gesprekken',
    title: 'Met {name}',
    someone: 'je connectie',
    messages: 'Berichten met {name}',
    empty: 'Nog geen berichten: zeg hallo.',
    loadingLines: 'De berichten laden…',
    refused: 'Dit gesprek kan niet worden geopend.',
    yourMessage: 'Je bericht',
    characters: '{length}/{max} tekens',
    send: 'Versturen',
    notSent: 'Je bericht kon niet worden verstuurd. Probeer het opnieuw.',
    says: '{author} zegt: {text}',
  },
};
