import { dashboardPath, login, safeNextPath, useSession } from '@pathshala/shared-api/core';
import { Button, Flex, Text, useNavigate, useSearchParams } from '@pathshala/shared-ui';
import { Checkbox, FormField, Input, PasswordInput } from '@pathshala/shared-ui/forms';
import { useEffect, useState, type FormEvent } from 'react';
import { AuthCard, AuthLink, FormAlert, FormStack } from './AuthLayout';
import { useLocationNotice } from './formState';

const LOGIN_FAILED_MESSAGE = 'Invalid username or password. Please try again.';

/** /login: username and password; on success the `?next=` page or the role's dashboard (SPEC §4). */
export default function Login() {
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
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      const role = await login({ username, password, rememberMe });
      navigate(safeNextPath(searchParams.get('next')) ?? dashboardPath(role), { replace: true });
    } catch {
      // Whatever failed, the visitor learns nothing about which part was wrong (SPEC §8).
      setError(LOGIN_FAILED_MESSAGE);
      setSubmitting(false);
    }
  }

  return (
    <AuthCard
      title="Welcome back"
      description="Log in to continue to Pathshala."
      footer={
        <>
          New to Pathshala? <AuthLink to="/signup">Create an account</AuthLink>
        </>
      }
    >
      <form onSubmit={handleSubmit} aria-label="Login">
        <FormStack>
          {error ? <FormAlert status="error">{error}</FormAlert> : null}
          {!error && locationNotice ? <FormAlert status="success">{locationNotice}</FormAlert> : null}
          {!error && sessionNotice ? <FormAlert status="warning">{sessionNotice}</FormAlert> : null}

          <FormField label="Username" required>
            <Input
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={username}
              onChange={(event) => setUsername(event.target.value)}
            />
          </FormField>
          <FormField label="Password" required>
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
              <Checkbox.Label>Remember me</Checkbox.Label>
            </Checkbox.Root>
            <Text textStyle="sm">
              <AuthLink to="/forgot-password">Forgot password?</AuthLink>
            </Text>
          </Flex>

          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            w="full"
            loading={submitting}
            loadingText="Logging in..."
            disabled={submitting}
          >
            Login
          </Button>
        </FormStack>
      </form>
    </AuthCard>
  );
}
