import { NativeSelect } from '@chakra-ui/react';
import { MEDIUMS } from '@pathshala/shared-api/contract';
import type { ChangeEvent } from 'react';
import { useMatchingText } from './matchingText';

export interface MediumSelectProps {
  name?: string;
  /** A `Medium` ('bangla', 'english_version', 'english', 'madrasa'), or '' for none. */
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  /** The empty option's text: 'Choose a medium' on a form, 'Any medium' on a search filter. */
  emptyLabel: string;
  size?: 'sm' | 'md';
  disabled?: boolean;
}

/**
 * The medium of study: Bangla medium, English version, English medium or Madrasa, named in the active
 * language. Put it in a `FormField` for its label (e.g. 'Medium').
 */
export function MediumSelect({
  name = 'medium',
  value,
  onChange,
  emptyLabel,
  size,
  disabled,
}: MediumSelectProps) {
  const { mediumLabel } = useMatchingText();
  return (
    <NativeSelect.Root size={size} disabled={disabled}>
      <NativeSelect.Field name={name} value={value} onChange={onChange}>
        <option value="">{emptyLabel}</option>
        {MEDIUMS.map((medium) => (
          <option key={medium} value={medium}>
            {mediumLabel(medium)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
