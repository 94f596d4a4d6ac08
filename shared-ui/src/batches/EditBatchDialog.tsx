import { Input, SimpleGrid, Stack } from '@chakra-ui/react';
import type { Batch } from '@pathshala/shared-api/contract';
import { FormField } from '../form/FormField';
import { useFormState } from '../form/useFormState';
import { DialogForm, FormDialog } from '../overlays/FormDialog';
import { BatchSwitches } from './BatchSwitches';
import { ClassTimingFields } from './ClassTimingFields';
import {
  EDIT_BATCH_FIELDS,
  editBatchValues,
  knownBatchErrors,
  validateEditBatch,
  type EditBatchValues,
} from './batchFormValues';
import { SubjectClassFields, TimeSalaryFields } from '../posts/tuitionFields';
import { useBatchesText } from './i18n';

export interface EditBatchDialogProps {
  /** The batch being edited; null when the dialog is closed. */
  batch: Batch | null;
  onClose: () => void;
  /** Saves; rejects with the server's error. */
  onSave: (batch: Batch, values: EditBatchValues) => Promise<unknown>;
}

/** SPEC §2 'Edit Batch': subject, class, weekly schedule as comma-separated text, time, salary, two switches. */
export function EditBatchDialog({ batch, onClose, onSave }: EditBatchDialogProps) {
  return (
    <FormDialog open={batch !== null} onClose={onClose} closeOnInteractOutside>
      {batch ? <EditBatchForm key={batch._id} batch={batch} onClose={onClose} onSave={onSave} /> : null}
    </FormDialog>
  );
}

function EditBatchForm({ batch, onClose, onSave }: EditBatchDialogProps & { batch: Batch }) {
  const t = useBatchesText();
  const { formRef, values, errors, status, set, text, submit } = useFormState(
    () => editBatchValues(batch),
    EDIT_BATCH_FIELDS,
  );

  return (
    <DialogForm
      formRef={formRef}
      onSubmit={(event) =>
        submit(event, {
          validate: validateEditBatch,
          save: (changes) => onSave(batch, changes),
          serverErrors: (fieldErrors) => knownBatchErrors(fieldErrors, EDIT_BATCH_FIELDS),
        })
      }
      title={t('editBatch.heading')}
      onClose={onClose}
      saving={status !== 'idle'}
    >
      <Stack gap="4">
        <SubjectClassFields errors={errors} text={text} />
        <FormField
          label={t('field.weeklySchedule')}
          error={errors.weekly_schedule}
          helperText={t('editBatch.scheduleHint')}
        >
          <Input {...text('weekly_schedule')} />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TimeSalaryFields errors={errors} text={text} />
        </SimpleGrid>
        <ClassTimingFields errors={errors} text={text} />
        <BatchSwitches values={values} set={set} />
      </Stack>
    </DialogForm>
  );
}
