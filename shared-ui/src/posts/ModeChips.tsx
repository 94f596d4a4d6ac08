import { Checkbox, Stack, Text, Wrap } from '@chakra-ui/react';
import { TEACHING_MODES, type TeachingMode } from '@pathshala/shared-api/contract';
import { useId } from 'react';
import { useMessageText } from '@pathshala/shared-ui';
import { useMatchingText } from './matchingText';

export interface ModeChipsProps {
  /** The group's label, shown above the chips and its accessible name, e.g. 'Teaching mode'. */
  label: string;
  /** The modes chosen (kept in the contract's order: online, student's home, teacher's place). */
  value: readonly TeachingMode[];
  onChange: (modes: TeachingMode[]) => void;
  /** The form field the chips stand for (default 'modes'): a form with an error on it focuses the first chip. */
  name?: string;
  /** Marks the group required (an indicator after the label). */
  required?: boolean;
  /** A line under the chips, e.g. 'Choose one or more.' (hidden while there is an error). */
  hint?: string;
  /** A validation message (a contract or server message shows in the active language). */
  error?: string | null;
  disabled?: boolean;
  /** 'sm' on a search sidebar; 'md' (default) on a form. */
  size?: 'sm' | 'md';
}

/**
 * One or more of the three teaching modes (online, at the student's home, at the teacher's place) as a
 * labelled group of checkbox chips: for a post, a profile or a search filter. Controlled.
 */
export function ModeChips({
  label,
  value,
  onChange,
  name = 'modes',
  required,
  hint,
  error,
  disabled,
  size = 'md',
}: ModeChipsProps) {
  const { modeLabel } = useMatchingText();
  const messageText = useMessageText();
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = Boolean(error);
  const toggle = (mode: TeachingMode, checked: boolean) =>
    onChange(TEACHING_MODES.filter((m) => (m === mode ? checked : value.includes(m))));
  return (
    <Stack gap="2" role="group" aria-labelledby={labelId}>
      <Text id={labelId} fontWeight="medium" textStyle="sm">
        {label}
        {required ? (
          <Text as="span" aria-hidden color="fg.error" ms="1">
            *
          </Text>
        ) : null}
      </Text>
      <Wrap gap="2">
        {TEACHING_MODES.map((mode) => (
          <Checkbox.Root
            key={mode}
            checked={value.includes(mode)}
            onCheckedChange={(details) => toggle(mode, details.checked === true)}
            invalid={invalid}
            disabled={disabled}
            colorPalette="brand"
            size={size === 'sm' ? 'sm' : 'md'}
            borderWidth="1px"
            borderColor={invalid ? 'border.error' : 'border'}
            rounded="full"
            px={size === 'sm' ? '2.5' : '3'}
            py={size === 'sm' ? '1' : '1.5'}
            cursor={disabled ? undefined : 'pointer'}
            _checked={{ bg: 'colorPalette.subtle', borderColor: 'colorPalette.solid' }}
          >
            <Checkbox.HiddenInput
              name={name}
              aria-describedby={!invalid && hint ? hintId : undefined}
              aria-errormessage={invalid ? errorId : undefined}
            />
            <Checkbox.Control />
            <Checkbox.Label>{modeLabel(mode)}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Wrap>
      {hint && !invalid ? (
        <Text id={hintId} color="fg.muted" textStyle="xs">
          {hint}
        </Text>
      ) : null}
      {invalid && error ? (
        <Text id={errorId} role="alert" color="fg.error" textStyle="sm">
          {messageText(error)}
        </Text>
      ) : null}
    </Stack>
  );
}
