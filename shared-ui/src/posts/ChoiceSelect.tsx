import { NativeSelect } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';

/** What a select of one of a fixed list (a medium, a gender) takes; its label comes from a `FormField`. */
export interface ChoiceSelectProps {
  name?: string;
  /** One of the choices, or '' for none. */
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  /** The empty option's text ('Any medium' on a filter, 'Choose a medium' on a form, …). */
  emptyLabel: string;
  size?: 'sm' | 'md';
  disabled?: boolean;
}

/** A native select of `choices`, each named by `labelOf` in the active language, after an empty option. */
export function ChoiceSelect({
  choices,
  labelOf,
  name,
  value,
  onChange,
  emptyLabel,
  size,
  disabled,
}: ChoiceSelectProps & { choices: readonly string[]; labelOf: (choice: string) => string | null }) {
  return (
    <NativeSelect.Root size={size} disabled={disabled}>
      <NativeSelect.Field name={name} value={value} onChange={onChange}>
        <option value="">{emptyLabel}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labelOf(choice)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
