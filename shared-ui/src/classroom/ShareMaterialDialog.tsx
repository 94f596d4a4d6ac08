import { Alert, HStack, Input, Stack, Text } from '@chakra-ui/react';
import {
  CLASSROOM_FILE_ACCEPT,
  isWebLink,
  MATERIAL_LIMITS,
  MATERIALS_MESSAGES,
  type MaterialKind,
} from '@pathshala/shared-api/contract';
import { errorMessage } from '@pathshala/shared-api/contract/errors';
import { useRef, useState } from 'react';
import { useMessageText } from '@pathshala/shared-ui';
import { RadioGroup } from '@pathshala/shared-ui/radio';
import { knownFieldErrors } from '../form/fieldErrors';
import { FormField } from '../form/FormField';
import { useFormState } from '../form/useFormState';
import { DialogForm, FormDialog } from '../overlays/FormDialog';
import { fileProblem, useFileFacts } from './fileFacts';
import { useClassroomText } from './i18n';

/** What Share sends: a file with its title, or a link with its title. */
export type ShareMaterialInput = { title: string; file: File } | { title: string; url: string };

export interface ShareMaterialDialogProps {
  open: boolean;
  onClose: () => void;
  /** Shares it; rejects with the server's error (its field errors, or a 413 or 415, show in the form). */
  onShare: (input: ShareMaterialInput) => Promise<unknown>;
}

interface Values {
  title: string;
  kind: MaterialKind;
  url: string;
  file: File | null;
}
const FIELDS = ['title', 'file', 'url'] as const;
type Field = (typeof FIELDS)[number];

/** The status of a failed call, when it had one (an axios error's response). */
function statusOf(error: unknown): number | undefined {
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status;
  return typeof status === 'number' ? status : undefined;
}

/** Share material: a title, then a file (PDF, image, Word, PowerPoint or Excel, at most 10 MB) or a link. */
export function ShareMaterialDialog({ open, onClose, onShare }: ShareMaterialDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose}>
      <ShareMaterialForm onClose={onClose} onShare={onShare} />
    </FormDialog>
  );
}

function validate({ title, kind, url, file }: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  const trimmed = title.trim();
  if (!trimmed) errors.title = MATERIALS_MESSAGES.titleRequired;
  else if (trimmed.length > MATERIAL_LIMITS.title) errors.title = MATERIALS_MESSAGES.titleTooLong;
  if (kind === 'file') {
    const problem = file ? fileProblem(file) : MATERIALS_MESSAGES.fileOrLink;
    if (problem) errors.file = problem;
  } else if (url.trim().length > MATERIAL_LIMITS.url) errors.url = MATERIALS_MESSAGES.urlTooLong;
  else if (!isWebLink(url.trim())) errors.url = MATERIALS_MESSAGES.urlInvalid;
  return errors;
}

function ShareMaterialForm({ onClose, onShare }: Omit<ShareMaterialDialogProps, 'open'>) {
  const t = useClassroomText();
  const message = useMessageText();
  const facts = useFileFacts();
  const form = useFormState<Values, Field>({ title: '', kind: 'file', url: '', file: null }, FIELDS);
  const { values, errors, status, set, text } = form;
  // What the server refused that is no field's: shown above the buttons.
  const [refusal, setRefusal] = useState<string | null>(null);
  const failed = useRef<unknown>(null);

  function serverErrors(fieldErrors: Record<string, string>) {
    const known = knownFieldErrors(fieldErrors, FIELDS);
    const error = failed.current;
    const status = statusOf(error);
    const reason = errorMessage(error, t('share.failed'));
    // A 413 or 415 is about the file, whether or not the server named the field.
    if ((status === 413 || status === 415) && !known.file) known.file = reason;
    else if (Object.keys(known).length === 0) setRefusal(reason);
    return known;
  }

  return (
    <DialogForm
      formRef={form.formRef}
      onSubmit={(event) => {
        setRefusal(null);
        void form.submit(event, {
          validate,
          save: ({ title, kind, url, file }) =>
            onShare(
              kind === 'file' && file
                ? { title: title.trim(), file }
                : { title: title.trim(), url: url.trim() },
            ).catch((error: unknown) => {
              failed.current = error;
              throw error;
            }),
          serverErrors,
        });
      }}
      title={t('share.heading')}
      onClose={onClose}
      saving={status !== 'idle'}
      submitLabel={t('share.submit')}
      savingLabel={t('share.saving')}
    >
      <Stack gap="5">
        <FormField label={t('share.title')} error={errors.title} required>
          <Input {...text('title')} autoComplete="off" />
        </FormField>
        <RadioGroup.Root
          name="kind"
          value={values.kind}
          onValueChange={(details) => set('kind', details.value as MaterialKind)}
          colorPalette="brand"
        >
          <RadioGroup.Label fontWeight="medium" mb="2" display="block">
            {t('share.what')}
          </RadioGroup.Label>
          <HStack gap="6" wrap="wrap">
            {(['file', 'link'] as const).map((kind) => (
              <RadioGroup.Item key={kind} value={kind} cursor="pointer">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t(`share.kind.${kind}`)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
        {values.kind === 'file' ? (
          <FormField label={t('share.file')} error={errors.file} required helperText={t('share.fileHint')}>
            <Input
              type="file"
              name="file"
              accept={CLASSROOM_FILE_ACCEPT}
              p="1.5"
              h="auto"
              onChange={(event) => set('file', event.target.files?.[0] ?? null)}
            />
          </FormField>
        ) : (
          <FormField label={t('share.url')} error={errors.url} required helperText={t('share.urlHint')}>
            <Input {...text('url')} type="url" inputMode="url" autoComplete="url" />
          </FormField>
        )}
        {values.kind === 'file' && values.file && !errors.file ? (
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {t('share.chosen', { name: values.file.name, size: facts.size(values.file.size) })}
          </Text>
        ) : null}
        {refusal ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{message(refusal)}</Alert.Title>
          </Alert.Root>
        ) : null}
      </Stack>
    </DialogForm>
  );
}
