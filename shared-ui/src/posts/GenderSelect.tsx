import { NativeSelect } from '@chakra-ui/react';
import { GENDERS } from '@pathshala/shared-api/contract';
import type { ChangeEvent } from 'react';
import { useMatchingText } from './matchingText';

export interface GenderSelectProps {
  name?: string;
  /** 'male', 'female', or '' for none (either). */
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  /**
   * The empty option's text: 'Any' for a request's preferred tutor or a search filter; 'Not given' (the
   * caller's words) for a teacher's own gender.
   */
  emptyLabel: string;
  size?: 'sm' | 'md';
  disabled?: boolean;
}

/**
 * Male or female, named in the active language ('Male' / 'পুরুষ', 'Female' / 'মহিলা'), with an empty choice:
 * a request's preferred tutor (Any / Male / Female), a students' search by the tutor's gender, or a teacher's
 * own gender on their profile. Put it in a `FormField` for its label.
 */
export function GenderSelect({
  name = 'gender',
  value,
  onChange,
  emptyLabel,
  size,
  disabled,
}: GenderSelectProps) {
  const { genderLabel } = useMatchingText();
  return (
    <NativeSelect.Root size={size} disabled={disabled}>
      <NativeSelect.Field name={name} value={value} onChange={onChange}>
        <option value="">{emptyLabel}</option>
        {GENDERS.map((gender) => (
          <option key={gender} value={gender}>
            {genderLabel(gender)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
