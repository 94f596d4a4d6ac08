import fc from 'fast-check';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import { PASSWORD } from '../helpers';
import { updateProfileFields } from '@pathshala/shared-api/contract';
import type { RouteEntry } from '../../src/http/route-table';
import { signFields } from '../../src/providers/payment/signing';
import { CALLERS, STORE_PASSWORD, type Caller, type Pools } from './world';
import { HOSTILE_SEGMENTS, hostileKey, hostileText, hostileValue, objectOf, RawJson, toJson } from './values';
import { DOCM, DOCX, EXE, OLE2, PDF, PLAIN_ZIP, XLSX } from '../upload-fixtures';

/** One generated request, ready for app.inject; `note` says how it was made, for a failure's report. */
export interface FuzzRequest {
  caller: Caller;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  note: string;
}

/** The JSON Schema subset zod writes for the contract. */
interface Node {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: Node[];
  allOf?: Node[];
  properties?: Record<string, Node>;
  required?: string[];
  items?: Node;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

export type RouteKind = 'json' | 'profile' | 'upload' | 'callback' | 'simulator';

export function routeKind(route: RouteEntry): RouteKind {
  if (route.url.startsWith('/payment/simulator')) return 'simulator';
  if (/^\/api\/v1\/payment\/(success|fail|cancel|ipn)$/.test(route.url)) return 'callback';
  if (route.url === '/api/v1/users/updateprofile') return 'profile';
  // The classroom's uploads (a material, an assignment, a submission): multipart with one file, or JSON.
  const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
  if (consumes.includes('multipart/form-data')) return 'upload';
  return 'json';
}

function jsonSchemaOf(schema: unknown): Node | null {
  if (!schema) return null;
  return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as Node;
}

const schemaPart = (route: RouteEntry, part: keyof FastifySchema) =>
  jsonSchemaOf((route.schema as Record<string, unknown> | undefined)?.[part]);

const oneOfPool = (pool: readonly string[]): fc.Arbitrary<string> =>
  pool.length > 0 ? fc.constantFrom(...pool) : fc.uuid();

/** The live ids a parameter or field of this name most likely wants. */
function poolFor(name: string, url: string, pools: Pools): string[] | null {
  switch (name) {
    case 'teacherId':
      return pools.teachers;
    case 'userId':
    case 'reportee_id':
    case 'owner_id':
      return pools.users;
    case 'postId':
      return pools.posts;
    case 'batchId':
      return pools.batches;
    case 'ratingId':
      return pools.ratings;
    case 'reportId':
      return pools.reports;
    case 'notificationId':
      return pools.notifications;
    case 'sessionId':
      return pools.classes.map((known) => known.sessionId);
    case 'messageId':
    case 'before':
      return pools.boardMessages;
    case 'materialId':
      return pools.materials;
    case 'assignmentId':
      return pools.assignments;
    case 'submissionId':
      return pools.submissions;
    case 'invitationId':
      return pools.invitations;
    case 'token':
      return url.includes('/batch-files/') ? pools.fileTokens : null;
    case 'student_id':
      return pools.students;
    case 'file':
      return url.includes('/calendar/feed/') ? pools.calendarFiles : null;
    case 'name':
      return url.includes('/uploads/') ? pools.uploads : null;
    case 'id':
      if (url.includes('/post')) return pools.posts;
      if (url.includes('/batch')) return pools.batches;
      if (url.includes('/notifications')) return pools.notifications;
      if (url.includes('/users') || url.includes('/user/')) return pools.users;
      return [...pools.posts, ...pools.batches, ...pools.users];
    default:
      return null;
  }
}

const anyKnownId = (pools: Pools) => [
  ...pools.classes.map((known) => known.sessionId),
  ...pools.users,
  ...pools.posts,
  ...pools.batches,
  ...pools.notifications,
  ...pools.ratings,
  ...pools.reports,
  ...pools.boardMessages,
  ...pools.materials,
  ...pools.assignments,
  ...pools.submissions,
  ...pools.invitations,
];

interface Context {
  url: string;
  pools: Pools;
}

/** Routes whose body makes a new account: its username and email should be new ones. */
const MAKES_ACCOUNT = /\/(register|admin\/add-user)$/;

/** Text of at most `max` UTF-16 units (as zod counts), never blank: plain, Bangla, emoji, accents. */
function validText(min: number, max: number): fc.Arbitrary<string> {
  return fc
    .oneof(
      fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 30 }),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
      fc.constantFrom('Physics', 'বাংলা ভাষা', 'Math 😀', 'Ünïcödé', 'عربى', '13:00'),
    )
    .map((text) => {
      let out = '';
      for (const char of text.trim() || 'x') {
        if (out.length + char.length > max) break;
        out += char;
      }
      return out.trim() === '' ? 'x' : out.padEnd(min, 'x');
    });
}

const DAY_MS = 86_400_000;
/** The Dhaka day (YYYY-MM-DD) `days` from today, and a Dhaka wall time on it: Dhaka is UTC+06:00 all year. */
const dhakaDay = (days: number) =>
  new Date(Date.now() + 6 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);
const dhakaMoment = (days: number, minutes: number) =>
  `${dhakaDay(days)}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Schedule fields whose valid values depend on today (the zod schema only gives their form): a class's new
 * time (ahead, within a year), a batch's start date (today to a year ahead), a range's ends (around today).
 */
function scheduleValue(name: string, { edges }: { edges: boolean }): fc.Arbitrary<string> | null {
  const edge = (values: string[]) => (edges ? [fc.constantFrom(...values)] : []);
  switch (name) {
    case 'starts_at':
      return fc.oneof(
        fc
          .tuple(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 24 * 60 - 1 }))
          .map(([d, m]) => dhakaMoment(d, m)),
        ...edge([dhakaMoment(-1, 600), dhakaMoment(367, 600), `${dhakaDay(3)}T18:30:00Z`, dhakaDay(3)]),
      );
    case 'start_date':
      return fc.oneof(
        fc.integer({ min: 0, max: 60 }).map(dhakaDay),
        ...edge([dhakaDay(-1), dhakaDay(366), dhakaDay(367), '2026-02-30']),
      );
    case 'from':
    case 'to':
      return fc.oneof(
        fc.integer({ min: -14, max: 30 }).map(dhakaDay),
        fc
          .tuple(fc.integer({ min: -7, max: 7 }), fc.integer({ min: 0, max: 24 * 60 - 1 }))
          .map(([d, m]) => dhakaMoment(d, m)),
        ...edge([dhakaDay(-400), dhakaDay(400), dhakaDay(90), `${dhakaDay(0)}T00:00+06:00`]),
      );
    default:
      return null;
  }
}

/** Values the contract should accept (as far as the schema tells): a request that can succeed. */
function validValue(node: Node, name: string, ctx: Context): fc.Arbitrary<unknown> {
  const ids = poolFor(name, ctx.url, ctx.pools);
  if (ids) return oneOfPool(ids);
  const scheduled = scheduleValue(name, { edges: false });
  if (scheduled) return scheduled;
  const fresh = MAKES_ACCOUNT.test(ctx.url);
  if (name === 'username' && fresh) return fc.stringMatching(/^[a-z][a-z0-9_]{7,20}$/);
  if (name === 'email' && fresh) return fc.uuid().map((id) => `u${id.slice(0, 8)}@example.com`);
  if (name === 'username') return oneOfPool(ctx.pools.usernames);
  if (name === 'teacher_username') return oneOfPool(ctx.pools.teacherNames);
  if (name === 'email') return oneOfPool(ctx.pools.emails);
  if (name === 'password' || name === 'newPassword') return fc.constant(PASSWORD);
  if (name === 'student_ids' || name === 'interested_students')
    return fc.subarray(ctx.pools.studentNames, { maxLength: 2 });
  if (name === 'interested_teachers') return fc.subarray(ctx.pools.teacherNames, { maxLength: 1 });
  if (node.enum && node.enum.length > 0) return fc.constantFrom(...node.enum);
  if (node.anyOf && node.anyOf.length > 0) {
    const option = node.anyOf.find((candidate) => candidate.type !== 'null') ?? node.anyOf[0]!;
    return validValue(option, name, ctx);
  }
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  switch (type) {
    case 'string': {
      if (node.format === 'uuid') return oneOfPool(anyKnownId(ctx.pools));
      const min = node.minLength ?? 0;
      const max = node.maxLength ?? 100;
      if (node.pattern) {
        try {
          const pattern = new RegExp(node.pattern);
          return fc
            .stringMatching(pattern)
            .filter((text) => text.length >= min && text.length <= max && text.trim() === text);
        } catch {
          // A pattern JavaScript cannot read: plain text instead.
        }
      }
      return validText(min, max);
    }
    case 'integer':
    case 'number':
      return fc.integer({ min: node.minimum ?? 0, max: Math.min(node.maximum ?? 1000, 2 ** 31) });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(node.items ? validValue(node.items, name, ctx) : fc.string(), { maxLength: 4 });
    case 'object':
      return validObject(node, ctx);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validObject(node: Node, ctx: Context): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(node.required ?? []);
  const fields = Object.entries(node.properties ?? {}).map(([name, child]) => {
    const entry = validValue(child, name, ctx).map((value): [string, unknown] => [name, value]);
    return required.has(name) ? entry.map((pair): [string, unknown] | null => pair) : fc.option(entry);
  });
  return fc
    .tuple(...fields)
    .map((entries) => objectOf(entries.filter((entry): entry is [string, unknown] => entry !== null)));
}

/** Plausible values for a schema node: mostly valid, at the edges, sometimes one past them. */
function validish(node: Node, name: string, ctx: Context): fc.Arbitrary<unknown> {
  const pool = poolFor(name, ctx.url, ctx.pools);
  if (pool) return fc.oneof({ weight: 4, arbitrary: oneOfPool(pool) }, { weight: 1, arbitrary: fc.uuid() });
  const scheduled = scheduleValue(name, { edges: true });
  if (scheduled) return scheduled;
  if (name === 'username' || name === 'teacher_username')
    return fc.oneof(oneOfPool(ctx.pools.usernames), fc.stringMatching(/^[A-Za-z0-9_.-]{3,30}$/));
  if (name === 'email') return fc.oneof(oneOfPool(ctx.pools.emails), fc.emailAddress(), fc.constant('a@b.c'));
  if (name === 'password' || name === 'newPassword')
    return fc.oneof(fc.constant(PASSWORD), fc.string({ maxLength: 30 }), fc.constant(`A1${'x'.repeat(198)}`));
  if (['student_ids', 'interested_students', 'interested_teachers'].includes(name))
    return fc.oneof(
      fc.array(oneOfPool(ctx.pools.usernames), { maxLength: 6 }),
      fc.array(oneOfPool(ctx.pools.usernames), { maxLength: 3 }).map((names) => names.join(', ')),
    );
  if (node.enum && node.enum.length > 0) return fc.constantFrom(...node.enum);
  if (node.anyOf && node.anyOf.length > 0)
    return fc.oneof(...node.anyOf.map((option) => validish(option, name, ctx)));
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  switch (type) {
    case 'string': {
      if (node.format === 'uuid') return fc.oneof(oneOfPool(anyKnownId(ctx.pools)), fc.uuid());
      const min = node.minLength ?? 0;
      const max = node.maxLength ?? 200;
      const options: fc.Arbitrary<string>[] = [
        fc.string({ minLength: min, maxLength: Math.min(max, 60) }),
        fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 30) }),
        fc.constant('x'.repeat(max)),
        fc.constant('x'.repeat(max + 1)),
        fc.constant(` ${'x'.repeat(Math.max(min, 1))} `),
      ];
      if (node.pattern) {
        try {
          options.push(fc.stringMatching(new RegExp(node.pattern)));
        } catch {
          // A pattern JavaScript cannot read is simply not used.
        }
      }
      return fc.oneof(...options);
    }
    case 'integer':
    case 'number': {
      const min = node.minimum ?? -1_000_000;
      const max = node.maximum ?? 1_000_000;
      return fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31) }) },
        { weight: 1, arbitrary: fc.constantFrom(min, max, min - 1, max + 1, String(min), min + 0.5) },
      );
    }
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', 0, 1));
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(node.items ? valueFor(node.items, name, ctx) : hostileValue, { maxLength: 8 });
    case 'object':
      return chaoticObject(node, ctx);
    default:
      return fc.jsonValue({ maxDepth: 3 });
  }
}

/** A field's value: usually plausible, sometimes of the wrong kind or size. */
function valueFor(node: Node, name: string, ctx: Context): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: validish(node, name, ctx) },
    { weight: 2, arbitrary: hostileValue },
  );
}

/** Any field plausible-to-hostile, required ones nearly always there, sometimes keys it should not have. */
function chaoticObject(node: Node, ctx: Context): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(node.properties ?? {});
  const required = new Set(node.required ?? []);
  const fields = properties.map(([name, child]) =>
    fc.oneof(
      {
        weight: required.has(name) ? 12 : 5,
        arbitrary: valueFor(child, name, ctx).map((value) => [name, value]),
      },
      { weight: 1, arbitrary: fc.constant(null) },
    ),
  );
  const extras = fc.oneof(
    { weight: 3, arbitrary: fc.constant([] as [string, unknown][]) },
    { weight: 1, arbitrary: fc.array(fc.tuple(hostileKey, hostileValue), { minLength: 1, maxLength: 3 }) },
  );
  return fc
    .tuple(fc.tuple(...fields), extras)
    .map(([chosen, extra]) =>
      objectOf([...(chosen.filter((entry) => entry !== null) as [string, unknown][]), ...extra]),
    );
}

/** A valid object with one thing wrong: a field removed, of the wrong kind, or one too many. */
function oneFieldOff(node: Node, ctx: Context): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(node.properties ?? {});
  const change: fc.Arbitrary<[string, unknown] | [string]> = fc.oneof(
    ...properties.map(([name, child]) =>
      fc.oneof(
        valueFor(child, name, ctx).map((value): [string, unknown] => [name, value]),
        fc.constant<[string]>([name]),
      ),
    ),
    fc.tuple(hostileKey, hostileValue),
  );
  return fc.tuple(validObject(node, ctx), change).map(([object, [key, ...value]]) => {
    const entries = Object.entries(object).filter(([name]) => name !== key);
    if (value.length > 0) entries.push([key, value[0]]);
    return objectOf(entries);
  });
}

/** Objects of a schema: valid, one field off, or anything goes. */
function objectFor(node: Node, ctx: Context): fc.Arbitrary<Record<string, unknown>> {
  return fc.oneof(
    { weight: 3, arbitrary: validObject(node, ctx) },
    { weight: 3, arbitrary: oneFieldOff(node, ctx) },
    { weight: 3, arbitrary: chaoticObject(node, ctx) },
  );
}

/** Objects of a JSON schema, or something else entirely when there is none. */
function objectOrAnything(node: Node | null, ctx: Context): fc.Arbitrary<unknown> {
  if (!node) return fc.oneof(fc.constant({}), fc.dictionary(hostileKey, hostileValue, { maxKeys: 3 }));
  const objectNode = node.anyOf?.find((option) => option.type === 'object') ?? node;
  return objectFor(objectNode, ctx);
}

// ---------------------------------------------------------------------------------------------- bodies

interface Body {
  contentType?: string;
  payload?: string | Buffer;
  note: string;
}

const JSON_TYPES = [
  'application/json',
  'application/json; charset=utf-16',
  'application/json; boundary=x; charset=utf-8; a=b',
  'application/json; charset=utf-8',
  'Application/JSON',
  'application/json; charset=latin1',
  'application/json;;;',
];

const WRONG_TYPES = [
  'text/plain',
  'text/html',
  'application/xml',
  'application/octet-stream',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/vnd.api+json',
  'application/json-patch+json',
  '*/*',
  'garbage',
  '',
];

const MALFORMED_JSON: readonly string[] = [
  '{',
  '}',
  '{"a":',
  '[1,2',
  'nul',
  '{"a":1}garbage',
  "{'a':1}",
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":undefined}',
  '{a:1}',
  '{"a":1,}',
  '"\\ud800"',
  '"\\u0000"',
  '\uFEFF{}',
  '   ',
  '\u0000',
  '{"a":"\u0000"}',
  '\u00ff\u00fe{',
  '{"__proto__":{"x":1}}',
  '{"a":{"__proto__":{"x":1}}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '1e309',
  '-',
  '[]',
  '"a"',
  'true',
  'null',
  '0',
];

const BIG_BODIES = [`{"a":"${'x'.repeat(1_100_000)}"}`, `[${'1,'.repeat(300_000)}1]`];

function jsonBody(value: fc.Arbitrary<unknown>): fc.Arbitrary<Body> {
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc.tuple(value, fc.constantFrom(...JSON_TYPES)).map(([body, contentType]) => ({
        contentType,
        payload: toJson(body),
        note: 'json',
      })),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(hostileValue, fc.constantFrom(...JSON_TYPES)).map(([body, contentType]) => ({
        contentType,
        payload: toJson(body),
        note: 'hostile json',
      })),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...MALFORMED_JSON).map((payload) => ({
        contentType: 'application/json',
        payload,
        note: 'malformed json',
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...BIG_BODIES).map((payload) => ({
        contentType: 'application/json',
        payload,
        note: 'too large',
      })),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(value, fc.constantFrom(...WRONG_TYPES)).map(([body, contentType]) => ({
        contentType,
        payload: contentType.includes('urlencoded') ? formText(body) : toJson(body),
        note: 'wrong content type',
      })),
    },
    { weight: 1, arbitrary: fc.constant<Body>({ note: 'no body' }) },
    {
      weight: 1,
      arbitrary: fc.constant<Body>({ contentType: 'application/json', note: 'json type, no body' }),
    },
  );
}

/** A flat form encoding of whatever the value is. */
function formText(value: unknown): string {
  if (value === null || typeof value !== 'object' || value instanceof RawJson)
    return `value=${String(value)}`;
  const params = new URLSearchParams();
  for (const [key, item] of Object.entries(value))
    params.append(key, typeof item === 'string' ? item : toJson(item));
  return params.toString();
}

// ------------------------------------------------------------------------------- gateway form bodies

const GATEWAY_STATUSES = ['VALID', 'VALIDATED', 'FAILED', 'CANCELLED', 'UNATTEMPTED', 'EXPIRED', 'valid'];

function gatewayFields(pools: Pools): fc.Arbitrary<Record<string, string>> {
  const text = (plausible: fc.Arbitrary<string>) =>
    fc.oneof({ weight: 4, arbitrary: plausible }, { weight: 1, arbitrary: hostileText });
  const fields = fc.record(
    {
      tran_id: text(fc.oneof(oneOfPool(pools.tranIds), fc.stringMatching(/^PS[A-Z2-7]{16}$/))),
      val_id: text(fc.string({ maxLength: 40 })),
      amount: text(fc.constantFrom('2500.00', '2500', '0', '-2500.00', '2500.5', '1e3', '99999999999.00')),
      currency: text(fc.constantFrom('BDT', 'USD', 'bdt')),
      status: text(fc.constantFrom(...GATEWAY_STATUSES)),
      store_id: text(fc.constantFrom('store', 'other')),
      bank_tran_id: text(fc.string({ maxLength: 20 })),
      verify_sign: text(fc.stringMatching(/^[0-9a-f]{32}$/)),
      verify_key: text(fc.constantFrom('tran_id,status', 'tran_id,status,val_id,amount', '', ',,,')),
    },
    { requiredKeys: [] },
  );
  const withExtras = fc
    .tuple(fields, fc.array(fc.tuple(hostileKey, hostileText), { maxLength: 2 }))
    .map(([chosen, extra]) => {
      const all: Record<string, string> = { ...chosen };
      for (const [key, value] of extra) if (!Object.hasOwn(all, key)) all[key] = value;
      return all;
    });
  const signed = withExtras.map((chosen) => {
    const rest = { ...chosen };
    delete rest.verify_key;
    delete rest.verify_sign;
    return signFields(rest, STORE_PASSWORD);
  });
  const gatewayForm =
    pools.gatewayForms.length > 0
      ? fc
          .tuple(
            fc.constantFrom(...pools.gatewayForms),
            fc.option(
              fc.tuple(fc.constantFrom('amount', 'tran_id', 'val_id', 'status', 'currency'), hostileText),
            ),
            fc.boolean(),
          )
          .map(([form, change, resign]) => {
            if (!change) return form;
            const changed = { ...form, [change[0]]: change[1] };
            if (!resign) return changed;
            delete changed.verify_key;
            delete changed.verify_sign;
            return signFields(changed, STORE_PASSWORD);
          })
      : signed;
  return fc.oneof(
    { weight: 3, arbitrary: withExtras },
    { weight: 3, arbitrary: signed },
    { weight: 4, arbitrary: gatewayForm },
  );
}

const FORM_TYPES = [
  'application/x-www-form-urlencoded',
  'application/x-www-form-urlencoded; charset=UTF-8',
  'APPLICATION/X-WWW-FORM-URLENCODED',
];

const RAW_FORMS = [
  'tran_id=%ZZ&status=VALID',
  'tran_id&status',
  '&&&===&',
  'tran_id=a&tran_id=b&tran_id[]=c',
  '__proto__=x&constructor=y&hasOwnProperty=z&toString=1',
  'tran_id=%00&status=%00',
  `tran_id=${'x'.repeat(70 * 1024)}`,
  '%F0%9F%98%80=%F0%9F%98%80',
  '=',
];

function formBody(pools: Pools): fc.Arbitrary<Body> {
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .tuple(gatewayFields(pools), fc.constantFrom(...FORM_TYPES))
        .map(([fields, contentType]) => ({
          contentType,
          payload: new URLSearchParams(fields).toString(),
          note: 'form',
        })),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...RAW_FORMS).map((payload) => ({
        contentType: FORM_TYPES[0],
        payload,
        note: 'raw form',
      })),
    },
    { weight: 2, arbitrary: jsonBody(gatewayFields(pools)) },
  );
}

// ----------------------------------------------------------------------------------- multipart bodies

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const FILES: readonly { bytes: Buffer; type: string }[] = [
  { bytes: PNG_1X1, type: 'image/png' },
  { bytes: Buffer.from('GIF89a\u0001\u0000\u0001\u0000garbage', 'latin1'), type: 'image/gif' },
  {
    bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'),
    type: 'image/png',
  },
  { bytes: Buffer.from('not an image at all'), type: 'image/jpeg' },
  { bytes: Buffer.alloc(0), type: 'application/octet-stream' },
  { bytes: Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024)]), type: 'image/png' },
  { bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]), type: 'image/jpeg' },
];

interface Part {
  name: string;
  value?: string;
  file?: { bytes: Buffer; type: string; filename: string };
}

function multipart(parts: Part[], boundary: string, broken: string | null): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.file
      ? `form-data; name="${part.name}"; filename="${part.file.filename}"`
      : `form-data; name="${part.name}"`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.file ? `Content-Type: ${part.file.type}\r\n` : ''}\r\n`;
    chunks.push(
      Buffer.from(head),
      part.file ? part.file.bytes : Buffer.from(part.value ?? ''),
      Buffer.from('\r\n'),
    );
  }
  if (broken !== 'no end') chunks.push(Buffer.from(`--${boundary}--\r\n`));
  if (broken === 'garbage') chunks.unshift(Buffer.from('garbage before the first boundary'));
  return Buffer.concat(chunks);
}

function profileBody(ctx: Context): fc.Arbitrary<Body> {
  const schema = jsonSchemaOf(updateProfileFields);
  const fields = objectOrAnything(schema, ctx);
  const textPart = fc
    .oneof(fc.constantFrom('firstname', 'lastname', 'username', 'email', 'coverImage'), hostileKey)
    .chain((name) => {
      const node = schema?.properties?.[name];
      const plausible = node ? validValue(node, name, ctx).map(String) : fc.string({ maxLength: 20 });
      return fc.oneof(plausible, hostileText).map((value): Part => ({ name, value }));
    });
  const filePart = fc
    .tuple(
      fc.constantFrom('coverImage', 'coverImage', 'avatar'),
      fc.constantFrom(...FILES),
      fc.constantFrom('a.png', '', '../../x.png', 'ব.gif', 'a"b.png'),
    )
    .map(([name, file, filename]): Part => ({ name, file: { ...file, filename } }));
  const parts = fc.array(fc.oneof({ weight: 3, arbitrary: textPart }, { weight: 1, arbitrary: filePart }), {
    maxLength: 5,
  });
  const multipartBody = fc
    .tuple(
      parts,
      fc.constantFrom<string | null>(null, null, null, 'no end', 'garbage', 'no boundary', 'wrong boundary'),
    )
    .map(([chosen, broken]): Body => {
      const boundary = 'fuzzboundary1234';
      const contentType =
        broken === 'no boundary'
          ? 'multipart/form-data'
          : `multipart/form-data; boundary=${broken === 'wrong boundary' ? 'other' : boundary}`;
      return { contentType, payload: multipart(chosen, boundary, broken), note: `multipart ${broken ?? ''}` };
    });
  return fc.oneof({ weight: 1, arbitrary: jsonBody(fields) }, { weight: 1, arbitrary: multipartBody });
}

/** Files a classroom upload may carry: every accepted type, look-alikes, nothing, and one over 10 MB. */
const CLASSROOM_FILES: readonly { bytes: Buffer; type: string; filename: string }[] = [
  { bytes: PDF, type: 'application/pdf', filename: 'notes.pdf' },
  { bytes: PNG_1X1, type: 'application/pdf', filename: 'notes.pdf' },
  { bytes: DOCX, type: 'application/octet-stream', filename: 'essay.docx' },
  { bytes: XLSX, type: 'application/vnd.ms-excel', filename: 'marks.xlsx' },
  { bytes: OLE2, type: 'application/msword', filename: 'old.doc' },
  { bytes: OLE2, type: 'application/msword', filename: 'old.msg' },
  { bytes: PLAIN_ZIP, type: 'application/zip', filename: 'notes.docx' },
  { bytes: DOCM, type: 'application/octet-stream', filename: 'macro.docx' },
  { bytes: EXE, type: 'application/pdf', filename: 'virus.pdf' },
  { bytes: Buffer.alloc(0), type: 'application/pdf', filename: 'empty.pdf' },
  {
    bytes: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]),
    type: 'application/pdf',
    filename: 'big.pdf',
  },
];

/** The text fields the classroom's uploads read. */
const CLASSROOM_FIELDS = ['title', 'url', 'instructions', 'due_at', 'total_marks', 'text'] as const;

function classroomFieldValue(name: string): fc.Arbitrary<string> {
  const plausible =
    name === 'url'
      ? fc.constantFrom('https://example.com/notes', 'http://example.com/a?b=c', 'javascript:alert(1)', '')
      : name === 'due_at'
        ? fc.integer({ min: -2, max: 60 }).map((days) => dhakaMoment(days, 18 * 60 + 30))
        : name === 'total_marks'
          ? fc.constantFrom('10', '100', '0', '1001', '-1', 'ten')
          : validText(1, 120);
  return fc.oneof({ weight: 4, arbitrary: plausible }, { weight: 1, arbitrary: hostileText });
}

/** A classroom upload: multipart (text fields, a file, often broken) or JSON fields. */
function uploadBody(ctx: Context): fc.Arbitrary<Body> {
  const textPart = fc
    .oneof(
      { weight: 4, arbitrary: fc.constantFrom(...CLASSROOM_FIELDS) },
      { weight: 1, arbitrary: hostileKey },
    )
    .chain((name) => classroomFieldValue(name).map((value): Part => ({ name, value })));
  const filePart = fc
    .tuple(
      fc.constantFrom('file', 'file', 'file', 'attachment'),
      fc.constantFrom(...CLASSROOM_FILES),
      fc.constantFrom<string | null>(null, null, '', '../../x.pdf', 'ক্লাস.pdf', 'a"b.pdf'),
    )
    .map(([name, file, filename]): Part => ({
      name,
      file: { ...file, filename: filename ?? file.filename },
    }));
  const parts = fc
    .tuple(
      fc
        .subarray([...CLASSROOM_FIELDS], { minLength: 1 })
        .chain((names) =>
          fc.tuple(...names.map((name) => classroomFieldValue(name).map((value): Part => ({ name, value })))),
        ),
      fc.array(fc.oneof({ weight: 2, arbitrary: textPart }, { weight: 2, arbitrary: filePart }), {
        maxLength: 3,
      }),
    )
    .map(([fields, more]) => [...fields, ...more]);
  const multipartBody = fc
    .tuple(parts, fc.constantFrom<string | null>(null, null, null, null, 'no end', 'garbage', 'no boundary'))
    .map(([chosen, broken]): Body => {
      const boundary = 'fuzzboundary5678';
      const contentType =
        broken === 'no boundary' ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`;
      return { contentType, payload: multipart(chosen, boundary, broken), note: `upload ${broken ?? ''}` };
    });
  const fields = fc
    .subarray([...CLASSROOM_FIELDS], { minLength: 1 })
    .chain((names) =>
      fc.tuple(
        ...names.map((name) => classroomFieldValue(name).map((value): [string, unknown] => [name, value])),
      ),
    )
    .map((entries) => objectOf(entries));
  return fc.oneof(
    { weight: 2, arbitrary: multipartBody },
    { weight: 2, arbitrary: jsonBody(fields) },
    { weight: 1, arbitrary: jsonBody(objectOrAnything(null, ctx)) },
  );
}

// ------------------------------------------------------------------------------------- query strings

/** encodeURIComponent, except that a lone surrogate goes out as the (invalid) UTF-8 of its code unit. */
export function encodeLoosely(text: string): string {
  let out = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

function queryValue(node: Node, name: string, ctx: Context): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 5,
      arbitrary: validish(node, name, ctx).map((value) =>
        typeof value === 'string' ? value : toJson(value),
      ),
    },
    { weight: 2, arbitrary: hostileText },
  );
}

const RAW_QUERIES = [
  '%',
  '%ZZ',
  '&&&',
  '==',
  'a=%00',
  'page[]=1',
  'a[b][c]=1',
  `q=${'x'.repeat(100_000)}`,
  '?',
  '#',
];

function queryString(node: Node | null, ctx: Context): fc.Arbitrary<string> {
  const properties = Object.entries(node?.properties ?? {});
  const pairs = fc.tuple(
    ...properties.map(([name, child]) =>
      fc.oneof(
        { weight: 2, arbitrary: fc.constant([] as [string, string][]) },
        {
          weight: 3,
          arbitrary: queryValue(child, name, ctx).map((value): [string, string][] => [[name, value]]),
        },
        {
          weight: 1,
          arbitrary: fc
            .array(queryValue(child, name, ctx), { minLength: 2, maxLength: 3 })
            .map((values) => values.map((value): [string, string] => [name, value])),
        },
      ),
    ),
  );
  const extras = fc.oneof(
    { weight: 4, arbitrary: fc.constant([] as [string, string][]) },
    { weight: 1, arbitrary: fc.array(fc.tuple(hostileKey, hostileText), { minLength: 1, maxLength: 3 }) },
  );
  const encode = (entries: [string, string][]) =>
    entries.map(([key, value]) => `${encodeLoosely(key)}=${encodeLoosely(value)}`).join('&');
  const chaotic = fc.tuple(pairs, extras).map(([chosen, extra]) => encode([...chosen.flat(), ...extra]));
  // A few parameters, each valid: a query that can be answered.
  const valid = fc
    .tuple(
      ...properties.map(([name, child]) =>
        fc.option(
          validValue(child, name, ctx).map((value): [string, string] => [
            name,
            typeof value === 'string' ? value : Array.isArray(value) ? value.join(',') : String(value),
          ]),
          { freq: 2 },
        ),
      ),
    )
    .map((entries) => encode(entries.filter((entry): entry is [string, string] => entry !== null)));
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 4, arbitrary: chaotic },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES) },
  );
}

// ---------------------------------------------------------------------------------------------- paths

/** A value for a path parameter, already as it goes in the URL. */
function segmentFor(name: string, node: Node | undefined, ctx: Context): fc.Arbitrary<string> {
  const plausible = node?.enum?.length
    ? fc.constantFrom(...(node.enum as string[]))
    : oneOfPool(poolFor(name, ctx.url, ctx.pools) ?? anyKnownId(ctx.pools));
  return fc.oneof(
    { weight: 6, arbitrary: plausible },
    { weight: 1, arbitrary: oneOfPool(anyKnownId(ctx.pools)) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) },
    { weight: 1, arbitrary: hostileText.map(encodeLoosely) },
  );
}

function simulatorPath(method: string, pools: Pools): fc.Arbitrary<string> {
  const key = fc.oneof(
    { weight: 4, arbitrary: oneOfPool(pools.sessionKeys) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(oneOfPool(pools.sessionKeys), fc.nat(), fc.constantFrom('A', 'B', '_', '-', '.'))
        .map(([sessionKey, at, char]) => {
          const index = at % Math.max(sessionKey.length, 1);
          return sessionKey.slice(0, index) + char + sessionKey.slice(index + 1);
        }),
    },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) },
  );
  const action = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom('pay', 'fail', 'cancel') },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) },
  );
  const rest =
    method === 'POST'
      ? fc.oneof(
          { weight: 5, arbitrary: fc.tuple(key, action).map(([k, a]) => `${k}/${a}`) },
          { weight: 1, arbitrary: key },
          { weight: 1, arbitrary: fc.tuple(key, key, action).map(([a, b, c]) => `${a}/${b}/${c}`) },
        )
      : fc.oneof(
          { weight: 5, arbitrary: key },
          { weight: 1, arbitrary: fc.tuple(key, action).map(([k, a]) => `${k}/${a}`) },
        );
  return rest.map((tail) => `/payment/simulator/${tail}`);
}

// -------------------------------------------------------------------------------------------- headers

const GARBAGE_AUTH = [
  'Bearer',
  'Bearer ',
  'Bearer x',
  'Bearer null',
  `Bearer ${'a'.repeat(10_000)}`,
  'Basic dXNlcjpwYXNz',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4Iiwicm9sZSI6ImFkbWluIn0.',
  'Bearer eyJhbGciOiJIUzI1NiJ9.e30.ZmFrZQ',
  'Bearer a.b.c',
  'Bearer \u00ff\u00fe',
];

const extraHeaders = fc.record(
  {
    accept: fc.constantFrom('text/html', '*/*', 'application/xml', 'application/json', 'text/event-stream'),
    cookie: fc.constantFrom(
      'refreshToken=garbage',
      'refreshToken=',
      `refreshToken=${'a'.repeat(5000)}`,
      'a=b; ;;',
    ),
    'content-encoding': fc.constantFrom('gzip', 'br', 'deflate', 'identity', 'x-unknown'),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', 'garbage', '::1, 10.0.0.1', "'; drop table users;--"),
    'accept-language': fc.constantFrom('bn-BD', '*', 'x'.repeat(1000)),
    'content-length': fc.constantFrom('0', '3', '999999', 'abc', '-1'),
    'transfer-encoding': fc.constantFrom('chunked', 'gzip, chunked', 'identity'),
  },
  { requiredKeys: [] },
);

function authorization(caller: Caller, token: string | null): fc.Arbitrary<string | null> {
  if (caller === 'anon' || !token)
    return fc.oneof(
      { weight: 5, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.constantFrom(...GARBAGE_AUTH) },
    );
  return fc.oneof(
    { weight: 12, arbitrary: fc.constant(`Bearer ${token}`) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(`bearer ${token}`, `Bearer ${token}x`, `Bearer  ${token} `, token),
    },
  );
}

// ------------------------------------------------------------------------------------------- requests

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;

/** fast-check prints a counterexample with this: a request of a few lines, not 100 KB of it. */
function withShortDescription(request: FuzzRequest): FuzzRequest {
  const payload = Buffer.isBuffer(request.payload) ? request.payload.toString('latin1') : request.payload;
  const text = `${request.method} ${clip(request.url, 200)} as ${request.caller} (${request.note}) ${clip(JSON.stringify(payload ?? null), 200)}`;
  return Object.defineProperty(request, fc.toStringMethod, { value: () => text, enumerable: false });
}

export interface RouteFuzz {
  route: RouteEntry;
  kind: RouteKind;
  /** Callers that get past the route's own sign-in and role check; others are sent less often. */
  callers: readonly Caller[];
}

/**
 * Requests for one route, made from its contract and the live ids of `pools`. `plausible` keeps to
 * requests that can succeed: allowed callers, live ids, valid bodies and queries, no odd headers.
 */
export function requestsFor(
  fuzz: RouteFuzz,
  pools: Pools,
  tokenOf: (caller: Caller) => string | null,
  { plausible = false } = {},
): fc.Arbitrary<FuzzRequest> {
  const { route, kind } = fuzz;
  const ctx: Context = { url: route.url, pools };
  const params = schemaPart(route, 'params');
  const query = schemaPart(route, 'querystring');
  const body = schemaPart(route, 'body');

  const anyPath =
    kind === 'simulator'
      ? simulatorPath(route.method, pools)
      : fc
          .tuple(
            ...[...route.url.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => {
              const node = params?.properties?.[name!];
              const segment =
                plausible && node ? validValue(node, name!, ctx).map(String) : segmentFor(name!, node, ctx);
              return segment.map((value) => [name!, value] as const);
            }),
          )
          .map((segments) =>
            segments.reduce((url, [name, segment]) => url.replace(`:${name}`, segment), route.url),
          );
  // A class's path names its batch too: mostly a class with its own batch, so requests reach the handler.
  const classPath =
    route.url.includes(':sessionId') && pools.classes.length > 0
      ? fc
          .constantFrom(...pools.classes)
          .map(({ batchId, sessionId }) => route.url.replace(':id', batchId).replace(':sessionId', sessionId))
      : null;
  const path = !classPath
    ? anyPath
    : plausible
      ? classPath
      : fc.oneof({ weight: 3, arbitrary: classPath }, { weight: 2, arbitrary: anyPath });

  const validBody = (node: Node | null): fc.Arbitrary<Body> =>
    node
      ? validValue(node, '', ctx).map((value) => ({
          contentType: 'application/json',
          payload: toJson(value),
          note: 'valid json',
        }))
      : fc.constant<Body>({ note: 'no body' });
  const bodies: fc.Arbitrary<Body> =
    kind === 'callback' || kind === 'simulator'
      ? formBody(pools)
      : kind === 'profile'
        ? profileBody(ctx)
        : kind === 'upload'
          ? uploadBody(ctx)
          : plausible
            ? validBody(route.method === 'GET' ? null : body)
            : route.method === 'GET'
              ? fc.oneof(
                  { weight: 6, arbitrary: fc.constant<Body>({ note: 'no body' }) },
                  { weight: 1, arbitrary: jsonBody(objectOrAnything(null, ctx)) },
                )
              : jsonBody(objectOrAnything(body, ctx));

  const callers = plausible
    ? fc.constantFrom(...fuzz.callers)
    : fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...fuzz.callers) },
        { weight: 1, arbitrary: fc.constantFrom(...CALLERS) },
      );
  const search = plausible
    ? query
      ? validValue(query, '', ctx).map((value) =>
          new URLSearchParams(
            Object.entries(value as Record<string, unknown>).map(([key, item]): [string, string] => [
              key,
              Array.isArray(item) ? item.join(',') : String(item),
            ]),
          ).toString(),
        )
      : fc.constant('')
    : fc.oneof({ weight: 2, arbitrary: fc.constant('') }, { weight: 3, arbitrary: queryString(query, ctx) });
  const headers = plausible ? fc.constant(null) : fc.option(extraHeaders, { freq: 4 });

  return fc
    .tuple(callers, path, search, bodies, headers)
    .chain(([caller, url, chosenSearch, chosenBody, extra]) => {
      const token = tokenOf(caller);
      const auth = plausible ? fc.constant(token ? `Bearer ${token}` : null) : authorization(caller, token);
      return auth.map((authorizationHeader): FuzzRequest => {
        const sent: Record<string, string> = { ...(extra ?? {}) };
        if (authorizationHeader !== null) sent.authorization = authorizationHeader;
        if (chosenBody.contentType !== undefined) sent['content-type'] = chosenBody.contentType;
        return withShortDescription({
          caller,
          method: route.method,
          url: chosenSearch ? `${url}?${chosenSearch}` : url,
          headers: sent,
          payload: chosenBody.payload,
          note: chosenBody.note,
        });
      });
    });
}
