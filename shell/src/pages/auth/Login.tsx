import { dashboardPath, login, preloadApi, safeNextPath, useSession } from '@pathshala/shared-api/core';
import { Button, Flex, Text, useMessageText, useNavigate, useSearchParams } from '@pathshala/shared-ui';
import { Checkbox, FormField, Input, PasswordInput } from '@pathshala/shared-ui/forms';
import { useEffect, useState, type FormEvent } from 'react';
import { ShellText, useText } from './i18n';
import { AuthCard, AuthLink, FormAlert, FormStack } from './AuthLayout';
import { useLocationNotice } from './formState';

/** What a sign-in fetches ahead (sign-in-start.ts): loaded with the visitor's first step on the form. */
const signInStart = () => import('../../sign-in-start');

/** The visitor has started on the form: the HTTP library, and what the signed-in page after it needs (DESIGN §9). */
function prepareSignIn() {
  preloadApi();
  signInStart()
    .then((start) => start.prepareSignIn())
    .catch(() => undefined);
}

/** /login: username and password; on success the `?next=` page or the role's dashboard (SPEC §4). */
export default function Login() {
  const t = useText();
  const message = useMessageText();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const locationNotice = useLocationNotice();
  // Read the session notice (e.g. 'Session expired…') once, then mark it shown.
  const [sessionNotice] = useState(() => useSession.getState().sessionMessage);
  useEffect(() => {
    useSession.getState().consumeSessionMessage();
  }, []);

  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    setFailed(false);
    try {
      const role = await login({ username, password, rememberMe });
      const target = safeNextPath(searchParams.get('next')) ?? dashboardPath(role);
      // The page's data sets off now, beside its code, rather than once the page has rendered.
      signInStart()
        .then((start) => start.startSignedIn(role, target))
        .catch(() => undefined);
      navigate(target, { replace: true });
    } catch {
      // Whatever failed, the visitor learns nothing about which part was wrong (SPEC §8).
      setFailed(true);
      setSubmitting(false);
    }
  }

  return (
    <AuthCard
      title={t('login.title')}
      description={t('login.description')}
      footer={<ShellText id="login.footer" components={[<AuthLink to="/signup" />]} />}
    >
      {/* Loaded once the visitor starts filling the form, not with the page (DESIGN §9). */}
      <form onSubmit={handleSubmit} onFocus={prepareSignIn} aria-label={t('login.form')}>
        <FormStack>
          {failed ? <FormAlert status="error">{t('login.failed')}</FormAlert> : null}
          {!failed && locationNotice ? <FormAlert status="success">{locationNotice}</FormAlert> : null}
          {!failed && sessionNotice ? <FormAlert status="warning">{message(sessionNotice)}</FormAlert> : null}

          <FormField label={t('login.username')} required>
            <Input
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={username}
              onChange={(event) => setUsername(event.target.value)}
            />
          </FormField>
          <FormField label={t('login.password')} required>
            <PasswordInput
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormField>

          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Checkbox.Root
              checked={rememberMe}
              onCheckedChange={(details) => setRememberMe(details.checked === true)}
              colorPalette="brand"
            >
              <Checkbox.HiddenInput name="rememberMe" />
              <Checkbox.Control />
              <Checkbox.Label>{t('login.rememberMe')}</Checkbox.Label>
            </Checkbox.Root>
            <Text textStyle="sm">
              <AuthLink to="/forgot-password">{t('login.forgotPassword')}</AuthLink>
            </Text>
          </Flex>

          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            w="full"
            loading={submitting}
            loadingText={t('login.submitting')}
            disabled={submitting}
          >
            {t('login.submit')}
          </Button>
        </FormStack>
      </form>
    </AuthCard>
  );
}
