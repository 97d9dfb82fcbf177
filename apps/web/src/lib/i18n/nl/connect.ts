/** Dutch for the Connect screen: my code, scanning, typing a code and what a scan paid. */
export const nlConnect = {
  cameraProblems: {
    refused:
      'Je gaf geen toegang tot de camera, dus typ hun code in (of sta de camera toe in de site-instellingen van je browser).',
    missing: 'Er is geen camera gevonden op dit apparaat: typ hun code in.',
    busy: 'De camera wordt door een andere app gebruikt: sluit die en probeer het opnieuw, of typ hun code in.',
    failed: 'De scanner kon niet starten: typ hun code in.',
  },
  connectScreen: {
    scan: 'Scan een code',
    showMine: 'Toon mijn code',
    loadingScanner: 'De scanner laden…',
    youHave: 'Je hebt',
    pointsHint:
      'punten. Scan de code van een andere deelnemer, of laat die de jouwe scannen: jullie verdienen allebei punten.',
    connecting: 'Verbinden…',
    waiting: {
      one: '{count} scan wacht om verstuurd te worden',
      many: '{count} scans wachten om verstuurd te worden',
    },
    another: 'Scan nog een code',
  },
  typedCodeForm: {
    problem:
      'Hun code: typ de 8 letters en cijfers onder hun QR-code (er zit geen 0, O, 1 of I in), of plak hun link.',
    title: 'Typ een code',
    theirCode: 'Hun code',
    hint: 'De 8 letters en cijfers onder hun QR-code.',
    connecting: 'Verbinden…',
  },
  scanner: {
    view: 'Camerabeeld',
    starting: 'De camera starten…',
    paused: 'Scannen gepauzeerd.',
    point: 'Richt de camera op hun QR-code.',
    torch: 'Lamp',
  },
  connectOutcome: {
    thatIs: 'Dat is {parts}.',
    points: '+{mine} punten voor jou, +{theirs} voor {name}',
    booth: 'Standbezoek geteld: {name} werkt voor een sponsor.',
    square: 'Bingovakje gevuld: {square}.',
    offline: 'Je bent offline: deze scan is bewaard en wordt verstuurd zodra je weer online bent.',
  },
  myQr: {
    validUntil: 'Geldig tot {when}',
    renewing: 'Vernieuwen…',
    newCode: 'Nieuwe code over {time}',
    title: 'Mijn code',
    points: '{points} punten',
    qr: 'QR-code om met {name} te connecten',
    orTell: 'Of geef ze je code:',
    notRenewed: 'Je code kon niet worden vernieuwd:',
    expired: 'Je code is verlopen en kon niet worden vernieuwd',
    notGot: 'Je code kon niet worden opgehaald',
    retry: 'Opnieuw proberen',
    offline:
      'Je bent offline: je code wordt vernieuwd zodra je weer online bent. Scan hun code of typ die in: hij wordt dan verstuurd.',
    getting: 'Je code ophalen…',
  },
};
