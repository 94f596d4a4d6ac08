import { getErrorMessage, getFieldErrors, preloadApi, resetPassword } from '@pathshala/shared-api/core';
import { MESSAGES } from '@pathshala/shared-api/contract';
import { Button, useNavigate, useSearchParams } from '@pathshala/shared-ui';
import { Checkbox, focusFirstInvalid, FormField, Input, PasswordInput } from '@pathshala/shared-ui/forms';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ShellText, useText, type ShellKey } from './i18n';
import { serverMessageOr, useShownText, type Shown } from '../../shown';
import { AuthCard, AuthLink, FormAlert, FormStack } from './AuthLayout';
import { useLocationNotice } from './formState';

interface ResetValues {
  token: string;
  newPassword: string;
  confirmNewPassword: string;
}
type FieldName = keyof ResetValues;
type FieldErrors = Partial<Record<FieldName, string>>;

const FIELD_ORDER: readonly FieldName[] = ['token', 'newPassword', 'confirmNewPassword'];

/** /reset-password: the token from the mail (pre-filled from ?token=) and a new password, typed twice. */
export default function ResetPassword() {
  const t = useText();
  const shown = useShownText(t);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const notice = useLocationNotice();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ResetValues>(() => ({
    token: searchParams.get('token') ?? '',
    newPassword: '',
    confirmNewPassword: '',
  }));
  const [showPasswords, setShowPasswords] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<Shown<ShellKey> | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const field = (name: FieldName) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
  });

  function showErrors(fieldErrors: FieldErrors) {
    setErrors(fieldErrors);
    focusFirstInvalid(formRef.current, FIELD_ORDER, fieldErrors);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    if (values.newPassword !== values.confirmNewPassword) {
      showErrors({ confirmNewPassword: MESSAGES.passwordsMismatch });
      return;
    }
    setSubmitting(true);
    try {
      // The confirmation stays on the page (SPEC §3).
      await resetPassword({ token: values.token.trim(), newPassword: values.newPassword });
      window.alert(t('reset.success'));
      navigate('/login');
    } catch (error) {
      setSubmitting(false);
      setFormError(serverMessageOr(getErrorMessage(error, ''), 'reset.failed'));
      const { token, newPassword } = getFieldErrors(error);
      showErrors({ token, newPassword });
    }
  }

  return (
    <AuthCard
      title={t('reset.title')}
      description={t('reset.description')}
      footer={<ShellText id="reset.footer" components={[<AuthLink to="/forgot-password" />]} />}
    >
      <form ref={formRef} onSubmit={handleSubmit} onFocus={preloadApi} aria-label={t('reset.form')}>
        <FormStack>
          {formError ? <FormAlert status="error">{shown(formError)}</FormAlert> : null}
          {!formError && notice ? <FormAlert status="success">{notice}</FormAlert> : null}

          <FormField label={t('reset.token')} required error={errors.token}>
            <Input
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              {...field('token')}
            />
          </FormField>
          <FormField
            label={t('reset.newPassword')}
            required
            error={errors.newPassword}
            helperText={t('auth.passwordHelp')}
          >
            <PasswordInput autoComplete="new-password" visible={showPasswords} {...field('newPassword')} />
          </FormField>
          <FormField label={t('reset.confirmNewPassword')} required error={errors.confirmNewPassword}>
            <PasswordInput
              autoComplete="new-password"
              visible={showPasswords}
              {...field('confirmNewPassword')}
            />
          </FormField>

          <Checkbox.Root
            checked={showPasswords}
            onCheckedChange={(details) => setShowPasswords(details.checked === true)}
            colorPalette="brand"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('reset.showPasswords')}</Checkbox.Label>
          </Checkbox.Root>

          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            w="full"
            loading={submitting}
            loadingText={t('reset.submitting')}
            disabled={submitting}
          >
            {t('reset.submit')}
          </Button>
        </FormStack>
      </form>
    </AuthCard>
  );
}
