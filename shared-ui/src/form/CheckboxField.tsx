import { Checkbox, Text } from '@chakra-ui/react';

export interface CheckboxFieldProps {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  /** A line under the label; with it, the box sits at the label's top in the brand colour. */
  hint?: string;
  disabled?: boolean;
}

/** A labelled checkbox whose hidden input carries `name` (so focusFirstInvalid finds it). */
export function CheckboxField({ name, checked, onChange, label, hint, disabled }: CheckboxFieldProps) {
  if (hint === undefined)
    return (
      <Checkbox.Root
        checked={checked}
        disabled={disabled}
        onCheckedChange={(details) => onChange(details.checked === true)}
      >
        <Checkbox.HiddenInput name={name} />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
    );
  return (
    <Checkbox.Root
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => onChange(details.checked === true)}
      colorPalette="brand"
      alignItems="flex-start"
    >
      <Checkbox.HiddenInput name={name} />
      <Checkbox.Control mt="0.5" />
      <Checkbox.Label>
        {label}
        <Text as="span" display="block" fontWeight="normal" color="fg.muted" textStyle="sm">
          {hint}
        </Text>
      </Checkbox.Label>
    </Checkbox.Root>
  );
}
