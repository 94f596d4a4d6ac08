import { useProfile } from '@pathshala/shared-api';
import type { TeacherDashboard } from '@pathshala/shared-api/contract';
import { useTeacherDashboard } from '@pathshala/shared-api/ratings';
import {
  Avatar,
  Box,
  Button,
  Card,
  EmptyState,
  FiStar,
  Heading,
  HStack,
  Icon,
  Link,
  LoadingView,
  PageContainer,
  RouterLink,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  useFormat,
} from '@pathshala/shared-ui';
import { formatRating, StarRating } from '@pathshala/shared-ui/ratings';
import { lazy, Suspense, type ReactNode } from 'react';
import { useText } from '../i18n';

// The chart (chart.js) loads with this page only, never with the rest of the portal (DESIGN §3).
const RatingDistributionChart = lazy(() =>
  import('@pathshala/shared-ui/charts').then((module) => ({ default: module.RatingDistributionChart })),
);

/** The teacher's public profile with all their reviews. */
const profilePath = (teacherId: string) => `/teacher/profile/${teacherId}`;

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card.Root variant="outline" rounded="l3" h="full">
      <Card.Header>
        <HStack justify="space-between" gap="2">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {action}
        </HStack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  const f = useFormat();
  return (
    <Stack gap="0" p="4" rounded="l2" bg="bg.muted" flex="1">
      <Text color="fg.muted" textStyle="sm">
        {label}
      </Text>
      <Text textStyle="3xl" fontWeight="bold">
        {f.number(value)}
      </Text>
    </Stack>
  );
}

function DashboardContent({ data, teacherId }: { data: TeacherDashboard; teacherId: string | undefined }) {
  const t = useText();
  const f = useFormat();
  const distribution = data.ratingDistribution ?? {};
  const count = Object.values(distribution).reduce((sum, n) => sum + (n ?? 0), 0);
  const reviews = data.reviews ?? [];
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <Section title={t('dashboard.averageRating')}>
          <HStack gap="3">
            <Icon as={FiStar} boxSize="10" color="yellow.500" fill="currentColor" aria-hidden />
            <Text textStyle="5xl" fontWeight="bold" lineHeight="1">
              {formatRating(data.averageRating, f.language)}
            </Text>
          </HStack>
          <Text color="fg.muted" mt="2">
            {t('dashboard.basedOn', { count: f.number(count) })}
          </Text>
        </Section>
        <Section title={t('dashboard.quickStats')}>
          <HStack gap="4" align="stretch">
            <Stat label={t('dashboard.totalStudents')} value={data.totalStudents ?? 0} />
            <Stat label={t('dashboard.activeCourses')} value={data.activeCourses ?? 0} />
          </HStack>
        </Section>
      </SimpleGrid>
      <Section title={t('dashboard.ratingDistribution')}>
        <Suspense fallback={<Skeleton h="280px" />}>
          <RatingDistributionChart distribution={distribution} />
        </Suspense>
      </Section>
      <Section
        title={t('dashboard.recentReviews')}
        action={
          teacherId ? (
            <Link asChild colorPalette="brand" fontWeight="medium">
              <RouterLink to={profilePath(teacherId)}>{t('dashboard.viewAll')}</RouterLink>
            </Link>
          ) : null
        }
      >
        {reviews.length === 0 ? (
          <Text color="fg.muted">{t('dashboard.noReviews')}</Text>
        ) : (
          <Stack as="ul" gap="4" listStyleType="none">
            {reviews.map((review, index) => (
              <HStack as="li" key={`${review.date}-${index}`} gap="3" align="flex-start">
                <Avatar.Root size="sm" colorPalette="brand">
                  <Avatar.Fallback>
                    {review.studentInitials || t('dashboard.reviewerInitial')}
                  </Avatar.Fallback>
                </Avatar.Root>
                <Box flex="1" minW="0">
                  <HStack justify="space-between" wrap="wrap" gap="2">
                    <Text fontWeight="semibold">{review.studentName || t('dashboard.reviewer')}</Text>
                    <Text color="fg.muted" textStyle="sm">
                      {f.date(review.date)}
                    </Text>
                  </HStack>
                  <StarRating value={review.rating} showValue={false} size="sm" />
                  {review.review ? <Text mt="1">{review.review}</Text> : null}
                </Box>
              </HStack>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}

/** /teacher/dashboard: ratings, reviews and counts (SPEC §2 Teacher dashboard). */
export function Dashboard() {
  const t = useText();
  const { data: profile } = useProfile();
  const dashboard = useTeacherDashboard();
  let body: ReactNode;
  if (dashboard.isPending && dashboard.fetchStatus !== 'idle')
    body = <LoadingView label={t('dashboard.loading')} />;
  else if (dashboard.data) body = <DashboardContent data={dashboard.data} teacherId={profile?._id} />;
  else
    // SPEC §8: errors other than 401 (the client refreshes those) are logged and the empty state shows.
    body = (
      <EmptyState
        title={t('dashboard.empty')}
        action={
          <Button
            colorPalette="brand"
            onClick={() => void dashboard.refetch()}
            loading={dashboard.isFetching}
          >
            {t('dashboard.refresh')}
          </Button>
        }
      />
    );
  return (
    <PageContainer>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {t('dashboard.heading')}
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            {profile ? t('dashboard.welcome', { name: profile.firstname }) : t('dashboard.welcomeBack')}
          </Text>
        </Stack>
        {body}
      </Stack>
    </PageContainer>
  );
}
