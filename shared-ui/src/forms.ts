// '@pathshala/shared-ui/forms': form controls, a shared singleton entry of its own so that pages without a
// form (the landing page first) do not ship them. Named re-exports only (see index.ts).
export { Checkbox, Field, Input, InputGroup, NativeSelect, Textarea } from '@chakra-ui/react';
export type { InputProps, TextareaProps } from '@chakra-ui/react';

export { FormField } from './form/FormField';
export type { FormFieldProps } from './form/FormField';
export { PasswordInput } from './form/PasswordInput';
export type { PasswordInputProps } from './form/PasswordInput';
export { focusFirstInvalid } from './form/focusFirstInvalid';
export { zodFieldErrors, knownFieldErrors } from './form/fieldErrors';
