import {
  Center,
  FiHome,
  Heading,
  isRouteErrorResponse,
  Stack,
  Text,
  useRouteError,
} from '@pathshala/shared-ui';
import { ButtonLink } from './sections';

export interface RouteErrorProps {
  status?: number;
  statusText?: string;
}

/** The routing error page (spec §2): the status, 404 'Page Not Found' unless told otherwise, and a way home. */
export default function RouteError({ status = 404, statusText = 'Page Not Found' }: RouteErrorProps) {
  return (
    <Center flex="1" px="4" py={{ base: '16', md: '24' }}>
      <Stack gap="5" align="center" textAlign="center" maxW="lg">
        <Text
          fontSize={{ base: '7xl', md: '8xl' }}
          fontWeight="black"
          lineHeight="1"
          letterSpacing="tight"
          bgGradient="to-r"
          gradientFrom="brand.500"
          gradientTo="accent.500"
          bgClip="text"
          color="transparent"
        >
          {status}
        </Text>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Oops! Something went wrong.
        </Heading>
        <Text textStyle="lg" color="fg.muted">
          {statusText}
        </Text>
        <ButtonLink to="/" mt="2">
          <FiHome aria-hidden />
          Go back home
        </ButtonLink>
      </Stack>
    </Center>
  );
}

/** For a data router's `errorElement`: shows the thrown response's status, or 500 for a crash. */
export function RouteErrorElement() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    return <RouteError status={error.status} statusText={error.statusText || undefined} />;
  }
  return <RouteError status={500} statusText="Unexpected Application Error" />;
}
