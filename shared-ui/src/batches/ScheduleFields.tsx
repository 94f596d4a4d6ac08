import { Input, SimpleGrid } from '@chakra-ui/react';
import type { Weekday } from '@pathshala/shared-api/contract';
import { FormField } from '../form/FormField';
import { TimeSalaryFields, type FieldsProps } from '../posts/tuitionFields';
import { WeekdayChips } from '../posts/WeekdayChips';
import { BatchSwitches } from './BatchSwitches';
import { useBatchesText } from './i18n';

export interface ScheduleFieldsProps extends FieldsProps<'time' | 'salary' | 'max_size'> {
  values: { weekly_schedule: readonly Weekday[]; is_continuous: boolean; is_batch: boolean };
  errors: FieldsProps<'time' | 'salary' | 'max_size' | 'weekly_schedule'>['errors'];
  set: {
    (name: 'weekly_schedule', days: Weekday[]): void;
    (name: 'is_continuous' | 'is_batch', checked: boolean): void;
  };
}

/**
 * The add-batch and admin add-post forms' schedule and kind: Days, Time, Salary, Continuous, Batch and,
 * for a batch, its required Max size.
 */
export function ScheduleFields({ values, errors, set, text }: ScheduleFieldsProps) {
  const t = useBatchesText();
  return (
    <>
      <FormField label={t('field.days')} error={errors.weekly_schedule}>
        <WeekdayChips
          label={t('field.days')}
          name="weekly_schedule"
          value={values.weekly_schedule}
          onChange={(days) => set('weekly_schedule', days)}
        />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TimeSalaryFields errors={errors} text={text} />
      </SimpleGrid>
      <BatchSwitches values={values} set={set} />
      {values.is_batch ? (
        <FormField label={t('field.maxSize')} required error={errors.max_size}>
          <Input type="number" min={2} step={1} inputMode="numeric" {...text('max_size')} />
        </FormField>
      ) : null}
    </>
  );
}
