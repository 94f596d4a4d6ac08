import type { UserProfile } from '@pathshala/shared-api';
import {
  Avatar,
  Badge,
  Button,
  Card,
  FiArrowLeft,
  Flex,
  Heading,
  HStack,
  IconButton,
  initials,
  Separator,
  Stack,
  Text,
  useNavigate,
  VStack,
} from '@pathshala/shared-ui';
import { useMatchingText, usePlaceName } from '@pathshala/shared-ui/posts';
import type { ReactNode } from 'react';
import { useAccountText, type AccountKey } from '../../account/i18n';
import { ProfileFrame } from './ProfileFrame';

const ROLE_LABELS: Record<UserProfile['role'], AccountKey> = {
  student: 'profile.role.student',
  teacher: 'profile.role.teacher',
  admin: 'profile.role.admin',
};

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex direction={{ base: 'column', sm: 'row' }} gap={{ base: '0.5', sm: '4' }} py="3">
      <Text as="dt" color="fg.muted" fontWeight="medium" minW="8rem">
        {label}
      </Text>
      <Text as="dd" wordBreak="break-word">
        {children}
      </Text>
    </Flex>
  );
}

/** Where and how a student learns or a teacher teaches, and a teacher's gender; 'Not given' for what is not. */
function WhereHowDetails({ profile }: { profile: UserProfile }) {
  const t = useAccountText();
  const { modesLabel, mediumLabel, genderLabel } = useMatchingText();
  const placeName = usePlaceName();
  const shown = (value: string | null) => value ?? t('profile.view.notGiven');
  return (
    <>
      {profile.role === 'teacher' ? (
        <Detail label={t('profile.view.gender')}>{shown(genderLabel(profile.gender))}</Detail>
      ) : null}
      <Detail label={t('profile.view.place')}>{shown(placeName(profile))}</Detail>
      <Detail label={t('profile.view.modes')}>{shown(modesLabel(profile.modes))}</Detail>
      <Detail label={t('profile.view.medium')}>{shown(mediumLabel(profile.medium))}</Detail>
    </>
  );
}

function ProfileCard({ profile }: { profile: UserProfile }) {
  const t = useAccountText();
  const navigate = useNavigate();
  const fullName = `${profile.firstname} ${profile.lastname}`.trim();
  const roleLabel = t(ROLE_LABELS[profile.role]);

  return (
    <Card.Root variant="elevated" rounded="l3">
      <Card.Header>
        <HStack gap="2">
          <IconButton aria-label={t('profile.back')} variant="ghost" size="sm" onClick={() => navigate(-1)}>
            <FiArrowLeft aria-hidden />
          </IconButton>
          <Heading as="h1" size="xl">
            {t('profile.view.heading')}
          </Heading>
        </HStack>
      </Card.Header>
      <Card.Body>
        <VStack gap="3" textAlign="center" pb="4">
          <Avatar.Root size="2xl" boxSize="28" colorPalette="brand" textStyle="3xl">
            {profile.coverImage ? <Avatar.Image src={profile.coverImage} alt={fullName} /> : null}
            <Avatar.Fallback aria-label={fullName}>{initials(fullName)}</Avatar.Fallback>
          </Avatar.Root>
          <Stack gap="1" align="center">
            <Heading as="h2" size="2xl">
              {fullName}
            </Heading>
            <Text color="fg.muted">@{profile.username}</Text>
            <Badge colorPalette="brand" variant="subtle" size="lg" textTransform="capitalize">
              {roleLabel}
            </Badge>
          </Stack>
        </VStack>
        <Separator />
        <Stack as="dl" gap="0">
          <Detail label={t('profile.view.email')}>{profile.email}</Detail>
          {profile.role !== 'admin' ? <WhereHowDetails profile={profile} /> : null}
        </Stack>
      </Card.Body>
      <Card.Footer justifyContent={{ base: 'stretch', sm: 'flex-end' }}>
        <Button
          colorPalette="brand"
          w={{ base: 'full', sm: 'auto' }}
          onClick={() => navigate('/editprofile')}
        >
          {t('profile.view.edit')}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/** /viewprofile: the signed-in user's details (SPEC §2 Profile). */
export default function ViewProfile() {
  return <ProfileFrame>{(profile) => <ProfileCard profile={profile} />}</ProfileFrame>;
}
