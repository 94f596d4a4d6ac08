import {
  getErrorMessage,
  getFieldErrors,
  isNetworkError,
  preloadApi,
  register,
} from '@pathshala/shared-api/core';
import { MESSAGES, registerBody, type RegisterBody } from '@pathshala/shared-api/contract';
import { Box, Button, HStack, SimpleGrid, Text, useMessageText, useNavigate } from '@pathshala/shared-ui';
import { focusFirstInvalid, FormField, Input, PasswordInput } from '@pathshala/shared-ui/forms';
import { RadioGroup } from '@pathshala/shared-ui/radio';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ShellText, useText, type ShellKey } from './i18n';
import { serverMessageOr, useShownText, type Shown } from '../../shown';
import { AuthCard, AuthLink, FormAlert, FormStack } from './AuthLayout';
import { type AuthNotice } from './formState';

type SignupRole = RegisterBody['role'];

interface SignupValues {
  firstname: string;
  lastname: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  role: SignupRole | '';
  sslczStoreId: string;
  sslczStorePassword: string;
}

type FieldName = keyof SignupValues;
type FieldErrors = Partial<Record<FieldName, string>>;
type TextField = Exclude<FieldName, 'role'>;

/** Form order: the first invalid one gets focus. */
const FIELD_ORDER: readonly FieldName[] = [
  'firstname',
  'lastname',
  'username',
  'email',
  'password',
  'confirmPassword',
  'role',
  'sslczStoreId',
  'sslczStorePassword',
];

const EMPTY_VALUES: SignupValues = {
  firstname: '',
  lastname: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  role: '',
  sslczStoreId: '',
  sslczStorePassword: '',
};

const ROLE_OPTIONS: { value: SignupRole; labelKey: ShellKey; hintKey: ShellKey }[] = [
  { value: 'student', labelKey: 'signup.role.student', hintKey: 'signup.role.student.hint' },
  { value: 'teacher', labelKey: 'signup.role.teacher', hintKey: 'signup.role.teacher.hint' },
];

const REGISTERED_NOTICE: AuthNotice = { notice: 'login.notice.registered' };

/** The registration payload (SPEC §3): no confirmation, store credentials only for teachers. */
function toRegisterInput(values: SignupValues) {
  const { confirmPassword: _confirm, sslczStoreId, sslczStorePassword, role, ...account } = values;
  return role === 'teacher'
    ? { ...account, role, sslczStoreId, sslczStorePassword }
    : { ...account, role: role || undefined };
}

/**
 * SPEC §5: the contract's rules and messages, plus the confirmation, which never leaves the page. The messages
 * are the contract's English words: the fields show them in the reader's language.
 */
function validate(values: SignupValues): { errors: FieldErrors; body?: RegisterBody } {
  const errors: FieldErrors = {};
  const parsed = registerBody.safeParse(toRegisterInput(values));
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values) errors[field as FieldName] ??= issue.message;
  }
  if (!values.confirmPassword) errors.confirmPassword = MESSAGES.confirmRequired;
  else if (values.confirmPassword !== values.password) errors.confirmPassword = MESSAGES.passwordsMismatch;
  return { errors, body: parsed.success ? parsed.data : undefined };
}

function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** Only the server's errors for fields this form shows. */
function knownFieldErrors(serverErrors: Record<string, string>): FieldErrors {
  return Object.fromEntries(
    Object.entries(serverErrors).filter(([field]) => (FIELD_ORDER as readonly string[]).includes(field)),
  );
}

/** /signup: a student or teacher account; errors checked on submit and shown under each field. */
export default function Signup() {
  const t = useText();
  const message = useMessageText();
  const shown = useShownText(t);
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const roleErrorId = useId();
  const [values, setValues] = useState<SignupValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<Shown<ShellKey> | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const isTeacher = values.role === 'teacher';

  function clearError(...fields: FieldName[]) {
    setErrors((current) => {
      if (!fields.some((field) => current[field])) return current;
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  }

  const textInput = (field: TextField) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      clearError(field);
    },
  });

  function changeRole(role: string | null) {
    if (role !== 'student' && role !== 'teacher') return;
    setValues((current) =>
      // Store credentials belong to teachers only: leaving that choice forgets them.
      role === 'teacher'
        ? { ...current, role }
        : { ...current, role, sslczStoreId: '', sslczStorePassword: '' },
    );
    clearError('role', ...(role === 'teacher' ? [] : (['sslczStoreId', 'sslczStorePassword'] as const)));
  }

  function showErrors(fieldErrors: FieldErrors) {
    setErrors(fieldErrors);
    focusFirstInvalid(formRef.current, FIELD_ORDER, fieldErrors);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const { errors: fieldErrors, body } = validate(values);
    if (hasErrors(fieldErrors) || !body) {
      showErrors(fieldErrors);
      return;
    }
    setSubmitting(true);
    try {
      await register(body);
      navigate('/login', { state: REGISTERED_NOTICE });
    } catch (error) {
      setSubmitting(false);
      if (isNetworkError(error)) {
        setFormError({ key: 'signup.networkError' });
        return;
      }
      setFormError(serverMessageOr(getErrorMessage(error, ''), 'signup.failed'));
      showErrors(knownFieldErrors(getFieldErrors(error)));
    }
  }

  return (
    <AuthCard
      title={t('signup.title')}
      description={t('signup.description')}
      maxW="36rem"
      footer={<ShellText id="signup.footer" components={[<AuthLink to="/login" />]} />}
    >
      <form
        ref={formRef}
        onSubmit={handleSubmit}
        onFocus={preloadApi}
        noValidate
        aria-label={t('signup.form')}
      >
        <FormStack>
          {formError ? <FormAlert status="error">{shown(formError)}</FormAlert> : null}

          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
            <FormField label={t('signup.firstname')} required error={errors.firstname}>
              <Input autoComplete="given-name" {...textInput('firstname')} />
            </FormField>
            <FormField label={t('signup.lastname')} required error={errors.lastname}>
              <Input autoComplete="family-name" {...textInput('lastname')} />
            </FormField>
          </SimpleGrid>
          <FormField label={t('signup.username')} required error={errors.username}>
            <Input
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              {...textInput('username')}
            />
          </FormField>
          <FormField label={t('signup.email')} required error={errors.email}>
            <Input type="email" autoComplete="email" {...textInput('email')} />
          </FormField>
          <FormField
            label={t('signup.password')}
            required
            error={errors.password}
            helperText={t('auth.passwordHelp')}
          >
            <PasswordInput autoComplete="new-password" {...textInput('password')} />
          </FormField>
          <FormField label={t('signup.confirmPassword')} required error={errors.confirmPassword}>
            <PasswordInput autoComplete="new-password" {...textInput('confirmPassword')} />
          </FormField>

          <RadioGroup.Root
            name="role"
            value={values.role || null}
            onValueChange={(details) => changeRole(details.value)}
            colorPalette="brand"
            aria-invalid={errors.role ? true : undefined}
            aria-describedby={errors.role ? roleErrorId : undefined}
          >
            <RadioGroup.Label fontWeight="medium" mb="2" display="block">
              {t('signup.role.label')}
            </RadioGroup.Label>
            <HStack gap="3" align="stretch" flexDirection={{ base: 'column', sm: 'row' }}>
              {ROLE_OPTIONS.map((option) => (
                <RadioGroup.Item
                  key={option.value}
                  value={option.value}
                  flex="1"
                  alignItems="flex-start"
                  borderWidth="1px"
                  rounded="l2"
                  p="3"
                  cursor="pointer"
                  _checked={{ borderColor: 'colorPalette.solid', bg: 'colorPalette.subtle' }}
                >
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator mt="0.5" />
                  <Box>
                    <RadioGroup.ItemText fontWeight="semibold">{t(option.labelKey)}</RadioGroup.ItemText>
                    <Text textStyle="xs" color="fg.muted" aria-hidden>
                      {t(option.hintKey)}
                    </Text>
                  </Box>
                </RadioGroup.Item>
              ))}
            </HStack>
            {errors.role ? (
              <Text id={roleErrorId} role="alert" color="fg.error" textStyle="sm" mt="1.5">
                {message(errors.role)}
              </Text>
            ) : null}
          </RadioGroup.Root>

          {isTeacher ? (
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
              <FormField
                label={t('signup.storeId')}
                required
                error={errors.sslczStoreId}
                helperText={t('signup.storeId.help')}
              >
                <Input autoComplete="off" {...textInput('sslczStoreId')} />
              </FormField>
              <FormField label={t('signup.storePassword')} required error={errors.sslczStorePassword}>
                <PasswordInput autoComplete="off" {...textInput('sslczStorePassword')} />
              </FormField>
            </SimpleGrid>
          ) : null}

          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            w="full"
            loading={submitting}
            loadingText={t('signup.submitting')}
            disabled={submitting}
          >
            {t('signup.submit')}
          </Button>
        </FormStack>
      </form>
    </AuthCard>
  );
}
