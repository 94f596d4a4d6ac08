// Building blocks of the public marketing pages (Landing, About).
import {
  Box,
  Button,
  type ButtonProps,
  Card,
  Center,
  Container,
  Heading,
  Icon,
  RouterLink,
  Stack,
  Text,
} from '@pathshala/shared-ui';
import type { ElementType, ReactNode } from 'react';

/** A button that navigates inside the portal. */
export function ButtonLink({
  to,
  children,
  ...buttonProps
}: { to: string; children: ReactNode } & ButtonProps) {
  return (
    <Button asChild type={undefined} size="lg" {...buttonProps}>
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}

/** A full-width band of the page with the site's content width and generous vertical rhythm. */
export function Section({
  children,
  labelledBy,
  bg,
}: {
  children: ReactNode;
  /** id of the section's heading: the section becomes a named region. */
  labelledBy: string;
  bg?: string;
}) {
  return (
    <Box as="section" aria-labelledby={labelledBy} bg={bg} py={{ base: '14', md: '20' }}>
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        {children}
      </Container>
    </Box>
  );
}

/** A centred section title with an optional eyebrow above and a lead paragraph below. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Stack gap="3" textAlign="center" maxW="2xl" mx="auto" mb={{ base: '10', md: '14' }}>
      {eyebrow ? (
        <Text
          color="brand.fg"
          fontWeight="semibold"
          textStyle="sm"
          textTransform="uppercase"
          letterSpacing="wider"
        >
          {eyebrow}
        </Text>
      ) : null}
      <Heading as="h2" id={id} size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
        {title}
      </Heading>
      {children ? (
        <Text color="fg.muted" textStyle={{ base: 'md', md: 'lg' }}>
          {children}
        </Text>
      ) : null}
    </Stack>
  );
}

/** A card with an icon badge, a title and a short text. */
export function IconCard({
  icon,
  title,
  children,
}: {
  icon: ElementType;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card.Root
      variant="outline"
      rounded="l3"
      h="full"
      transition="transform 0.2s ease, box-shadow 0.2s ease"
      _hover={{ transform: 'translateY(-4px)', shadow: 'lg' }}
    >
      <Card.Body gap="4" p={{ base: '6', md: '7' }}>
        <Center boxSize="12" rounded="l3" bg="brand.subtle" color="brand.fg">
          <Icon as={icon} boxSize="6" aria-hidden />
        </Center>
        <Heading as="h3" size="lg">
          {title}
        </Heading>
        <Text color="fg.muted">{children}</Text>
      </Card.Body>
    </Card.Root>
  );
}

/** The closing call to action: a dark brand panel with one button. */
export function CallToAction({
  id,
  title,
  children,
  action,
}: {
  id: string;
  title: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    // Little top padding: it follows a section that already has its own.
    <Box as="section" aria-labelledby={id} pt={{ base: '2', md: '4' }} pb={{ base: '14', md: '20' }}>
      <Container maxW="5xl" px={{ base: '4', md: '6' }}>
        <Stack
          align="center"
          textAlign="center"
          gap="5"
          px={{ base: '6', md: '12' }}
          py={{ base: '10', md: '14' }}
          rounded="2xl"
          color="white"
          bgGradient="to-br"
          gradientFrom="brand.700"
          gradientTo="brand.950"
          shadow="xl"
        >
          <Heading as="h2" id={id} size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
            {title}
          </Heading>
          <Text maxW="xl" color="whiteAlpha.900" textStyle={{ base: 'md', md: 'lg' }}>
            {children}
          </Text>
          {action}
        </Stack>
      </Container>
    </Box>
  );
}
