import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useMessageText } from '@pathshala/shared-ui';

export interface FormFieldProps {
  label: ReactNode;
  /**
   * The validation message; when set the field is invalid and the message is announced. A message of the API
   * or the contract (e.g. 'Title is required') shows in the active language; any other text as it is.
   */
  error?: string | null;
  /**
   * Marks the field required: an indicator after the label and native `required` on the control.
   * Forms that show their own messages on submit should set `noValidate` on the <form>.
   */
  required?: boolean;
  helperText?: ReactNode;
  /** The control's id (default: generated). */
  id?: string;
  disabled?: boolean;
  /** A Chakra control (Input, PasswordInput, Textarea, NativeSelect…) — it is wired to the label and messages. */
  children: ReactNode;
}

/**
 * A labelled form control with its helper and error text. The label is bound to the control, the control
 * gets aria-invalid and aria-errormessage, and the error text is a role="alert" live region.
 */
export function FormField({ label, error, required, helperText, id, disabled, children }: FormFieldProps) {
  const messageText = useMessageText();
  const invalid = Boolean(error);
  return (
    <Field.Root id={id} invalid={invalid} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helperText && !invalid ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {invalid ? <Field.ErrorText role="alert">{error ? messageText(error) : null}</Field.ErrorText> : null}
    </Field.Root>
  );
}
