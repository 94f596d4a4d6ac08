import fc from 'fast-check';

/**
 * JSON text spliced in as it is, for what JSON.stringify cannot write: 1e309, -0, numbers past 2^53,
 * prototype-poisoning keys, nesting deeper than a recursive writer should go.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON.stringify, except that RawJson is written as its text and own `__proto__` keys are kept. */
export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map((item) => toJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const fields = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => `${JSON.stringify(key)}:${toJson(item)}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** An object with exactly these own keys, `__proto__` included (an object literal would set the prototype). */
export function objectOf(entries: [string, unknown][]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return object;
}

const KB = 1024;

/** Text that has broken servers: empty, control characters, unicode edge cases, injection, huge. */
export const HOSTILE_TEXT: readonly string[] = [
  '',
  ' ',
  '\t\n\r',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(64),
  '\uD800',
  '\uDFFF',
  'ok\uD83D',
  '\uFFFE\uFFFF',
  '😀👍🏽👨‍👩‍👧‍👦',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  'বাংলা ভাষা শিক্ষক',
  '\uFEFFbom',
  '\u200B\u200D',
  'Z̴̡̛͓͍a̷l̸g̶o̷',
  "' OR '1'='1' --",
  "'; drop table users; --",
  '1; select pg_sleep(5)',
  '%',
  '_',
  '\\',
  '%_\\%',
  '"',
  '`$(id)`',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1',
  '0',
  '-0',
  '0x1F',
  '1.5',
  ' 12 ',
  '9'.repeat(400),
  'true',
  'false',
  '[]',
  '{}',
  '$gt',
  '__proto__',
  'constructor',
  'Sunday,Sunday,,Funday',
  'x'.repeat(100 * KB),
  '😀'.repeat(30 * KB),
  'ব'.repeat(40 * KB),
  '\u0000'.repeat(10 * KB),
];

export const hostileText = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  // Any UTF-16 code unit, lone surrogates included.
  {
    weight: 1,
    arbitrary: fc
      .array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 20 })
      .map((units) => String.fromCharCode(...units)),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);

const HOSTILE_NUMBERS: readonly unknown[] = [
  -1,
  0,
  0.5,
  -0.5,
  2 ** 31,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  1e21,
  -1e21,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  new RawJson('1e309'),
  new RawJson('-1e309'),
  new RawJson('-0'),
  new RawJson('1E2'),
  new RawJson('1.0'),
  new RawJson(`1${'0'.repeat(400)}`),
  new RawJson('123456789012345678901234567890'),
  new RawJson('0.000000000000000000000000000001'),
];

export const hostileNumber = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer() },
  {
    weight: 1,
    arbitrary: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map((n) => new RawJson(String(n))),
  },
);

const deepArray = (depth: number) => new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`);
const deepObject = (depth: number) => new RawJson(`${'{"a":'.repeat(depth)}null${'}'.repeat(depth)}`);

const HOSTILE_STRUCTURES: readonly unknown[] = [
  null,
  [],
  {},
  [null],
  [[[]]],
  { $gt: '' },
  { $ne: null },
  { $where: 'sleep(1000)' },
  { $regex: '.*' },
  new RawJson('{"__proto__":{"isAdmin":true}}'),
  new RawJson('{"constructor":{"prototype":{"isAdmin":true}}}'),
  objectOf([['toString', 'x']]),
  objectOf([['hasOwnProperty', 1]]),
  objectOf([['valueOf', {}]]),
  deepArray(1_000),
  deepArray(20_000),
  deepObject(1_000),
  deepObject(10_000),
  Array.from({ length: 10_000 }, (_, index) => index),
  Object.fromEntries(Array.from({ length: 5_000 }, (_, index) => [`k${index}`, index])),
  Array.from({ length: 200 }, () => 'x'.repeat(KB)),
];

/** A value of the wrong kind for nearly any field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRUCTURES) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Keys a body should not have: query operators, prototype names, aliases and plain junk. */
export const hostileKey = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '$gt',
      '$where',
      '$ne',
      '__proto__',
      'constructor',
      'prototype',
      'toString',
      'hasOwnProperty',
      'valueOf',
      '',
      ' ',
      'a.b',
      'a[b]',
      '😀',
      'role',
      'isAdmin',
      'owner_id',
      'status',
      'id',
      '_id',
      'days',
      'price',
      'maxBatchSize',
      'time_to_pay',
      'createdAt',
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

/** Path segments that are not what a route expects (URL-encoded unless they are meant raw). */
export const HOSTILE_SEGMENTS: readonly string[] = [
  '1',
  'abc',
  'null',
  'undefined',
  '0',
  '-1',
  "'%20OR%20'1'%3D'1",
  '%00',
  '%2F',
  '%2e%2e',
  '..',
  '.',
  '%25',
  '%ZZ',
  '%',
  '%C0%AF',
  '%ED%A0%80',
  '%F0%9F%98%80',
  '%E0%A6%AC%E0%A6%BE',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-0000-0000-00000000000g',
  '{00000000-0000-4000-8000-000000000000}',
  '000000000000400080000000000000000',
  '%2000000000-0000-4000-8000-000000000000',
  '00000000-0000-4000-8000-000000000000%00',
  'A'.repeat(99),
  'A'.repeat(101),
  'A'.repeat(10 * KB),
  'A'.repeat(100 * KB),
  'student',
  'teacher',
  'admin',
  'STUDENT',
];
