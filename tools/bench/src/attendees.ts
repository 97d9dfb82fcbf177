import { TEAM_NAMES } from '@engage/domain/colors';
import { planNewAttendee } from '@engage/domain/new-profile';
import type { Context, Writes } from '@engage/domain/plan';
import type { UserMetadata } from '@engage/domain/store/users';

/** 100 first names and 100 surnames from many places: 10,000 different pairs. */
const FIRST = [
  'Amara',
  'Bruno',
  'Chen',
  'Dagny',
  'Elif',
  'Farah',
  'Gustavo',
  'Hana',
  'Ivan',
  'Jonas',
  'Kavya',
  'Liam',
  'Maya',
  'Nikos',
  'Olga',
  'Priya',
  'Quentin',
  'Rosa',
  'Sven',
  'Tamar',
  'Uma',
  'Victor',
  'Wanjiru',
  'Ximena',
  'Yusuf',
  'Zofia',
  'Aaron',
  'Beatriz',
  'Cyrus',
  'Dalia',
  'Emeka',
  'Freya',
  'Goran',
  'Hye',
  'Idris',
  'Jana',
  'Kenji',
  'Lena',
  'Mateo',
  'Nia',
  'Omar',
  'Paula',
  'Rafael',
  'Saanvi',
  'Tariq',
  'Ulla',
  'Vera',
  'Wen',
  'Yara',
  'Zain',
  'Anders',
  'Bianca',
  'Carlos',
  'Deepa',
  'Ezra',
  'Fiona',
  'Gael',
  'Helga',
  'Imani',
  'Joao',
  'Kaito',
  'Lucia',
  'Malik',
  'Noemi',
  'Oskar',
  'Petra',
  'Rania',
  'Samir',
  'Thea',
  'Umar',
  'Valentina',
  'Wiktor',
  'Xiao',
  'Yasmin',
  'Zeynep',
  'Adil',
  'Bodil',
  'Cecile',
  'Darius',
  'Esme',
  'Femi',
  'Greta',
  'Halima',
  'Hamza',
  'Ilse',
  'Jasper',
  'Keiko',
  'Leon',
  'Mirela',
  'Nadia',
  'Otto',
  'Pilar',
  'Rohan',
  'Selin',
  'Tobias',
  'Ugo',
  'Vivek',
  'Willa',
  'Yosef',
  'Zara',
];
const LAST = [
  'Okafor',
  'Costa',
  'Wei',
  'Lund',
  'Yilmaz',
  'Haddad',
  'Ruiz',
  'Sato',
  'Petrov',
  'Weber',
  'Iyer',
  'Murphy',
  'Cohen',
  'Papadakis',
  'Nowak',
  'Nair',
  'Moreau',
  'Jimenez',
  'Larsen',
  'Levi',
  'Das',
  'Lima',
  'Kamau',
  'Reyes',
  'Demir',
  'Kowalski',
  'Fischer',
  'Santos',
  'Rahimi',
  'Novak',
  'Eze',
  'Brennan',
  'Horvat',
  'Kim',
  'Bakr',
  'Dvorak',
  'Tanaka',
  'Berg',
  'Alvarez',
  'Mensah',
  'Ferreira',
  'Almeida',
  'Sharma',
  'Ali',
  'Nilsen',
  'Lopez',
  'Zhou',
  'Nasser',
  'Qureshi',
  'Lindgren',
  'Rossi',
  'Gupta',
  'Medina',
  'Moller',
  'Bauer',
  'Mbeki',
  'Silva',
  'Johansson',
  'Watanabe',
  'Romero',
  'Ahmed',
  'Jensen',
  'Vargas',
  'Suzuki',
  'Cruz',
  'Popescu',
  'Hassan',
  'Keller',
  'Bianchi',
  'Wong',
  'Oyelaran',
  'Nyberg',
  'Castillo',
  'Farouk',
  'Schmidt',
  'Duarte',
  'Koval',
  'Anand',
  'Hoffmann',
  'Ibrahim',
  'Lehmann',
  'Mendes',
  'Sandoval',
  'Quist',
  'Ortiz',
  'Varga',
  'Yamamoto',
  'Pereira',
  'Abebe',
  'Marin',
  'Lindqvist',
  'Osei',
  'Jovanovic',
  'Park',
  'Chowdhury',
  'Aguilar',
  'Engel',
  'Kuznetsova',
  'Mwangi',
  'Singh',
];

/**
 * The name of the benchmarks' attendee number `i`: a realistic name, unique among the first
 * 10,000 (each first name meets each surname once, and neighbours differ in both); past that a
 * middle initial keeps the next 260,000 unique. Deterministic: every run makes the same people.
 */
export const benchName = (i: number): string => {
  const pairs = FIRST.length * LAST.length;
  const [round, n] = [Math.floor(i / pairs), i % pairs];
  // (n + ⌊n / 100⌋) mod 100, with n mod 100 fixed, is one-to-one in ⌊n / 100⌋: no pair repeats.
  const first = FIRST[n % FIRST.length];
  const last = LAST[(n + Math.floor(n / FIRST.length)) % LAST.length];
  const middle = round === 0 ? '' : ` ${String.fromCharCode(64 + (((round - 1) % 26) + 1))}`;
  return `${first}${middle} ${last}`;
};

/**
 * The benchmarks' and fixtures' ids: `bench00000001`, `bench00000002`, … in the order asked, so a
 * seeded event has the same ids on every run; `random` is the registration's (a fixed one gives
 * the same public ids and colours too).
 */
export const benchContext = (random: () => number): Pick<Context, 'newId' | 'random'> => {
  let id = 0;
  return {
    newId: () => {
      id += 1;
      return `bench${String(id).padStart(8, '0')}`;
    },
    random,
  };
};

/**
 * Attendee number `i` of an event as registration makes them (the domain's plan, which also
 * writes the attendee's row of the people index): key `user000042`, uid `uid42`, one company,
 * teams in turn. Shared by the benchmarks and the leaderboard fixture, which name them.
 */
export const numberedAttendee = (
  eventId: string,
  i: number,
  who: { readonly name: string; readonly email: string },
  ctx: Pick<Context, 'newId' | 'random'>,
): { readonly key: string; readonly user: UserMetadata; readonly writes: Writes } => {
  const key = `user${String(i).padStart(6, '0')}`;
  const created = planNewAttendee(
    key,
    {
      uid: `uid${i}`,
      name: who.name,
      email: who.email,
      company: 'Northwind Traders',
      department: 'Engineering',
      teamName: TEAM_NAMES[i % TEAM_NAMES.length] ?? 'AGILE',
      customerId: 'northwind',
      eventId,
    },
    ctx,
  );
  if (!created.ok) throw new Error(created.error);
  return { key, user: created.value.user, writes: created.writes };
};

/**
 * `size` attendees of one event as registration makes them, for the benchmarks that need a big
 * event. `nameOf` may give some of them names that are harder to handle; their emails follow the
 * plain names.
 */
export function* registeredAttendees(
  eventId: string,
  size: number,
  nameOf: (i: number) => string = benchName,
): Generator<{ readonly key: string; readonly writes: Writes }> {
  const ctx = benchContext(Math.random);
  for (let i = 0; i < size; i += 1) {
    const email = `${benchName(i).toLowerCase().replace(/\s+/g, '.')}@example.com`;
    const { key, writes } = numberedAttendee(eventId, i, { name: nameOf(i), email }, ctx);
    yield { key, writes };
  }
}
