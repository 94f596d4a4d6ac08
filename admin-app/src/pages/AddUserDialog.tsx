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
      title="Add User"
      closeButton
      onClose={onClose}
      saving={status !== 'idle'}
      submitLabel="Add User"
      savingLabel="Adding..."
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="First name" required error={errors.firstname}>
            <Input {...text('firstname')} autoComplete="off" />
          </FormField>
          <FormField label="Last name" required error={errors.lastname}>
            <Input {...text('lastname')} autoComplete="off" />
          </FormField>
        </SimpleGrid>
        <FormField label="Username" required error={errors.username}>
          <Input {...text('username')} autoComplete="off" />
        </FormField>
        <FormField label="Email" required error={errors.email}>
          <Input type="email" {...text('email')} autoComplete="off" />
        </FormField>
        <FormField
          label="Password"
          required
          error={errors.password}
          helperText="At least 8 characters, with an uppercase letter and a number."
        >
          <PasswordInput {...text('password')} autoComplete="new-password" />
        </FormField>
        <FormField label="Role" required error={errors.role}>
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
              <option value="">Choose a role</option>
              <option value="student">Student</option>
              <option value="teacher">Teacher</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {isTeacher ? (
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label="SSLCommerz store ID" required error={errors.sslczStoreId}>
              <Input {...text('sslczStoreId')} autoComplete="off" />
            </FormField>
            <FormField label="SSLCommerz store password" required error={errors.sslczStorePassword}>
              <PasswordInput {...text('sslczStorePassword')} autoComplete="off" />
            </FormField>
          </SimpleGrid>
        ) : null}
      </Stack>
    </DialogForm>
  );
}
