import { Input } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';
import { FormField } from '../form/FormField';
import { ClassSelect } from './ClassSelect';
import { usePostsText } from './i18n';

/** What `useFormState().text(name)` gives a text input. */
export interface TextInput {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
}

export interface FieldsProps<Name extends string> {
  errors: Partial<Record<Name, string>>;
  text: (name: Name) => TextInput;
}

/** The post and batch forms' Subject and Class, both required (the caller lays them out). */
export function SubjectClassFields({ errors, text }: FieldsProps<'subject' | 'class'>) {
  const t = usePostsText();
  return (
    <>
      <FormField label={t('field.subject')} required error={errors.subject}>
        <Input {...text('subject')} />
      </FormField>
      <FormField label={t('field.class')} required error={errors.class}>
        <ClassSelect emptyLabel={t('form.chooseClass')} {...text('class')} />
      </FormField>
    </>
  );
}

/** The post and batch forms' Time and monthly Salary, both required (the caller lays them out). */
export function TimeSalaryFields({ errors, text }: FieldsProps<'time' | 'salary'>) {
  const t = usePostsText();
  return (
    <>
      <FormField label={t('field.time')} required error={errors.time}>
        <Input type="time" {...text('time')} />
      </FormField>
      <FormField label={t('form.salary')} required error={errors.salary}>
        <Input type="number" min={0} step={1} inputMode="numeric" {...text('salary')} />
      </FormField>
    </>
  );
}
