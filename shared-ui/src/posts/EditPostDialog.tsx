import { Input, Stack, Textarea } from '@chakra-ui/react';
import type { Post } from '@pathshala/shared-api/contract';
import { FormField } from '../form/FormField';
import { FormSection } from '../form/FormSection';
import { useFormState } from '../form/useFormState';
import { DialogForm, FormDialog } from '../overlays/FormDialog';
import { usePostsText } from './i18n';
import { MatchingFields } from './MatchingFields';
import { setEachOf } from './matchingValues';
import {
  EDIT_FIELDS,
  editPostValues,
  knownPostErrors,
  toPostEdit,
  validatePostEdit,
  type PostEdit,
} from './postFormValues';
import { SubjectClassFields } from './tuitionFields';

export interface EditPostDialogProps {
  /** The post being edited; null when the dialog is closed. */
  post: Post | null;
  onClose: () => void;
  /**
   * Saves the edit: the five texts, and each of where and how that changed (`toPostEdit`); rejects with the
   * server's error.
   */
  onSave: (post: Post, changes: PostEdit) => Promise<unknown>;
}

/**
 * SPEC §2 'Edit Tuition Post': title, subtitle, subject, class, description, then where and how (teaching mode,
 * place, medium and, on a student's request, the preferred tutor); a backdrop click closes it.
 */
export function EditPostDialog({ post, onClose, onSave }: EditPostDialogProps) {
  return (
    <FormDialog open={post !== null} onClose={onClose} closeOnInteractOutside size="lg">
      {post ? <EditPostForm key={post._id} post={post} onClose={onClose} onSave={onSave} /> : null}
    </FormDialog>
  );
}

/** The dialog's form, started afresh from each post it opens with. */
function EditPostForm({ post, onClose, onSave }: EditPostDialogProps & { post: Post }) {
  const t = usePostsText();
  const { formRef, values, errors, status, set, text, submit } = useFormState(
    () => editPostValues(post),
    EDIT_FIELDS,
  );

  return (
    <DialogForm
      formRef={formRef}
      onSubmit={(event) =>
        submit(event, {
          validate: (current) => validatePostEdit(post, current),
          save: (current) => onSave(post, toPostEdit(post, current)),
          serverErrors: (fieldErrors) => knownPostErrors(fieldErrors, EDIT_FIELDS),
        })
      }
      title={t('editPost.heading')}
      onClose={onClose}
      saving={status !== 'idle'}
    >
      <Stack gap="4">
        <FormField label={t('field.title')} required error={errors.title}>
          <Input {...text('title')} />
        </FormField>
        <FormField label={t('field.subtitle')} required error={errors.subtitle}>
          <Input {...text('subtitle')} />
        </FormField>
        <SubjectClassFields errors={errors} text={text} />
        <FormField label={t('field.description')} required error={errors.description}>
          <Textarea rows={5} {...text('description')} />
        </FormField>
        <FormSection title={t('form.whereHow')}>
          <MatchingFields
            values={values}
            errors={errors}
            onChange={setEachOf(set)}
            tutorGender={post.owner_role === 'student'}
            locationColumns={1}
          />
        </FormSection>
      </Stack>
    </DialogForm>
  );
}
