import { NativeSelect } from '@chakra-ui/react';
import { CLASS_OPTIONS } from '@pathshala/shared-api/contract';
import type { ChangeEvent } from 'react';
import { useTuitionText } from './postText';

export interface ClassSelectProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  /** The empty option's text: 'Choose a class' on forms, 'Any Class' on search filters (SPEC §2). */
  emptyLabel: string;
}

/** One class list everywhere: Class 1–12, Hons, Masters (DESIGN §6.4), named in the active language. */
export function ClassSelect({ name, value, onChange, emptyLabel }: ClassSelectProps) {
  const { classLabel } = useTuitionText();
  return (
    <NativeSelect.Root>
      <NativeSelect.Field name={name} value={value} onChange={onChange}>
        <option value="">{emptyLabel}</option>
        {CLASS_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {classLabel(option.value)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
