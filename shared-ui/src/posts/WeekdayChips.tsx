import { Button, Wrap } from '@chakra-ui/react';
import { WEEKDAYS, type Weekday } from '@pathshala/shared-api/contract';

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
 * A chip's accessible name: what it shows, then the whole day, e.g. 'Sun (Sunday)'. The shown letters come
 * first so a speech user can say what they see (WCAG 2.5.3 Label in Name); the day spells it out for a screen
 * reader.
 */
export function weekdayChipLabel(day: Weekday): string {
  return `${day.slice(0, 3)} (${day})`;
}

/** Toggle chips Sunday through Saturday, shown by their first three letters (SPEC §2). */
export function WeekdayChips({ label, value, onChange, disabled, name }: WeekdayChipsProps) {
  const toggle = (day: Weekday) =>
    onChange(WEEKDAYS.filter((d) => (d === day ? !value.includes(d) : value.includes(d))));
  return (
    <Wrap role="group" aria-label={label} gap="2">
      {WEEKDAYS.map((day) => {
        const selected = value.includes(day);
        return (
          <Button
            key={day}
            type="button"
            name={name}
            size="sm"
            rounded="full"
            minW="3.25rem"
            colorPalette="brand"
            variant={selected ? 'solid' : 'outline'}
            aria-pressed={selected}
            aria-label={weekdayChipLabel(day)}
            disabled={disabled}
            onClick={() => toggle(day)}
          >
            {day.slice(0, 3)}
          </Button>
        );
      })}
    </Wrap>
  );
}
