import {
  Avatar,
  Button,
  Card,
  ErrorView,
  FiArrowLeft,
  Heading,
  HStack,
  IconButton,
  initials,
  LoadingView,
  PageContainer,
  Stack,
  Text,
  useNavigate,
  VStack,
} from '@pathshala/shared-ui';
import { Tabs } from '@pathshala/shared-ui/overlays';
import { StarRating } from '@pathshala/shared-ui/ratings';
import { useMatchingText, usePlaceName } from '@pathshala/shared-ui/posts';
import { getErrorMessage, useProfile } from '@pathshala/shared-api';
import type { PublicUser } from '@pathshala/shared-api/contract';
import { useRatedUser, useRatingSummary } from '@pathshala/shared-api/ratings';
import { useAccountText } from '../../account/i18n';
import { serverMessageOr, useShownText } from '../../shown';
import { RateTeacherForm } from './RateTeacherForm';
import { ReportTeacherForm } from './ReportTeacherForm';
import { ReviewsList } from './ReviewsList';

/** 'Dhanmondi, Dhaka · Online · Bangla medium · Female': what the teacher has given of where and how. */
function WhereHowLine({ teacher }: { teacher: PublicUser }) {
  const { modesLabel, mediumLabel, genderLabel } = useMatchingText();
  const placeName = usePlaceName();
  const parts = [
    placeName(teacher),
    modesLabel(teacher.modes),
    mediumLabel(teacher.medium),
    genderLabel(teacher.gender),
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  return (
    <Text color="fg.muted" textStyle="sm">
      {parts.join(' · ')}
    </Text>
  );
}

function TeacherSummary({ teacherId }: { teacherId: string }) {
  const t = useAccountText();
  const shown = useShownText(t);
  const user = useRatedUser(teacherId);
  const summary = useRatingSummary(teacherId);
  const navigate = useNavigate();
  if (user.isPending) return <LoadingView label={t('reviews.teacher.loading')} />;
  if (user.isError) {
    return (
      <ErrorView
        message={shown(serverMessageOr(getErrorMessage(user.error, ''), 'reviews.teacher.loadFailed'))}
        action={
          <Button variant="outline" onClick={() => navigate(-1)}>
            {t('reviews.teacher.goBack')}
          </Button>
        }
      />
    );
  }
  const teacher = user.data;
  const fullName = `${teacher.firstname} ${teacher.lastname}`.trim();
  const rating = summary.data ?? teacher.rating ?? null;
  const count = rating?.count ?? 0;
  return (
    <VStack gap="2" textAlign="center">
      <Avatar.Root size="2xl" boxSize="24" colorPalette="brand" textStyle="2xl">
        {teacher.coverImage ? <Avatar.Image src={teacher.coverImage} alt={fullName} /> : null}
        <Avatar.Fallback aria-label={fullName}>
          {initials(fullName) || t('reviews.teacher.initialFallback')}
        </Avatar.Fallback>
      </Avatar.Root>
      <Heading as="h2" size="xl">
        {fullName}
      </Heading>
      <Text color="fg.muted">@{teacher.username}</Text>
      <Text color="fg.muted" wordBreak="break-word">
        {teacher.email}
      </Text>
      <WhereHowLine teacher={teacher} />
      <HStack gap="2" wrap="wrap" justify="center">
        <StarRating value={rating?.averageRating ?? 0} size="lg" />
        <Text color="fg.muted" textStyle="sm">
          {t('reviews.teacher.count', { count })}
        </Text>
      </HStack>
    </VStack>
  );
}

/** /teacher/profile/:teacherId: one teacher's details, average rating, and the rate, reviews and report tabs. */
export function TeacherReviewsPage({ teacherId }: { teacherId: string }) {
  const t = useAccountText();
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const isStudent = profile?.role === 'student';
  const firstTab = isStudent ? 'rate' : 'reviews';
  return (
    <PageContainer maxW="3xl">
      <Card.Root variant="elevated" rounded="l3">
        <Card.Header px={{ base: '4', md: '6' }}>
          <HStack gap="2">
            <IconButton aria-label={t('reviews.back')} variant="ghost" size="sm" onClick={() => navigate(-1)}>
              <FiArrowLeft aria-hidden />
            </IconButton>
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
              {t('reviews.heading')}
            </Heading>
          </HStack>
        </Card.Header>
        <Card.Body gap="6" px={{ base: '4', md: '6' }}>
          <TeacherSummary teacherId={teacherId} />
          {/* The first tab depends on the viewer's role: wait for the profile before choosing it. */}
          {profile ? (
            <Tabs.Root defaultValue={firstTab} variant="line" size={{ base: 'sm', sm: 'md' }} lazyMount>
              <Tabs.List overflowX="auto">
                <Tabs.Trigger value="rate" whiteSpace="nowrap" px={{ base: '1.5', sm: '4' }}>
                  {t('reviews.tab.rate')}
                </Tabs.Trigger>
                <Tabs.Trigger value="reviews" whiteSpace="nowrap" px={{ base: '1.5', sm: '4' }}>
                  {t('reviews.tab.view')}
                </Tabs.Trigger>
                <Tabs.Trigger value="report" whiteSpace="nowrap" px={{ base: '1.5', sm: '4' }}>
                  {t('reviews.tab.report')}
                </Tabs.Trigger>
              </Tabs.List>
              <Stack pt="4">
                <Tabs.Content value="rate">
                  {isStudent ? (
                    <RateTeacherForm teacherId={teacherId} />
                  ) : (
                    <Text color="fg.muted">{t('reviews.onlyStudentsRate')}</Text>
                  )}
                </Tabs.Content>
                <Tabs.Content value="reviews">
                  <ReviewsList teacherId={teacherId} viewerId={profile?._id} />
                </Tabs.Content>
                <Tabs.Content value="report">
                  <ReportTeacherForm teacherId={teacherId} />
                </Tabs.Content>
              </Stack>
            </Tabs.Root>
          ) : null}
        </Card.Body>
      </Card.Root>
    </PageContainer>
  );
}
