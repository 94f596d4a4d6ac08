import { currentLanguage } from '@pathshala/shared-ui';
import { formatDate, formatFixed } from '@pathshala/shared-ui';
import type { Language } from '@pathshala/shared-ui';

/** One colour per star level (SPEC §9): 1 red, 2 orange, 3 yellow, 4 light green, 5 green. */
export const RATING_COLORS = ['#e53e3e', '#dd6b20', '#d69e2e', '#68d391', '#38a169'] as const;

/**
 * An average with one decimal (SPEC §9): 4.25 → '4.3' ('৪.৩' in Bangla), null → '0.0'. In the active language
 * unless `language` is given (a component re-renders on a switch through its own catalogue or useFormat).
 */
export function formatRating(
  value: number | null | undefined,
  language: Language = currentLanguage(),
): string {
  return formatFixed(value ?? 0, 1, language);
}

/**
 * A review's date in Dhaka, e.g. '3 Nov 2026' ('৩ নভে, ২০২৬' in Bangla); a value that is no date stays as it
 * is. In the active language unless `language` is given.
 */
export function formatReviewDate(value: string, language: Language = currentLanguage()): string {
  return formatDate(value, language);
}
