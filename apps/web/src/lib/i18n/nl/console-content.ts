/** Dutch for the console's content: network bingo, the theme and the content editors (../nl.ts). */
export const nlConsoleContent = {
  bingoSetup: {
    departments: 'Afdelingen',
    countries: 'Landen',
    interests: 'Interesses',
    department: 'Iemand van een afdeling',
    country: 'Iemand uit een land',
    interest: 'Iemand die houdt van',
    role: 'Rollen',
    listsSaved: 'Lijsten voor aanmelding opgeslagen.',
    noSquares: 'Geen vakjes gekozen: kaarten komen uit elke eigenschap die deelnemers delen.',
    oneSquare: 'Bingovakjes opgeslagen: kaarten komen uit 1 vakje.',
    squaresSaved: 'Bingovakjes opgeslagen: kaarten komen uit {count} vakjes.',
    loading: 'De bingo laden',
    lists: 'Lijsten voor aanmelding',
    listsHint:
      'Eén optie per regel, tot {characters} tekens, {options} per lijst. Aanmelden en profiel bewerken bieden deze keuzes; bij een lege lijst typen deelnemers het veld zelf.',
    saveLists: 'Lijsten opslaan',
    squares: 'Bingovakjes',
    squaresHint:
      'Een kaart komt alleen uit de vakjes die je hier kiest, en daarvan alleen die waar iemand anders op het event bij past (allemaal, tot iemand dat doet). Niets gekozen: kaarten komen uit elke eigenschap die deelnemers delen.',
    saveSquares: 'Vakjes opslaan',
  },
  themeEditor: {
    saved: 'Thema opgeslagen: open schermen tonen het nu.',
    colours: 'Themakleuren',
    save: 'Sla het thema op',
    preview: 'Voorbeeld',
  },
};
