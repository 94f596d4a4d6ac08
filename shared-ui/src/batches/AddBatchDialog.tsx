import {
  Badge,
  Button,
  CloseButton,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Textarea,
  Wrap,
} from '@chakra-ui/react';
import { useState, type KeyboardEvent } from 'react';
import { FormField } from '../form/FormField';
import { useFormState } from '../form/useFormState';
import { DialogForm, FormDialog } from '../overlays/FormDialog';
import { ClassTimingFields } from './ClassTimingFields';
import { ScheduleFields } from './ScheduleFields';
import {
  ADD_BATCH_FIELDS,
  DEFAULT_BATCH_TIME,
  emptyAddBatch,
  knownBatchErrors,
  validateAddBatch,
  type AddBatchValues,
} from './batchFormValues';
import { SubjectClassFields } from '../posts/tuitionFields';
import { useBatchesText } from './i18n';

export interface AddBatchDialogProps {
  open: boolean;
  onClose: () => void;
  /** The viewer's username: the owner, read-only unless `ownerEditable`. */
  owner: string;
  ownerEditable?: boolean;
  /** Prefills the teacher (the viewer, for a teacher). */
  teacher?: string;
  /** The time the form starts with (default 13:00; the admin's form 10:00). */
  defaultTime?: string;
  /** Creates the batch; rejects with the server's error (its field errors show inline). */
  onCreate: (values: AddBatchValues) => Promise<unknown>;
}

/** SPEC §2 'Add New Batch': at most 80% of the viewport high, scrolling inside. */
export function AddBatchDialog({ open, onClose, ...props }: AddBatchDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} size="lg">
      <AddBatchForm onClose={onClose} {...props} />
    </FormDialog>
  );
}

function AddBatchForm({
  onClose,
  owner,
  ownerEditable = false,
  teacher = '',
  defaultTime = DEFAULT_BATCH_TIME,
  onCreate,
}: Omit<AddBatchDialogProps, 'open'>) {
  const t = useBatchesText();
  const { formRef, values, errors, status, set, text, submit } = useFormState(
    () => emptyAddBatch(owner, teacher, defaultTime),
    ADD_BATCH_FIELDS,
  );
  const [student, setStudent] = useState('');
  const ownerBackground = ownerEditable ? undefined : 'bg.muted';

  /** Adds the typed username (SPEC §5: one at a time; blank ignored; a name given twice counts once). */
  function addStudent() {
    const name = student.trim();
    setStudent('');
    if (!name) return;
    if (!values.student_ids.some((known) => known.toLowerCase() === name.toLowerCase()))
      set('student_ids', [...values.student_ids, name]);
  }

  function onStudentKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      addStudent();
    }
  }

  return (
    <DialogForm
      formRef={formRef}
      onSubmit={(event) =>
        submit(event, {
          validate: validateAddBatch,
          save: onCreate,
          serverErrors: (fieldErrors) => knownBatchErrors(fieldErrors, ADD_BATCH_FIELDS),
        })
      }
      title={t('addBatch.heading')}
      closeButton
      onClose={onClose}
      saving={status !== 'idle'}
      submitLabel={t('addBatch.submit')}
      savingLabel={t('addBatch.creating')}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField
            label={t('addBatch.owner')}
            required
            error={errors.username}
            helperText={ownerEditable ? undefined : t('addBatch.ownerHint')}
          >
            <Input {...text('username')} readOnly={!ownerEditable} bg={ownerBackground} autoComplete="off" />
          </FormField>
          <FormField label={t('addBatch.teacher')} required error={errors.teacher_username}>
            <Input {...text('teacher_username')} autoComplete="off" />
          </FormField>
        </SimpleGrid>
        <FormField label={t('field.title')} error={errors.title}>
          <Input {...text('title')} placeholder={t('addBatch.titlePlaceholder')} />
        </FormField>
        <FormField label={t('field.subtitle')} error={errors.subtitle}>
          <Input {...text('subtitle')} />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <SubjectClassFields errors={errors} text={text} />
        </SimpleGrid>
        <ScheduleFields values={values} errors={errors} set={set} text={text} />
        <ClassTimingFields errors={errors} text={text} limitStart />
        <FormField label={t('field.description')} error={errors.description}>
          <Textarea rows={3} {...text('description')} />
        </FormField>
        <FormField
          label={t('addBatch.student')}
          error={errors.student_ids}
          helperText={t('addBatch.studentHint')}
        >
          <HStack gap="2" w="full">
            <Input
              name="student_ids"
              value={student}
              onChange={(event) => setStudent(event.target.value)}
              onKeyDown={onStudentKey}
              autoComplete="off"
            />
            <Button type="button" variant="outline" onClick={addStudent}>
              {t('addBatch.add')}
            </Button>
          </HStack>
        </FormField>
        {values.student_ids.length > 0 ? (
          <Wrap gap="2" role="list" aria-label={t('addBatch.studentsToAdd')}>
            {values.student_ids.map((name) => (
              <Badge
                key={name}
                role="listitem"
                size="lg"
                colorPalette="brand"
                variant="subtle"
                gap="1"
                pe="0.5"
              >
                {name}
                <CloseButton
                  size="2xs"
                  aria-label={t('addBatch.remove', { name })}
                  onClick={() =>
                    set(
                      'student_ids',
                      values.student_ids.filter((known) => known !== name),
                    )
                  }
                />
              </Badge>
            ))}
          </Wrap>
        ) : null}
      </Stack>
    </DialogForm>
  );
}
