import { MEDIUMS } from '@pathshala/shared-api/contract';
import { ChoiceSelect, type ChoiceSelectProps } from './ChoiceSelect';
import { useMatchingText } from './matchingText';

/** `value` is a `Medium` ('bangla', 'english_version', 'english', 'madrasa'), or '' for none. */
export type MediumSelectProps = ChoiceSelectProps;

/**
 * The medium of study: Bangla medium, English version, English medium or Madrasa, named in the active
 * language. Put it in a `FormField` for its label (e.g. 'Medium').
 */
export function MediumSelect({ name = 'medium', ...props }: MediumSelectProps) {
  const { mediumLabel } = useMatchingText();
  return <ChoiceSelect choices={MEDIUMS} labelOf={mediumLabel} name={name} {...props} />;
}
