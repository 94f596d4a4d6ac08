// Searches as people send them: each person combines a few filters of their own (a subject they study, their
// class, their district and area, the days they are free, a salary they can pay, a word or two), sorts now and then
// and seldom goes past the second page. Drawn into a pool of distinct queries per side, asked with a popularity
// that favours some (the common searches) over the long tail, so that few requests repeat within the read
// cache's two seconds, as on a real day; the bench reports how many the cache answered.
import { CLASS_OPTIONS, MEDIUMS, TEACHING_MODES, WEEKDAYS } from '@pathshala/shared-api/contract';
import { DIVISIONS } from '@pathshala/shared-api/contract/places';
import type { LoadRequest } from './load';
import type { People } from './workload';

/** Distinct queries per side. */
export const VARIED_POOL_SIZE = 1000;

/** A deterministic stream of numbers in [0, 1) from `seed` (a xorshift generator). */
function numbers(seed: number) {
  let state = (seed * 2654435761) >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  const chance = (p: number) => next() < p;
  const one = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return { next, chance, one };
}

/** What people type for a subject: a part of its name, as the search matches any part. */
const SUBJECT_WORDS = [
  'phys',
  'chem',
  'math',
  'higher math',
  'english',
  'bangla',
  'ict',
  'bio',
  'account',
  'finance',
  'econ',
  'business',
  'arabic',
  'science',
  'stat',
];
/** Words people search the text for: topics, exams, places, ways of teaching. */
const KEYWORDS = [
  'algebra',
  'geometry',
  'calculus',
  'mechanics',
  'optics',
  'organic',
  'grammar',
  'vocabulary',
  'programming',
  'genetics',
  'probability',
  'essay',
  'ssc',
  'hsc',
  'admission',
  'o level',
  'online',
  'mirpur',
  'dhanmondi',
  'uttara',
  'agrabad',
  'coaching',
  'batch',
  'crash course',
  'home tuition',
  'buet',
];
const SALARIES = [3000, 4000, 5000, 6000, 8000, 10000, 12000, 15000, 20000];

/** Where people search: most in the city districts of Dhaka and Chattogram, the rest across the country. */
function place(random: ReturnType<typeof numbers>): string[] {
  const city = random.chance(0.7) ? 'dhaka' : 'chattogram';
  const division = random.chance(0.75)
    ? (DIVISIONS.find((candidate) => candidate.id === city) ?? random.one(DIVISIONS))
    : random.one(DIVISIONS);
  if (random.chance(0.25)) return [`division=${division.id}`];
  const district = random.chance(0.6)
    ? (division.districts.find((candidate) => candidate.id === division.id) ?? random.one(division.districts))
    : random.one(division.districts);
  const parts = [`district=${district.id}`];
  if (district.areas.length > 0 && random.chance(0.5)) parts.push(`area=${random.one(district.areas).id}`);
  return parts;
}

/** One person's search on `side`: a few filters, a sort now and then, mostly the first page. */
function query(side: 'student' | 'teacher', seed: number): string {
  const random = numbers(seed);
  const parts: string[] = [];
  if (random.chance(0.4)) parts.push(`subject=${encodeURIComponent(random.one(SUBJECT_WORDS))}`);
  if (random.chance(0.35)) parts.push(`class=${random.one(CLASS_OPTIONS).value}`);
  if (random.chance(0.35)) parts.push(...place(random));
  const keyword = random.chance(0.25);
  if (keyword) {
    const words = random.chance(0.3) ? [random.one(KEYWORDS), random.one(KEYWORDS)] : [random.one(KEYWORDS)];
    parts.push(`q=${encodeURIComponent(words.join(' '))}`);
  }
  if (random.chance(0.12)) {
    const days = WEEKDAYS.filter(() => random.chance(0.3));
    if (days.length > 0) parts.push(`weekly_schedule=${days.join(',')}`);
  }
  if (random.chance(0.15)) parts.push(`salary=${random.one(SALARIES)}`);
  if (random.chance(0.15)) parts.push(`mode=${random.one(TEACHING_MODES)}`);
  if (random.chance(0.08)) parts.push(`medium=${random.one(MEDIUMS)}`);
  if (random.chance(0.08)) parts.push(`is_batch=${random.chance(0.5)}`);
  if (side === 'student' && random.chance(0.08))
    parts.push(`tutor_gender=${random.chance(0.6) ? 'female' : 'male'}`);
  // Half of those who type words rank by relevance; the others, and everyone who types none, mostly keep the
  // default (newest first): a fifth sort by salary and one in twelve by distance.
  const sort = random.next();
  if (sort < 0.5) {
    if (keyword) parts.push('sort=relevance');
  } else if (sort < 0.62) parts.push('sort=salary_asc');
  else if (sort < 0.7) parts.push('sort=salary_desc');
  else if (sort < 0.78) parts.push('sort=nearest');
  const page = random.next();
  if (page > 0.97) parts.push(`page=${5 + Math.floor(random.next() * 20)}`);
  else if (page > 0.9) parts.push(`page=${3 + Math.floor(random.next() * 2)}`);
  else if (page > 0.75) parts.push('page=2');
  return parts.join('&');
}

/** The pool of each side's distinct queries. */
export function variedQueries(side: 'student' | 'teacher'): string[] {
  const pool = new Set<string>();
  for (let seed = 1; pool.size < VARIED_POOL_SIZE; seed += 1)
    pool.add(query(side, side === 'student' ? seed : -seed));
  return [...pool];
}

/** Which of a side's pool request n asks. */
type Drawing = (n: number, pool: readonly string[]) => string;

/**
 * By popularity: request n draws the query at a position skewed to the front (the square of a uniform number), as
 * a few searches are common and most are someone's own.
 */
export const byPopularity: Drawing = (n, pool) => {
  const random = numbers(n + 7919);
  random.next(); // the first number of a seed follows the seed too closely
  const draw = random.next();
  return pool[Math.floor(draw * draw * pool.length)] ?? '';
};

/**
 * Each query of the pool once, in turn: none repeats for the read cache to answer (a total another page or sort of
 * the same search found may still be read from it).
 */
export const eachOnce: Drawing = (n, pool) => pool[n % pool.length] ?? '';

/** Each search route asked the pool's queries as `drawing` picks them. */
export function variedSearches(
  people: People,
  drawing: Drawing = byPopularity,
): [string, (n: number) => LoadRequest][] {
  return (['student', 'teacher'] as const).map((side) => {
    const name = `GET /post/${side}/search`;
    const pool = variedQueries(side);
    const callers = side === 'student' ? people.students : people.teachers;
    return [
      name,
      (n: number) => {
        const found = drawing(n, pool);
        return {
          name,
          path: `/api/v1/post/${side}/search${found ? `?${found}` : ''}`,
          headers: callers[n % callers.length] ?? {},
        };
      },
    ];
  });
}
