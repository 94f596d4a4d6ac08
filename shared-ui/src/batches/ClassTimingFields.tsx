import { Input, SimpleGrid } from '@chakra-ui/react';
import { SCHEDULE_LIMITS } from '@pathshala/shared-api/contract';
import { useFormat } from '@pathshala/shared-ui';
import { FormField } from '../form/FormField';
import { addDays, dhakaDay } from '../i18n/dhaka-calendar';
import type { FieldsProps } from '../posts/tuitionFields';
import { useBatchesText } from './i18n';

export interface ClassTimingFieldsProps extends FieldsProps<'duration_minutes' | 'start_date'> {
  /** Offers only the days a new start may take: today to a year ahead (a new batch's). */
  limitStart?: boolean;
}

/** A batch's Class length (minutes) and Start date, from which its classes are planned with its days and time. */
export function ClassTimingFields({ errors, text, limitStart = false }: ClassTimingFieldsProps) {
  const t = useBatchesText();
  const f = useFormat();
  const today = dhakaDay();
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <FormField
        label={t('field.duration')}
        error={errors.duration_minutes}
        helperText={t('field.durationHint', {
          min: f.number(SCHEDULE_LIMITS.durationMin),
          max: f.number(SCHEDULE_LIMITS.durationMax),
        })}
      >
        <Input
          type="number"
          min={SCHEDULE_LIMITS.durationMin}
          max={SCHEDULE_LIMITS.durationMax}
          step={5}
          inputMode="numeric"
          {...text('duration_minutes')}
        />
      </FormField>
      <FormField label={t('field.startDate')} error={errors.start_date} helperText={t('field.startDateHint')}>
        <Input
          type="date"
          min={limitStart ? today : undefined}
          max={limitStart ? addDays(today, SCHEDULE_LIMITS.reachDays - 1) : undefined}
          {...text('start_date')}
        />
      </FormField>
    </SimpleGrid>
  );
}
