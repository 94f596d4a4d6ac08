import {
  Avatar,
  Box,
  Card,
  Center,
  Container,
  FiGlobe,
  FiTarget,
  FiTrendingUp,
  FiUsers,
  FiZap,
  Heading,
  Icon,
  initials,
  SimpleGrid,
  Stack,
  Text,
} from '@pathshala/shared-ui';
import type { ElementType } from 'react';
import { useText, type ShellKey } from './i18n';
import { ButtonLink, CallToAction, IconCard, Section, SectionHeading } from './sections';

const VALUES: { icon: ElementType; titleKey: ShellKey; textKey: ShellKey }[] = [
  { icon: FiZap, titleKey: 'about.values.innovation.title', textKey: 'about.values.innovation.text' },
  {
    icon: FiGlobe,
    titleKey: 'about.values.accessibility.title',
    textKey: 'about.values.accessibility.text',
  },
  {
    icon: FiUsers,
    titleKey: 'about.values.collaboration.title',
    textKey: 'about.values.collaboration.text',
  },
  {
    icon: FiTrendingUp,
    titleKey: 'about.values.improvement.title',
    textKey: 'about.values.improvement.text',
  },
];

const TEAM: { name: ShellKey; role: ShellKey; bio: ShellKey }[] = [
  { name: 'about.team.tahmid.name', role: 'about.team.tahmid.role', bio: 'about.team.tahmid.bio' },
  { name: 'about.team.nafisa.name', role: 'about.team.nafisa.role', bio: 'about.team.nafisa.bio' },
  { name: 'about.team.arif.name', role: 'about.team.arif.role', bio: 'about.team.arif.bio' },
];

function Hero() {
  const t = useText();
  return (
    <Box
      as="section"
      aria-labelledby="about-heading"
      color="white"
      bgGradient="to-br"
      gradientFrom="brand.800"
      gradientVia="brand.900"
      gradientTo="brand.950"
    >
      <Container maxW="4xl" px={{ base: '4', md: '6' }} py={{ base: '16', md: '24' }} textAlign="center">
        <Stack gap="5" align="center">
          <Text
            color="accent.300"
            fontWeight="semibold"
            textStyle="sm"
            textTransform="uppercase"
            letterSpacing="wider"
          >
            {t('about.hero.eyebrow')}
          </Text>
          <Heading
            as="h1"
            id="about-heading"
            fontSize={{ base: '4xl', md: '5xl' }}
            lineHeight="1.1"
            letterSpacing="tight"
          >
            {t('about.hero.title')}
          </Heading>
          <Text textStyle={{ base: 'md', md: 'xl' }} color="whiteAlpha.900" maxW="2xl">
            {t('about.hero.lead')}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}

function Mission() {
  const t = useText();
  return (
    <Section labelledBy="mission-heading">
      <SimpleGrid columns={{ base: 1, md: 5 }} gap={{ base: '6', md: '12' }} alignItems="center">
        <Center hideBelow="md" gridColumn="span 2">
          <Center boxSize="48" rounded="full" bg="brand.subtle" color="brand.fg" aria-hidden>
            <Icon as={FiTarget} boxSize="20" />
          </Center>
        </Center>
        <Stack gap="4" gridColumn={{ md: 'span 3' }}>
          <Text
            color="brand.fg"
            fontWeight="semibold"
            textStyle="sm"
            textTransform="uppercase"
            letterSpacing="wider"
          >
            {t('about.mission.eyebrow')}
          </Text>
          <Heading as="h2" id="mission-heading" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
            {t('about.mission.title')}
          </Heading>
          <Text color="fg.muted" textStyle={{ base: 'md', md: 'lg' }}>
            {t('about.mission.text')}
          </Text>
        </Stack>
      </SimpleGrid>
    </Section>
  );
}

function Values() {
  const t = useText();
  return (
    <Section labelledBy="values-heading" bg="bg.subtle">
      <SectionHeading
        id="values-heading"
        eyebrow={t('about.values.eyebrow')}
        title={t('about.values.title')}
      />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={{ base: '5', md: '6' }}>
        {VALUES.map((value) => (
          <IconCard key={value.titleKey} icon={value.icon} title={t(value.titleKey)}>
            {t(value.textKey)}
          </IconCard>
        ))}
      </SimpleGrid>
    </Section>
  );
}

function Team() {
  const t = useText();
  return (
    <Section labelledBy="team-heading">
      <SectionHeading id="team-heading" eyebrow={t('about.team.eyebrow')} title={t('about.team.title')} />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '5', md: '6' }}>
        {TEAM.map((member) => (
          <Card.Root key={member.name} variant="outline" rounded="l3" textAlign="center">
            <Card.Body gap="3" alignItems="center" p={{ base: '6', md: '8' }}>
              <Avatar.Root size="2xl" colorPalette="brand" variant="solid">
                <Avatar.Fallback>{initials(t(member.name))}</Avatar.Fallback>
              </Avatar.Root>
              <Heading as="h3" size="lg" mt="2">
                {t(member.name)}
              </Heading>
              <Text color="brand.fg" fontWeight="medium" textStyle="sm">
                {t(member.role)}
              </Text>
              <Text color="fg.muted">{t(member.bio)}</Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Section>
  );
}

/** /about (spec §2): hero, Our Mission, Our Values, Our Team and a 'Get Started Today' call to action. */
export default function About() {
  const t = useText();
  return (
    <>
      <Hero />
      <Mission />
      <Values />
      <Team />
      <CallToAction
        id="get-started-heading"
        title={t('about.cta.title')}
        action={
          <ButtonLink to="/signup" colorPalette="accent">
            {t('about.cta.action')}
          </ButtonLink>
        }
      >
        {t('about.cta.text')}
      </CallToAction>
    </>
  );
}
