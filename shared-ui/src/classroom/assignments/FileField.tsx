import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { CLASSROOM_FILE_ACCEPT } from '@pathshala/shared-api/contract';
import { useRef, useState, type ReactNode } from 'react';
import { FiX } from 'react-icons/fi';
import { FormField } from '../../form/FormField';
import { fileProblem, useFileFacts } from '../fileFacts';
import { useAssignmentsText } from './i18n';

export interface FileFieldProps {
  label: string;
  helperText?: ReactNode;
  /** The form's error for the field (its own check on submit, or the server's). */
  error?: string;
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

/**
 * One optional file (PDF, image, Word, PowerPoint, Excel; at most 10 MB), named `file`: a file the server
 * would refuse is said so at once, in the server's words; the chosen file shows with its size and can be
 * removed.
 */
export function FileField({ label, helperText, error, file, onChange, disabled }: FileFieldProps) {
  const t = useAssignmentsText();
  const { size } = useFileFacts();
  const inputRef = useRef<HTMLInputElement>(null);
  const [ownError, setOwnError] = useState<string | null>(null);

  function choose(chosen: File | null) {
    setOwnError(chosen ? fileProblem(chosen) : null);
    onChange(chosen);
  }

  function remove() {
    if (inputRef.current) inputRef.current.value = '';
    choose(null);
    inputRef.current?.focus();
  }

  return (
    <Stack gap="2">
      <FormField label={label} error={error ?? ownError} helperText={helperText} disabled={disabled}>
        <Input
          ref={inputRef}
          name="file"
          type="file"
          accept={CLASSROOM_FILE_ACCEPT}
          h="auto"
          py="1.5"
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
      </FormField>
      {file ? (
        <HStack gap="2" justify="space-between" align="center" wrap="wrap">
          <Text fontSize="sm" overflowWrap="anywhere" minW="0">
            {t('file.chosen', { name: file.name, size: size(file.size) })}
          </Text>
          <Button size="xs" variant="ghost" onClick={remove} disabled={disabled}>
            <FiX aria-hidden />
            {t('file.remove')}
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}
