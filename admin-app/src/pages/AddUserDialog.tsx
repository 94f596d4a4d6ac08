import { addUserBody, type AddUserBody } from '@pathshala/shared-api/contract';
import { SimpleGrid, Stack } from '@pathshala/shared-ui';
import {
  FormField,
  Input,
  knownFieldErrors,
  NativeSelect,
  PasswordInput,
  zodFieldErrors,
} from '@pathshala/shared-ui/forms';
import { DialogForm, FormDialog } from '@pathshala/shared-ui/overlays';
import { useFormState } from '@pathshala/shared-ui/signed-in';
import { useText } from '../i18n';

export interface AddUserValues {
  firstname: string;
  lastname: string;
  username: string;
  email: string;
  password: string;
  role: string;
  sslczStoreId: string;
  sslczStorePassword: string;
}
type Field = keyof AddUserValues;

/** Form order: the first field in error gets focus. */
export const ADD_USER_FIELDS: readonly Field[] = [
  'firstname',
  'lastname',
  'username',
  'email',
  'password',
  'role',
  'sslczStoreId',
  'sslczStorePassword',
];

const EMPTY: AddUserValues = {
  firstname: '',
  lastname: '',
  username: '',
  email: '',
  password: '',
  role: '',
  sslczStoreId: '',
  sslczStorePassword: '',
};

/** The add-user body: store credentials only for a teacher. */
export function toAddUserBody(values: AddUserValues): AddUserBody {
  const { sslczStoreId, sslczStorePassword, role, ...account } = values;
  const body = { ...account, role: role || undefined } as AddUserBody;
  return role === 'teacher' ? { ...body, sslczStoreId, sslczStorePassword } : body;
}

/** SPEC §5 Admin add-user: the sign-up rules and messages (the contract's), no confirmation field. */
export function validateAddUser(values: AddUserValues) {
  return zodFieldErrors(addUserBody.safeParse(toAddUserBody(values)).error?.issues ?? [], ADD_USER_FIELDS);
}

export interface AddUserDialogProps {
  open: boolean;
  onClose: () => void;
  /** Adds the user; rejects with the server's error (its field errors show inline). */
  onCreate: (body: AddUserBody) => Promise<unknown>;
}

export function AddUserDialog({ open, onClose, onCreate }: AddUserDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} size="lg">
      <AddUserForm onClose={onClose} onCreate={onCreate} />
    </FormDialog>
  );
}

function AddUserForm({ onClose, onCreate }: Omit<AddUserDialogProps, 'open'>) {
  const t = useText();
  const { formRef, values, errors, status, set, text, submit } = useFormState<AddUserValues, Field>(
    EMPTY,
    ADD_USER_FIELDS,
  );
  const isTeacher = values.role === 'teacher';

  return (
    <DialogForm
      formRef={formRef}
      onSubmit={(event) =>
        void submit(event, {
          validate: validateAddUser,
          save: (current) => onCreate(toAddUserBody(current)),
          serverErrors: (fieldErrors) => knownFieldErrors(fieldErrors, ADD_USER_FIELDS),
        })
      }
      title={t('addUser.title')}
      closeButton
      onClose={onClose}
      saving={status !== 'idle'}
      submitLabel={t('addUser.submit')}
      savingLabel={t('addUser.saving')}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label={t('addUser.firstname.label')} required error={errors.firstname}>
            <Input {...text('firstname')} autoComplete="off" />
          </FormField>
          <FormField label={t('addUser.lastname.label')} required error={errors.lastname}>
            <Input {...text('lastname')} autoComplete="off" />
          </FormField>
        </SimpleGrid>
        <FormField label={t('addUser.username.label')} required error={errors.username}>
          <Input {...text('username')} autoComplete="off" />
        </FormField>
        <FormField label={t('addUser.email.label')} required error={errors.email}>
          <Input type="email" {...text('email')} autoComplete="off" />
        </FormField>
        <FormField
          label={t('addUser.password.label')}
          required
          error={errors.password}
          helperText={t('addUser.password.help')}
        >
          <PasswordInput {...text('password')} autoComplete="new-password" />
        </FormField>
        <FormField label={t('addUser.role.label')} required error={errors.role}>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="role"
              value={values.role}
              onChange={(event) => {
                const role = event.target.value;
                set('role', role);
                // Store credentials belong to teachers only: leaving that choice forgets them.
                if (role !== 'teacher') {
                  set('sslczStoreId', '');
                  set('sslczStorePassword', '');
                }
              }}
            >
              <option value="">{t('addUser.role.choose')}</option>
              <option value="student">{t('role.student')}</option>
              <option value="teacher">{t('role.teacher')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {isTeacher ? (
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label={t('addUser.storeId.label')} required error={errors.sslczStoreId}>
              <Input {...text('sslczStoreId')} autoComplete="off" />
            </FormField>
            <FormField label={t('addUser.storePassword.label')} required error={errors.sslczStorePassword}>
              <PasswordInput {...text('sslczStorePassword')} autoComplete="off" />
            </FormField>
          </SimpleGrid>
        ) : null}
      </Stack>
    </DialogForm>
  );
}
