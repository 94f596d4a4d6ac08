import {
  Badge,
  Box,
  Center,
  Container,
  FiArrowRight,
  FiBookOpen,
  FiCalendar,
  FiFolder,
  FiStar,
  FiUsers,
  Heading,
  HStack,
  Icon,
  SimpleGrid,
  Stack,
  Text,
} from '@pathshala/shared-ui';
import type { ElementType } from 'react';
import { ShellText, useText, type ShellKey } from '../../i18n';
import { ButtonLink, CallToAction, IconCard, Section, SectionHeading } from './sections';

const FEATURES: { icon: ElementType; titleKey: ShellKey; textKey: ShellKey }[] = [
  {
    icon: FiCalendar,
    titleKey: 'landing.features.scheduling.title',
    textKey: 'landing.features.scheduling.text',
  },
  { icon: FiUsers, titleKey: 'landing.features.batches.title', textKey: 'landing.features.batches.text' },
  {
    icon: FiFolder,
    titleKey: 'landing.features.resources.title',
    textKey: 'landing.features.resources.text',
  },
];

/** The hero's artwork: the Pathshala book with the three features orbiting it. Decorative only. */
function HeroArt() {
  const orbit: { icon: ElementType; position: Record<string, string> }[] = [
    { icon: FiCalendar, position: { top: '8%', left: '6%' } },
    { icon: FiUsers, position: { top: '14%', right: '2%' } },
    { icon: FiFolder, position: { bottom: '10%', left: '12%' } },
    { icon: FiStar, position: { bottom: '4%', right: '14%' } },
  ];
  return (
    <Center position="relative" boxSize={{ md: '20rem', lg: '24rem' }} mx="auto" aria-hidden>
      <Box
        position="absolute"
        inset="0"
        rounded="full"
        bgImage="radial-gradient(circle, rgba(99, 193, 172, 0.35) 0%, rgba(99, 193, 172, 0) 70%)"
      />
      <Box position="absolute" inset="12%" rounded="full" borderWidth="1px" borderColor="whiteAlpha.300" />
      <Box position="absolute" inset="26%" rounded="full" borderWidth="1px" borderColor="whiteAlpha.200" />
      <Center
        boxSize={{ md: '7rem', lg: '8rem' }}
        rounded="3xl"
        bg="accent.solid"
        color="accent.contrast"
        shadow="2xl"
        transform="rotate(-6deg)"
      >
        <Icon as={FiBookOpen} boxSize={{ md: '12', lg: '14' }} />
      </Center>
      {orbit.map(({ icon, position }, index) => (
        <Center
          key={index}
          position="absolute"
          {...position}
          boxSize={{ md: '12', lg: '14' }}
          rounded="2xl"
          bg="whiteAlpha.200"
          borderWidth="1px"
          borderColor="whiteAlpha.300"
          backdropFilter="blur(6px)"
          color="white"
          shadow="lg"
        >
          <Icon as={icon} boxSize="6" />
        </Center>
      ))}
    </Center>
  );
}

function Hero() {
  const t = useText();
  return (
    <Box
      as="section"
      aria-labelledby="hero-heading"
      position="relative"
      overflow="hidden"
      color="white"
      bgGradient="to-br"
      gradientFrom="brand.800"
      gradientVia="brand.900"
      gradientTo="brand.950"
    >
      {/* a faint dot grid for texture */}
      <Box
        position="absolute"
        inset="0"
        opacity={0.5}
        bgImage="radial-gradient(rgba(255, 255, 255, 0.12) 1px, transparent 1px)"
        bgSize="24px 24px"
        aria-hidden
      />
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '16', md: '24' }} position="relative">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '10', md: '12' }} alignItems="center">
          <Stack
            gap={{ base: '5', md: '6' }}
            align={{ base: 'center', md: 'start' }}
            textAlign={{ base: 'center', md: 'start' }}
          >
            <Badge
              size="lg"
              rounded="full"
              px="3"
              bg="whiteAlpha.200"
              color="white"
              borderWidth="1px"
              borderColor="whiteAlpha.300"
            >
              {t('landing.hero.badge')}
            </Badge>
            <Heading
              as="h1"
              id="hero-heading"
              fontSize={{ base: '4xl', md: '5xl', lg: '6xl' }}
              lineHeight="1.1"
              letterSpacing="tight"
              fontWeight="extrabold"
            >
              <ShellText id="landing.hero.title" components={[<Box as="span" color="accent.300" />]} />
            </Heading>
            <Text textStyle={{ base: 'md', md: 'xl' }} color="whiteAlpha.900" maxW="xl">
              {t('landing.hero.lead')}
            </Text>
            <HStack gap="3" flexWrap="wrap" justify={{ base: 'center', md: 'start' }} pt="2">
              <ButtonLink to="/login" colorPalette="accent">
                {t('landing.hero.getStarted')}
                <FiArrowRight aria-hidden />
              </ButtonLink>
              <ButtonLink
                to="/about"
                variant="outline"
                color="white"
                borderColor="whiteAlpha.500"
                _hover={{ bg: 'whiteAlpha.200' }}
              >
                {t('landing.hero.learnMore')}
              </ButtonLink>
            </HStack>
          </Stack>
          <Box hideBelow="md">
            <HeroArt />
          </Box>
        </SimpleGrid>
      </Container>
    </Box>
  );
}

function Features() {
  const t = useText();
  return (
    <Section labelledBy="features-heading">
      <SectionHeading
        id="features-heading"
        eyebrow={t('landing.features.eyebrow')}
        title={t('landing.features.title')}
      >
        {t('landing.features.lead')}
      </SectionHeading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '5', md: '6' }}>
        {FEATURES.map((feature) => (
          <IconCard key={feature.titleKey} icon={feature.icon} title={t(feature.titleKey)}>
            {t(feature.textKey)}
          </IconCard>
        ))}
      </SimpleGrid>
    </Section>
  );
}

/** The public landing page (spec §2): hero, the three features, and a sign-up call to action. */
export default function Landing() {
  const t = useText();
  return (
    <>
      <Hero />
      <Features />
      <CallToAction
        id="cta-heading"
        title={t('landing.cta.title')}
        action={
          <ButtonLink to="/signup" colorPalette="accent">
            {t('landing.cta.action')}
          </ButtonLink>
        }
      >
        {t('landing.cta.text')}
      </CallToAction>
    </>
  );
}
