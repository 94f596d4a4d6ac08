import { forgotPassword, getErrorMessage } from '@pathshala/shared-api/core';
import { Button, useNavigate } from '@pathshala/shared-ui';
import { FormField, Input } from '@pathshala/shared-ui/forms';
import { useState, type FormEvent } from 'react';
import { AuthCard, AuthLink, FormAlert, FormStack } from './AuthLayout';
import type { AuthNotice } from './formState';

const LINK_SENT_NOTICE: AuthNotice = {
  message: "If this email is registered, you'll receive a password reset link shortly.",
};
const REQUEST_FAILED = 'Something went wrong. Please try again.';

/** /forgot-password: asks for a reset link, then continues on /reset-password with the notice. */
export default function ForgotPassword() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      await forgotPassword(email.trim());
      navigate('/reset-password', { state: LINK_SENT_NOTICE });
    } catch (failure) {
      setError(getErrorMessage(failure, REQUEST_FAILED));
      setSubmitting(false);
    }
  }

  return (
    <AuthCard
      title="Forgot password?"
      description="Enter your account's email and we'll send you a link to reset your password."
      footer={
        <>
          Remembered it? <AuthLink to="/login">Back to login</AuthLink>
        </>
      }
    >
      <form onSubmit={handleSubmit} aria-label="Forgot password">
        <FormStack>
          {error ? <FormAlert status="error">{error}</FormAlert> : null}
          <FormField label="Email" required>
            <Input
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </FormField>
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            w="full"
            loading={submitting}
            loadingText="Sending..."
            disabled={submitting}
          >
            Send Reset Link
          </Button>
        </FormStack>
      </form>
    </AuthCard>
  );
}
