/** One colour per star level (SPEC §9): 1 red, 2 orange, 3 yellow, 4 light green, 5 green. */
export const RATING_COLORS = ['#e53e3e', '#dd6b20', '#d69e2e', '#68d391', '#38a169'] as const;

/** An average with one decimal (SPEC §9): 4.25 → '4.3', null → '0.0'. */
export function formatRating(value: number | null | undefined): string {
  return (value ?? 0).toFixed(1);
}

/** A review's date, e.g. '3 Nov 2026'; a value that is no date stays as it is. */
export function formatReviewDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}
