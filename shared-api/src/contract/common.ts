import { z } from 'zod';
import { ROLES } from './roles';

/** Every response is wrapped in this envelope (DESIGN §4). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    statusCode: z.number().int(),
    data,
    message: z.string(),
    success: z.boolean(),
  });
}

export const pageMeta = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMeta>;

/** A paginated list: the envelope plus `meta`. */
export function pagedEnvelope<T extends z.ZodType>(item: T) {
  return envelope(z.array(item)).extend({ meta: pageMeta });
}

export const errorEnvelope = z.object({
  statusCode: z.number().int(),
  data: z.null(),
  message: z.string(),
  success: z.literal(false),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export const PAGE_MESSAGES = {
  pageInvalid: 'Page must be a whole number of at least 1',
  limitInvalid: 'Limit must be a whole number from 1 to 100',
} as const;

export const paginationQuery = z.object({
  page: z.coerce
    .number({ error: PAGE_MESSAGES.pageInvalid })
    .int(PAGE_MESSAGES.pageInvalid)
    .min(1, PAGE_MESSAGES.pageInvalid)
    .default(1),
  limit: z.coerce
    .number({ error: PAGE_MESSAGES.limitInvalid })
    .int(PAGE_MESSAGES.limitInvalid)
    .min(1, PAGE_MESSAGES.limitInvalid)
    .max(100, PAGE_MESSAGES.limitInvalid)
    .default(20),
});

export const idParam = z.object({ id: z.string().uuid('Invalid id') });

export { ROLES, type Role } from './roles';
export const roleSchema = z.enum(ROLES);

/** One class list everywhere (DESIGN §6.4): stored value and label. */
export const CLASS_OPTIONS = [
  ...Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: `Class ${i + 1}` })),
  { value: 'hons', label: 'Class Hons' },
  { value: 'masters', label: 'Class Masters' },
] as const;

/** One weekday order everywhere, Sunday first (DESIGN §6.5). */
export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];
