import type { SourceCounts } from './traffic.ts';

/** What the estimate reads of a simulation's report (report.ts SimReport). */
type Measured = {
  readonly attendees: number;
  readonly timingsS: { readonly play: number };
  readonly calls: { readonly duringPlay: number; readonly p50Ms: number };
  readonly database: {
    readonly bytes: number;
    readonly measuredS: number;
    readonly bySource: Readonly<Record<string, SourceCounts>>;
  };
};

/**
 * What an event costs its organiser on the Blaze plan, from a simulation's own counts: the
 * database's downloads by source and the callables, per attendee-hour, scaled to a day of
 * `attendees` for `hours`. Prices are Firebase's and Google Cloud's published list prices for
 * US regions above the no-cost quotas (which this estimate does not subtract), as the project
 * read them on PRICES_READ; check them before quoting a figure.
 */
export const PRICES_READ = '2026-11-27';
export const PRICES = {
  /** Realtime Database, per GB downloaded (firebase.google.com/pricing). */
  databaseDownloadPerGiB: 1,
  /** Cloud Functions (2nd gen, billed as Cloud Run), per million invocations. */
  invocationsPerMillion: 0.4,
  /** Cloud Functions (2nd gen), per vCPU-second and per GiB-second of an instance, tier 1. */
  vcpuSecond: 0.000024,
  gibSecond: 0.0000025,
  /** Cloud Storage for Firebase, per GB downloaded. */
  storageDownloadPerGiB: 0.12,
  /** Firebase Hosting, per GB transferred. */
  hostingPerGiB: 0.15,
} as const;

/**
 * What the simulator does not do and the estimate assumes, per attendee and day: the app's files
 * fetched once (the service worker serves them after), and the pictures an attendee's screens
 * load (avatars on boards, logos, speakers). The compute is an upper bound: each call is billed
 * for its whole time on 1 vCPU and 0.5 GiB, though a 2nd-gen instance serves many calls at once.
 */
const ASSUMED = {
  appBytesPerAttendeeDay: 1.5 * 1_048_576,
  pictureBytesPerAttendeeDay: 60 * 30 * 1_024,
  vcpu: 1,
  gib: 0.5,
} as const;

type CostLine = { readonly item: string; readonly quantity: string; readonly usd: number };

const GIB = 1_073_741_824;
const usd = (value: number) => Math.round(value * 100) / 100;

/** The bill for `attendees` over `hours`, line by line, from a report that measured its traffic. */
export const eventCost = (
  report: Measured,
  attendees = 1_000,
  hours = 8,
): { readonly lines: readonly CostLine[]; readonly total: number } | null => {
  const playHours = report.database.measuredS / 3_600;
  if (playHours <= 0 || report.attendees === 0) return null;
  const perAttendeeHour = (count: number) => count / report.attendees / playHours;
  const attendeeHours = attendees * hours;
  const databaseBytes = perAttendeeHour(report.database.bytes) * attendeeHours;
  const calls =
    (report.calls.duringPlay / report.attendees / (report.timingsS.play / 3_600)) * attendeeHours;
  const callSeconds = calls * (report.calls.p50Ms / 1_000);
  const days = Math.max(1, Math.ceil(hours / 24));
  const appBytes = ASSUMED.appBytesPerAttendeeDay * attendees * days;
  const pictureBytes = ASSUMED.pictureBytesPerAttendeeDay * attendees * days;
  const lines: CostLine[] = [
    {
      item: 'Realtime Database downloads',
      quantity: `${(databaseBytes / GIB).toFixed(2)} GiB`,
      usd: usd((databaseBytes / GIB) * PRICES.databaseDownloadPerGiB),
    },
    {
      item: 'Function invocations',
      quantity: `${Math.round(calls).toLocaleString('en')} calls`,
      usd: usd((calls / 1_000_000) * PRICES.invocationsPerMillion),
    },
    {
      item: 'Function compute (upper bound)',
      quantity: `${Math.round(callSeconds).toLocaleString('en')} call-seconds`,
      usd: usd(callSeconds * (ASSUMED.vcpu * PRICES.vcpuSecond + ASSUMED.gib * PRICES.gibSecond)),
    },
    {
      item: 'Storage downloads (assumed)',
      quantity: `${(pictureBytes / GIB).toFixed(2)} GiB`,
      usd: usd((pictureBytes / GIB) * PRICES.storageDownloadPerGiB),
    },
    {
      item: 'Hosting transfer (assumed)',
      quantity: `${(appBytes / GIB).toFixed(2)} GiB`,
      usd: usd((appBytes / GIB) * PRICES.hostingPerGiB),
    },
  ];
  return { lines, total: usd(lines.reduce((sum, line) => sum + line.usd, 0)) };
};

/** The database's downloads by source, per attendee-hour, largest first. */
export const sourcesPerAttendeeHour = (
  report: Measured,
): readonly { readonly source: string; readonly bytes: number; readonly responses: number }[] => {
  const playHours = report.database.measuredS / 3_600;
  if (playHours <= 0 || report.attendees === 0) return [];
  return Object.entries(report.database.bySource)
    .map(([source, counts]) => ({
      source,
      bytes: counts.bytes / report.attendees / playHours,
      responses: counts.responses / report.attendees / playHours,
    }))
    .sort((a, b) => b.bytes - a.bytes);
};
