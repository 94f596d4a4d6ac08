// The messages the contract can produce: its message constants (the *_MESSAGES objects, their functions called
// with the values listed in FUNCTION_CALLS) and every message written into its zod schemas (read off the
// schemas themselves, so an inline message is found wherever it is).
import * as contract from '@pathshala/shared-api/contract';
import type { z } from 'zod';

/**
 * How the tests call each message function of the contract: with the values the contract itself passes
 * (labels and field names, which are translated as whole sentences) or with sample run-time values (names,
 * counts), which a named pattern translates. A function missing here fails the tests (contractMessages).
 */
export const FUNCTION_CALLS: Record<string, unknown[][]> = {
  'POST_SEARCH_MESSAGES.textTooLong': [
    ['Subject'],
    ['Title'],
    ['Subtitle'],
    ['Description'],
    ['Time'],
    ['Search text'],
  ],
  'POST_SEARCH_MESSAGES.booleanInvalid': [['is_continuous'], ['is_batch']],
  'BATCH_MESSAGES.booleanInvalid': [['is_continuous'], ['is_batch']],
  'BATCH_MESSAGES.unknownOwner': [['rahim_1']],
  'BATCH_MESSAGES.ownerIsAdmin': [['admin.x']],
  'BATCH_MESSAGES.unknownTeacher': [['karim-2']],
  'BATCH_MESSAGES.notATeacher': [['sadia']],
  'BATCH_MESSAGES.unknownStudents': [[['a1', 'b_2']], [['one']]],
  'BATCH_MESSAGES.notStudents': [[['t1', 't2']]],
  'BATCH_MESSAGES.overCapacity': [[5]],
  'BATCH_MESSAGES.sizeBelowMembers': [[3]],
  'ADMIN_MESSAGES.ownerTypeMismatch': [['teacher'], ['student']],
  'ADMIN_MESSAGES.unknownTeachers': [[['t1', 't2']]],
  'ADMIN_MESSAGES.unknownStudents': [[['s1']]],
  'ADMIN_MESSAGES.overCapacity': [[4]],
  'ADMIN_MESSAGES.reportResolvedNotice': [['rahim']],
  'MEETING_MESSAGES.startedNotification': [['Physics — Class 9']],
};

/** Where each message was found, e.g. 'BATCH_MESSAGES.notFound' or 'schema registerBody'. */
export interface FoundMessage {
  where: string;
  message: string;
}

function constants(): { found: FoundMessage[]; functions: string[] } {
  const found: FoundMessage[] = [];
  const functions: string[] = [];
  const walk = (value: unknown, where: string) => {
    if (typeof value === 'string') found.push({ where, message: value });
    else if (typeof value === 'function') {
      functions.push(where);
      for (const args of FUNCTION_CALLS[where] ?? [])
        found.push({ where, message: (value as (...args: unknown[]) => string)(...args) });
    } else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) walk(inner, `${where}.${key}`);
  };
  for (const [name, value] of Object.entries(contract)) if (/MESSAGES$/.test(name)) walk(value, name);
  return { found, functions };
}

type ErrorFn = (issue: Record<string, unknown>) => unknown;
interface ZodNode {
  _zod: { def: Record<string, unknown> & { type: string; error?: ErrorFn; checks?: ZodNode[] } };
}
const isZod = (value: unknown): value is ZodNode =>
  !!value && typeof value === 'object' && '_zod' in value && !!(value as ZodNode)._zod?.def;

/** Issues an error function may be asked about: both sides of `input === undefined ? … : …`. */
const SAMPLE_ISSUES = [{ input: undefined }, { input: 'x' }, { input: 1 }];

function schemaMessages(): FoundMessage[] {
  const found: FoundMessage[] = [];
  const seen = new Set<unknown>();
  const collect = (error: ErrorFn | undefined, where: string) => {
    if (typeof error !== 'function') return;
    for (const issue of SAMPLE_ISSUES) {
      const result = error({ code: 'custom', path: [], ...issue });
      const message =
        typeof result === 'object' && result ? (result as { message?: unknown }).message : result;
      if (typeof message === 'string') found.push({ where, message });
    }
  };
  const visit = (node: unknown, where: string) => {
    if (!isZod(node) || seen.has(node)) return;
    seen.add(node);
    const def = node._zod.def;
    collect(def.error, where);
    for (const check of def.checks ?? []) collect(check._zod.def.error, where);
    for (const [key, value] of Object.entries(def)) {
      if (key === 'checks' || key === 'error') continue;
      if (key === 'getter' && typeof value === 'function') visit((value as () => unknown)(), where);
      else if (key === 'shape' && value && typeof value === 'object')
        for (const [field, inner] of Object.entries(value)) visit(inner, `${where}.${field}`);
      else if (Array.isArray(value)) for (const inner of value) visit(inner, where);
      else visit(value, where);
    }
  };
  for (const [name, value] of Object.entries(contract)) visit(value as z.ZodType, `schema ${name}`);
  return found;
}

/** Every message of the contract, and the message functions it has (each must be in FUNCTION_CALLS). */
export function contractMessages(): { messages: FoundMessage[]; functions: string[] } {
  const { found, functions } = constants();
  return { messages: [...found, ...schemaMessages()], functions };
}
