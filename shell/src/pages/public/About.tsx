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
import { ButtonLink, CallToAction, IconCard, Section, SectionHeading } from './sections';

const VALUES: { icon: ElementType; title: string; text: string }[] = [
  {
    icon: FiZap,
    title: 'Innovation in education technology',
    text: 'We use modern technology to make finding, organising and teaching tuition simpler for everyone.',
  },
  {
    icon: FiGlobe,
    title: 'Accessibility for all learners',
    text: 'From Class 1 to Masters, in cities and in towns, good teaching should be within every student’s reach.',
  },
  {
    icon: FiUsers,
    title: 'Collaboration between students and teachers',
    text: 'Learning works best together: students and teachers shape every batch side by side.',
  },
  {
    icon: FiTrendingUp,
    title: 'Continuous improvement and learning',
    text: 'Ratings, reviews and feedback help teachers grow, and help us improve Pathshala every day.',
  },
];

const TEAM: { name: string; role: string; bio: string }[] = [
  {
    name: 'Tahmid Hasan',
    role: 'Co-founder & Product Lead',
    bio: 'A former private tutor in Dhaka, Tahmid designs Pathshala around what students and teachers really need.',
  },
  {
    name: 'Nafisa Chowdhury',
    role: 'Co-founder & Head of Engineering',
    bio: 'Nafisa leads the engineering team and keeps Pathshala fast, secure and reliable on every device.',
  },
  {
    name: 'Arif Mahmud',
    role: 'Community & Partnerships',
    bio: 'Arif works with schools, coaching centres and teachers across Bangladesh to grow the Pathshala community.',
  },
];

function Hero() {
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
            About us
          </Text>
          <Heading
            as="h1"
            id="about-heading"
            fontSize={{ base: '4xl', md: '5xl' }}
            lineHeight="1.1"
            letterSpacing="tight"
          >
            About Pathshala
          </Heading>
          <Text textStyle={{ base: 'md', md: 'xl' }} color="whiteAlpha.900" maxW="2xl">
            Pathshala is a tuition marketplace made in Bangladesh. We help students find the right teachers,
            help teachers reach the students who need them, and give both the tools to learn together.
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}

function Mission() {
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
            Why we exist
          </Text>
          <Heading as="h2" id="mission-heading" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
            Our Mission
          </Heading>
          <Text color="fg.muted" textStyle={{ base: 'md', md: 'lg' }}>
            Every student deserves a teacher who fits: in subject, in schedule and in budget. Our mission is
            to make quality tuition accessible across Bangladesh by connecting students with teachers,
            organising learning into batches, and keeping classes and payments simple and transparent.
          </Text>
        </Stack>
      </SimpleGrid>
    </Section>
  );
}

function Values() {
  return (
    <Section labelledBy="values-heading" bg="bg.subtle">
      <SectionHeading id="values-heading" eyebrow="What guides us" title="Our Values" />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={{ base: '5', md: '6' }}>
        {VALUES.map((value) => (
          <IconCard key={value.title} icon={value.icon} title={value.title}>
            {value.text}
          </IconCard>
        ))}
      </SimpleGrid>
    </Section>
  );
}

function Team() {
  return (
    <Section labelledBy="team-heading">
      <SectionHeading id="team-heading" eyebrow="The people behind Pathshala" title="Our Team" />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '5', md: '6' }}>
        {TEAM.map((member) => (
          <Card.Root key={member.name} variant="outline" rounded="l3" textAlign="center">
            <Card.Body gap="3" alignItems="center" p={{ base: '6', md: '8' }}>
              <Avatar.Root size="2xl" colorPalette="brand" variant="solid">
                <Avatar.Fallback>{initials(member.name)}</Avatar.Fallback>
              </Avatar.Root>
              <Heading as="h3" size="lg" mt="2">
                {member.name}
              </Heading>
              <Text color="brand.fg" fontWeight="medium" textStyle="sm">
                {member.role}
              </Text>
              <Text color="fg.muted">{member.bio}</Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Section>
  );
}

/** /about (spec §2): hero, Our Mission, Our Values, Our Team and a 'Get Started Today' call to action. */
export default function About() {
  return (
    <>
      <Hero />
      <Mission />
      <Values />
      <Team />
      <CallToAction
        id="get-started-heading"
        title="Get Started Today"
        action={
          <ButtonLink to="/signup" colorPalette="accent">
            Create an Account
          </ButtonLink>
        }
      >
        Join the students and teachers learning together on Pathshala. Signing up takes less than a minute.
      </CallToAction>
    </>
  );
}
