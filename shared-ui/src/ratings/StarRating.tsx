import { HStack, Text } from '@pathshala/shared-ui';
import { useLanguage } from '@pathshala/shared-ui';
import { useRatingsText } from './i18n';
import { formatRating } from './ratingFormat';
import { Star } from './Star';

export interface StarRatingProps {
  /** The rating or average, 0–5; null when there is none yet. */
  value: number | null | undefined;
  /** Shows the one-decimal number after the stars (default true). */
  showValue?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

const BOX = { sm: '4', md: '5', lg: '6' } as const;

/** A read-only rating: five stars, rounded (SPEC §9), and the number with one decimal as text. */
export function StarRating({ value, showValue = true, size = 'md' }: StarRatingProps) {
  const t = useRatingsText();
  const [language] = useLanguage();
  const rounded = Math.round(value ?? 0);
  const text = formatRating(value, language);
  return (
    <HStack gap="1" role="img" aria-label={t('starRating.label', { value: text })}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star key={star} filled={star <= rounded} boxSize={BOX[size]} />
      ))}
      {showValue ? (
        <Text as="span" ms="1" fontWeight="semibold" aria-hidden>
          {text}
        </Text>
      ) : null}
    </HStack>
  );
}
