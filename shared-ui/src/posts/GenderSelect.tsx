import { GENDERS } from '@pathshala/shared-api/contract';
import { ChoiceSelect, type ChoiceSelectProps } from './ChoiceSelect';
import { useMatchingText } from './matchingText';

/**
 * `value` is 'male', 'female', or '' for none (either). `emptyLabel`: 'Any' for a request's preferred tutor or
 * a search filter; 'Not given' (the caller's words) for a teacher's own gender.
 */
export type GenderSelectProps = ChoiceSelectProps;

/**
 * Male or female, named in the active language ('Male' / 'পুরুষ', 'Female' / 'মহিলা'), with an empty choice:
 * a request's preferred tutor (Any / Male / Female), a students' search by the tutor's gender, or a teacher's
 * own gender on their profile. Put it in a `FormField` for its label.
 */
export function GenderSelect({ name = 'gender', ...props }: GenderSelectProps) {
  const { genderLabel } = useMatchingText();
  return <ChoiceSelect choices={GENDERS} labelOf={genderLabel} name={name} {...props} />;
}
