import {
  Center,
  FiHome,
  Heading,
  isRouteErrorResponse,
  Stack,
  Text,
  useFormat,
  useRouteError,
} from '@pathshala/shared-ui';
import { useText } from '../../i18n';
import { ButtonLink } from './sections';

export interface RouteErrorProps {
  status?: number;
  /** What went wrong, as given; 'Page Not Found' (in the reader's language) when omitted. */
  statusText?: string;
}

/** The routing error page (spec §2): the status, 404 'Page Not Found' unless told otherwise, and a way home. */
export default function RouteError({ status = 404, statusText }: RouteErrorProps) {
  const t = useText();
  const f = useFormat();
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
          {f.number(status)}
        </Text>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {t('routeError.heading')}
        </Heading>
        <Text textStyle="lg" color="fg.muted">
          {statusText ?? t('routeError.notFound')}
        </Text>
        <ButtonLink to="/" mt="2">
          <FiHome aria-hidden />
          {t('routeError.home')}
        </ButtonLink>
      </Stack>
    </Center>
  );
}

/** For a data router's `errorElement`: shows the thrown response's status, or 500 for a crash. */
export function RouteErrorElement() {
  const t = useText();
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    return <RouteError status={error.status} statusText={error.statusText || undefined} />;
  }
  return <RouteError status={500} statusText={t('routeError.unexpected')} />;
}
