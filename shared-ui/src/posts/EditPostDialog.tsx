import { Input, Stack, Textarea } from '@chakra-ui/react';
import type { Post } from '@pathshala/shared-api/contract';
import { FormField } from '../form/FormField';
import { useFormState } from '../form/useFormState';
import { DialogForm, FormDialog } from '../overlays/FormDialog';
import { usePostsText } from './i18n';
import { EDIT_FIELDS, knownPostErrors, validatePostEdit, type EditPostValues } from './postFormValues';
import { SubjectClassFields } from './tuitionFields';

export interface EditPostDialogProps {
  /** The post being edited; null when the dialog is closed. */
  post: Post | null;
  onClose: () => void;
  /** Saves the changed fields; rejects with the server's error. */
  onSave: (post: Post, changes: EditPostValues) => Promise<unknown>;
}

const valuesOf = (post: Post): EditPostValues => ({
  title: post.title,
  subtitle: post.subtitle,
  subject: post.subject,
  class: post.class,
  description: post.description,
});

/** SPEC §2 'Edit Tuition Post': title, subtitle, subject, class, description; a backdrop click closes it. */
export function EditPostDialog({ post, onClose, onSave }: EditPostDialogProps) {
  return (
    <FormDialog open={post !== null} onClose={onClose} closeOnInteractOutside>
      {post ? <EditPostForm key={post._id} post={post} onClose={onClose} onSave={onSave} /> : null}
    </FormDialog>
  );
}

/** The dialog's form, started afresh from each post it opens with. */
function EditPostForm({ post, onClose, onSave }: EditPostDialogProps & { post: Post }) {
  const t = usePostsText();
  const { formRef, errors, status, text, submit } = useFormState(() => valuesOf(post), EDIT_FIELDS);

  return (
    <DialogForm
      formRef={formRef}
      onSubmit={(event) =>
        submit(event, {
          validate: validatePostEdit,
          save: (changes) => onSave(post, changes),
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
      </Stack>
    </DialogForm>
  );
}
