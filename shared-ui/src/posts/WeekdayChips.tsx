import { Button, Wrap } from '@chakra-ui/react';
import { WEEKDAYS, type Weekday } from '@pathshala/shared-api/contract';
import { usePostsText } from './i18n';
import { useTuitionText } from './postText';

export interface WeekdayChipsProps {
  /** The group's accessible name, e.g. 'Days'. */
  label: string;
  value: readonly Weekday[];
  onChange: (days: Weekday[]) => void;
  disabled?: boolean;
  /** The form field the chips stand for: a form with an error on it focuses the first chip. */
  name?: string;
}

/**
 * Toggle chips Sunday through Saturday, shown by their first three letters (SPEC §2). A chip's accessible
 * name is what it shows, then the whole day, e.g. 'Sun (Sunday)': the shown letters come first so a speech
 * user can say what they see (WCAG 2.5.3 Label in Name); the day spells it out for a screen reader.
 */
export function WeekdayChips({ label, value, onChange, disabled, name }: WeekdayChipsProps) {
  const t = usePostsText();
  const { dayName, dayShort } = useTuitionText();
  const toggle = (day: Weekday) =>
    onChange(WEEKDAYS.filter((d) => (d === day ? !value.includes(d) : value.includes(d))));
  return (
    <Wrap role="group" aria-label={label} gap="2">
      {WEEKDAYS.map((day) => {
        const selected = value.includes(day);
        const variant = selected ? 'solid' : 'outline';
        return (
          <Button
            key={day}
            type="button"
            name={name}
            size="sm"
            rounded="full"
            minW="3.25rem"
            colorPalette="brand"
            variant={variant}
            aria-pressed={selected}
            aria-label={t('weekdays.chip', { short: dayShort(day), day: dayName(day) })}
            disabled={disabled}
            onClick={() => toggle(day)}
          >
            {dayShort(day)}
          </Button>
        );
      })}
    </Wrap>
  );
}
