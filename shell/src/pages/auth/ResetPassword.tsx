import { getErrorMessage, getFieldErrors, resetPassword } from '@pathshala/shared-api/core';
import { MESSAGES } from '@pathshala/shared-api/contract';
import { Button, useNavigate, useSearchParams } from '@pathshala/shared-ui';
import { Checkbox, focusFirstInvalid, FormField, Input, PasswordInput } from '@pathshala/shared-ui/forms';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
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
const RESET_SUCCESS = 'Password reset successful!';
const RESET_FAILED = 'Failed to reset password. Please try again later.';

/** /reset-password: the token from the mail (pre-filled from ?token=) and a new password, typed twice. */
export default function ResetPassword() {
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
  const [formError, setFormError] = useState<string | null>(null);
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
      window.alert(RESET_SUCCESS);
      navigate('/login');
    } catch (error) {
      setSubmitting(false);
      setFormError(getErrorMessage(error, RESET_FAILED));
      const { token, newPassword } = getFieldErrors(error);
      showErrors({ token, newPassword });
    }
  }

  return (
    <AuthCard
      title="Reset Password"
      description="Paste the token from the email we sent you and choose a new password."
      footer={
        <>
          Didn&apos;t get a token? <AuthLink to="/forgot-password">Request a new link</AuthLink>
        </>
      }
    >
      <form ref={formRef} onSubmit={handleSubmit} aria-label="Reset Password">
        <FormStack>
          {formError ? <FormAlert status="error">{formError}</FormAlert> : null}
          {!formError && notice ? <FormAlert status="success">{notice}</FormAlert> : null}

          <FormField label="Token" required error={errors.token}>
            <Input
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              {...field('token')}
            />
          </FormField>
          <FormField
            label="New Password"
            required
            error={errors.newPassword}
            helperText="At least 8 characters, with an uppercase letter and a number."
          >
            <PasswordInput autoComplete="new-password" visible={showPasswords} {...field('newPassword')} />
          </FormField>
          <FormField label="Confirm New Password" required error={errors.confirmNewPassword}>
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
            <Checkbox.Label>Show Passwords</Checkbox.Label>
          </Checkbox.Root>

          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            w="full"
            loading={submitting}
            loadingText="Resetting..."
            disabled={submitting}
          >
            Reset Password
          </Button>
        </FormStack>
      </form>
    </AuthCard>
  );
}
