import { forgotPassword, getErrorMessage, preloadApi } from '@pathshala/shared-api/core';
import { Button, useNavigate } from '@pathshala/shared-ui';
import { FormField, Input } from '@pathshala/shared-ui/forms';
import { useState, type FormEvent } from 'react';
import { ShellText, useText, type ShellKey } from './i18n';
import { serverMessageOr, useShownText, type Shown } from '../../shown';
import { AuthCard, AuthLink, FormAlert, FormStack } from './AuthLayout';
import type { AuthNotice } from './formState';

const LINK_SENT_NOTICE: AuthNotice = { notice: 'reset.notice.linkSent' };

/** /forgot-password: asks for a reset link, then continues on /reset-password with the notice. */
export default function ForgotPassword() {
  const t = useText();
  const shown = useShownText(t);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<Shown<ShellKey> | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      await forgotPassword(email.trim());
      navigate('/reset-password', { state: LINK_SENT_NOTICE });
    } catch (failure) {
      setError(serverMessageOr(getErrorMessage(failure, ''), 'forgot.failed'));
      setSubmitting(false);
    }
  }

  return (
    <AuthCard
      title={t('forgot.title')}
      description={t('forgot.description')}
      footer={<ShellText id="forgot.footer" components={[<AuthLink to="/login" />]} />}
    >
      <form onSubmit={handleSubmit} onFocus={preloadApi} aria-label={t('forgot.form')}>
        <FormStack>
          {error ? <FormAlert status="error">{shown(error)}</FormAlert> : null}
          <FormField label={t('forgot.email')} required>
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
            loadingText={t('forgot.submitting')}
            disabled={submitting}
          >
            {t('forgot.submit')}
          </Button>
        </FormStack>
      </form>
    </AuthCard>
  );
}
