import { Alert, Card, Center, Heading, Link, RouterLink, Stack, Text } from '@pathshala/shared-ui';
import type { ReactNode } from 'react';

export interface AuthCardProps {
  title: string;
  description?: ReactNode;
  /** Card width on wide screens: ~28rem for short forms, ~36rem for sign-up. */
  maxW?: string;
  /** A line under the form, e.g. a link to the other auth page. */
  footer?: ReactNode;
  children: ReactNode;
}

/** The centred card every sign-in page sits in; full width on phones. */
export function AuthCard({ title, description, maxW = '28rem', footer, children }: AuthCardProps) {
  return (
    <Center px={{ base: '4', md: '6' }} py={{ base: '8', md: '16' }}>
      <Card.Root w="full" maxW={maxW} variant="elevated" rounded="l3">
        <Card.Header textAlign="center" gap="2" pt={{ base: '6', md: '8' }}>
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {title}
          </Heading>
          {description ? <Text color="fg.muted">{description}</Text> : null}
        </Card.Header>
        <Card.Body px={{ base: '5', md: '8' }}>{children}</Card.Body>
        {footer ? (
          <Card.Footer justifyContent="center" pb={{ base: '6', md: '8' }}>
            <Text textStyle="sm" color="fg.muted" textAlign="center">
              {footer}
            </Text>
          </Card.Footer>
        ) : null}
      </Card.Root>
    </Center>
  );
}

export interface FormAlertProps {
  status: 'error' | 'success' | 'info' | 'warning';
  children: ReactNode;
}

/** A message above a form: errors are announced at once (alert), notices politely (status). */
export function FormAlert({ status, children }: FormAlertProps) {
  const role = status === 'error' ? 'alert' : 'status';
  return (
    <Alert.Root status={status} role={role} rounded="l2">
      <Alert.Indicator />
      <Alert.Title fontWeight="medium">{children}</Alert.Title>
    </Alert.Root>
  );
}

/**
 * An in-app text link, in the size of the text around it. Inside a catalogue message's tag
 * (`<0>Log in</0>`) the message gives its words.
 */
export function AuthLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="semibold" textStyle="inherit">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** The form's column of fields with even spacing. */
export function FormStack({ children }: { children: ReactNode }) {
  return <Stack gap="5">{children}</Stack>;
}
