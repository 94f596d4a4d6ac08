import { getErrorMessage, getErrorStatus, logout, useProfile, useSession } from '@pathshala/shared-api';
import { useAdminDashboard } from '@pathshala/shared-api/admin';
import type { AdminDashboard } from '@pathshala/shared-api/contract';
import {
  Box,
  Button,
  Card,
  ErrorView,
  Heading,
  HStack,
  Link,
  LoadingView,
  PageContainer,
  RouterLink,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  useFormat,
  useNavigate,
  VisuallyHidden,
} from '@pathshala/shared-ui';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useText } from '../i18n';

// The chart (chart.js) loads with this page only, never with the rest of the portal (DESIGN §3).
const SignupsChart = lazy(() =>
  import('@pathshala/shared-ui/charts').then((module) => ({ default: module.SignupsChart })),
);

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card.Root as="section" variant="outline" rounded="l3" h="full" aria-label={title}>
      <Card.Header>
        <HStack justify="space-between" gap="2" wrap="wrap">
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

function StatCard({
  label,
  value,
  to,
  action,
}: {
  label: string;
  value: number;
  to: string;
  action: string;
}) {
  // The card is the <dl>'s name-value group, so its children are the <dt> and <dd>s themselves (a card body
  // between them would break the list); the link to the management screen is a second <dd>.
  const f = useFormat();
  return (
    <Card.Root variant="outline" rounded="l3" p="6" gap="1">
      <Text as="dt" color="fg.muted" textStyle="sm" fontWeight="medium">
        {label}
      </Text>
      <Text as="dd" textStyle="3xl" fontWeight="bold" lineHeight="1.2">
        {f.number(value)}
      </Text>
      <Box as="dd" alignSelf="start">
        <Link asChild colorPalette="brand" textStyle="sm">
          <RouterLink to={to}>{action}</RouterLink>
        </Link>
      </Box>
    </Card.Root>
  );
}

/** A growth figure's look: up above 0, down otherwise (an arrow to see, a word for screen readers). */
const TRENDS = {
  up: { id: 'up', color: 'fg.success', arrow: '↑', labelKey: 'dashboard.growth.up' },
  down: { id: 'down', color: 'fg.error', arrow: '↓', labelKey: 'dashboard.growth.down' },
} as const;

/** A growth figure: 2 decimals, green with ↑ above 0, red with ↓ otherwise, 'No data' when absent. */
export function GrowthFigure({ label, value }: { label: string; value: number | undefined }) {
  const t = useText();
  const f = useFormat();
  let figure: ReactNode;
  if (value === undefined || value === null || Number.isNaN(value))
    figure = (
      <Text color="fg.muted" data-trend="none">
        {t('dashboard.noData')}
      </Text>
    );
  else {
    const trend = value > 0 ? TRENDS.up : TRENDS.down;
    figure = (
      <Text color={trend.color} data-trend={trend.id} textStyle="2xl" fontWeight="bold">
        <span aria-hidden>{trend.arrow}</span>
        <VisuallyHidden>{t(trend.labelKey)}</VisuallyHidden>{' '}
        {t('dashboard.growth.percent', { value: f.fixed(value, 2) })}
      </Text>
    );
  }
  return (
    <Box>
      <Text as="dt" color="fg.muted" textStyle="sm" fontWeight="medium">
        {label}
      </Text>
      <Box as="dd">{figure}</Box>
    </Box>
  );
}

function RecentList({
  items,
  empty,
}: {
  items: { _id: string; name: string; createdAt: string }[];
  empty: string;
}) {
  const f = useFormat();
  if (items.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {items.map((item) => (
        <HStack as="li" key={item._id} justify="space-between" gap="3" align="baseline">
          <Text fontWeight="medium" overflowWrap="anywhere" minW="0">
            {item.name}
          </Text>
          <Text asChild color="fg.muted" textStyle="sm" flexShrink="0">
            <time dateTime={item.createdAt}>{f.date(item.createdAt)}</time>
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}

function DashboardContent({ data }: { data: AdminDashboard }) {
  const t = useText();
  const { stats, growthRates } = data;
  return (
    <Stack gap="6">
      <SimpleGrid as="dl" columns={{ base: 2, lg: 4 }} gap="4">
        <StatCard
          label={t('dashboard.stats.students')}
          value={stats.total_students}
          to="/admin/users?tab=students"
          action={t('dashboard.stats.manageStudents')}
        />
        <StatCard
          label={t('dashboard.stats.teachers')}
          value={stats.total_teachers}
          to="/admin/users"
          action={t('dashboard.stats.manageTeachers')}
        />
        <StatCard
          label={t('dashboard.stats.posts')}
          value={stats.total_posts}
          to="/admin/posts"
          action={t('dashboard.stats.managePosts')}
        />
        <StatCard
          label={t('dashboard.stats.batches')}
          value={stats.total_batches}
          to="/admin/batches"
          action={t('dashboard.stats.manageBatches')}
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
        <Section title={t('dashboard.growth.heading')}>
          {growthRates ? (
            <Stack gap="4">
              <Stack as="dl" gap="4">
                <GrowthFigure label={t('dashboard.growth.students')} value={growthRates.studentGrowth} />
                <GrowthFigure label={t('dashboard.growth.teachers')} value={growthRates.teacherGrowth} />
              </Stack>
              <Text color="fg.muted" textStyle="xs">
                {t('dashboard.growth.note')}
              </Text>
            </Stack>
          ) : (
            <Text color="fg.muted">{t('dashboard.growth.none')}</Text>
          )}
        </Section>
        <Section title={t('dashboard.recentPosts.heading')}>
          <RecentList
            items={data.recentPosts.slice(0, 4).map((post) => ({ ...post, name: post.title }))}
            empty={t('dashboard.recentPosts.empty')}
          />
        </Section>
        <Section title={t('dashboard.recentBatches.heading')}>
          <RecentList
            items={data.recentBatches.slice(0, 4).map((batch) => ({ ...batch, name: batch.subject }))}
            empty={t('dashboard.recentBatches.empty')}
          />
        </Section>
      </SimpleGrid>
      <Section title={t('dashboard.signups.heading')}>
        {data.signupsByMonth.length > 0 ? (
          <Suspense fallback={<Skeleton h="280px" />}>
            <SignupsChart months={data.signupsByMonth} />
          </Suspense>
        ) : (
          <Text color="fg.muted">{t('dashboard.noData')}</Text>
        )}
      </Section>
    </Stack>
  );
}

/** /admin/dashboard 'Dashboard Overview' (SPEC §2, §4: a 403 signs the user out). */
export function Dashboard() {
  const t = useText();
  const { data: profile } = useProfile();
  const signedIn = useSession((state) => state.accessToken !== null);
  const dashboard = useAdminDashboard();
  const navigate = useNavigate();
  const forbidden = getErrorStatus(dashboard.error) === 403;

  useEffect(() => {
    if (!forbidden) return;
    // As the Logout menu item does: leave the signed-in area first, then end the session.
    navigate('/', { replace: true });
    void logout();
  }, [forbidden, navigate]);

  let body: ReactNode;
  if (!signedIn) body = <ErrorView message={t('dashboard.noToken')} />;
  else if (dashboard.isPending) body = <LoadingView label={t('dashboard.loading')} />;
  else if (dashboard.isError)
    body = (
      <ErrorView
        message={getErrorMessage(
          dashboard.error,
          dashboard.error instanceof Error && dashboard.error.message
            ? dashboard.error.message
            : t('dashboard.failed'),
        )}
        action={
          <Button variant="outline" onClick={() => void dashboard.refetch()} loading={dashboard.isFetching}>
            {t('common.tryAgain')}
          </Button>
        }
      />
    );
  else body = <DashboardContent data={dashboard.data} />;

  return (
    <PageContainer>
      <Stack gap="6">
        <HStack justify="space-between" align="end" gap="4" wrap="wrap">
          <Stack gap="2">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              {t('dashboard.heading')}
            </Heading>
            <Text color="fg.muted" fontSize="lg">
              {profile ? t('dashboard.welcome', { name: profile.firstname }) : t('dashboard.welcomeNoName')}
            </Text>
          </Stack>
          <HStack gap="2" wrap="wrap">
            <Button asChild variant="outline" size="sm">
              <RouterLink to="/admin/reports">{t('dashboard.reportsLink')}</RouterLink>
            </Button>
            <Button asChild variant="outline" size="sm">
              <RouterLink to="/admin/audit-log">{t('dashboard.auditLogLink')}</RouterLink>
            </Button>
          </HStack>
        </HStack>
        {body}
      </Stack>
    </PageContainer>
  );
}
