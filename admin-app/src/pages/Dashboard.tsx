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
  useNavigate,
  VisuallyHidden,
} from '@pathshala/shared-ui';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { formatDate } from '../format';

// The chart (chart.js) loads with this page only, never with the rest of the portal (DESIGN §3).
const SignupsChart = lazy(() =>
  import('@pathshala/shared-ui/charts').then((module) => ({ default: module.SignupsChart })),
);

/** SPEC §2 Admin dashboard, §8 Admin dashboard. */
export const DASHBOARD_TEXTS = {
  loading: 'Loading dashboard...',
  noToken: 'No authentication token found',
  failed: 'Failed to load the dashboard. Please try again.',
  noData: 'No data',
  noGrowth: 'No growth data available',
} as const;

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
  return (
    <Card.Root variant="outline" rounded="l3" p="6" gap="1">
      <Text as="dt" color="fg.muted" textStyle="sm" fontWeight="medium">
        {label}
      </Text>
      <Text as="dd" textStyle="3xl" fontWeight="bold" lineHeight="1.2">
        {value.toLocaleString('en-US')}
      </Text>
      <Box as="dd" alignSelf="start">
        <Link asChild colorPalette="brand" textStyle="sm">
          <RouterLink to={to}>{action}</RouterLink>
        </Link>
      </Box>
    </Card.Root>
  );
}

/** A growth figure: 2 decimals, green with ↑ above 0, red with ↓ otherwise, 'No data' when absent. */
export function GrowthFigure({ label, value }: { label: string; value: number | undefined }) {
  let figure: ReactNode;
  if (value === undefined || value === null || Number.isNaN(value))
    figure = (
      <Text color="fg.muted" data-trend="none">
        {DASHBOARD_TEXTS.noData}
      </Text>
    );
  else {
    const up = value > 0;
    figure = (
      <Text
        color={up ? 'fg.success' : 'fg.error'}
        data-trend={up ? 'up' : 'down'}
        textStyle="2xl"
        fontWeight="bold"
      >
        <span aria-hidden>{up ? '↑' : '↓'}</span>
        <VisuallyHidden>{up ? 'Up' : 'Down'}</VisuallyHidden> {value.toFixed(2)}%
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
  if (items.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {items.map((item) => (
        <HStack as="li" key={item._id} justify="space-between" gap="3" align="baseline">
          <Text fontWeight="medium" overflowWrap="anywhere" minW="0">
            {item.name}
          </Text>
          <Text asChild color="fg.muted" textStyle="sm" flexShrink="0">
            <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}

function DashboardContent({ data }: { data: AdminDashboard }) {
  const { stats, growthRates } = data;
  return (
    <Stack gap="6">
      <SimpleGrid as="dl" columns={{ base: 2, lg: 4 }} gap="4">
        <StatCard
          label="Students"
          value={stats.total_students}
          to="/admin/users?tab=students"
          action="Manage students"
        />
        <StatCard label="Teachers" value={stats.total_teachers} to="/admin/users" action="Manage teachers" />
        <StatCard label="Total Posts" value={stats.total_posts} to="/admin/posts" action="Manage posts" />
        <StatCard
          label="Total Batches"
          value={stats.total_batches}
          to="/admin/batches"
          action="Manage batches"
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
        <Section title="Growth & Performance">
          {growthRates ? (
            <Stack gap="4">
              <Stack as="dl" gap="4">
                <GrowthFigure label="Student Growth" value={growthRates.studentGrowth} />
                <GrowthFigure label="Teacher Growth" value={growthRates.teacherGrowth} />
              </Stack>
              <Text color="fg.muted" textStyle="xs">
                New sign-ups this month against last month.
              </Text>
            </Stack>
          ) : (
            <Text color="fg.muted">{DASHBOARD_TEXTS.noGrowth}</Text>
          )}
        </Section>
        <Section title="Recent Posts">
          <RecentList
            items={data.recentPosts.slice(0, 4).map((post) => ({ ...post, name: post.title }))}
            empty="No posts yet"
          />
        </Section>
        <Section title="Recent Batches">
          <RecentList
            items={data.recentBatches.slice(0, 4).map((batch) => ({ ...batch, name: batch.subject }))}
            empty="No batches yet"
          />
        </Section>
      </SimpleGrid>
      <Section title="Sign-ups per Month">
        {data.signupsByMonth.length > 0 ? (
          <Suspense fallback={<Skeleton h="280px" />}>
            <SignupsChart months={data.signupsByMonth} />
          </Suspense>
        ) : (
          <Text color="fg.muted">{DASHBOARD_TEXTS.noData}</Text>
        )}
      </Section>
    </Stack>
  );
}

/** /admin/dashboard 'Dashboard Overview' (SPEC §2, §4: a 403 signs the user out). */
export function Dashboard() {
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
  if (!signedIn) body = <ErrorView message={DASHBOARD_TEXTS.noToken} />;
  else if (dashboard.isPending) body = <LoadingView label={DASHBOARD_TEXTS.loading} />;
  else if (dashboard.isError)
    body = (
      <ErrorView
        message={getErrorMessage(
          dashboard.error,
          dashboard.error instanceof Error && dashboard.error.message
            ? dashboard.error.message
            : DASHBOARD_TEXTS.failed,
        )}
        action={
          <Button variant="outline" onClick={() => void dashboard.refetch()} loading={dashboard.isFetching}>
            Try again
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
              Dashboard Overview
            </Heading>
            <Text color="fg.muted" fontSize="lg">
              {profile ? `Welcome back, ${profile.firstname}!` : 'Welcome back!'}
            </Text>
          </Stack>
          <HStack gap="2" wrap="wrap">
            <Button asChild variant="outline" size="sm">
              <RouterLink to="/admin/reports">Reports</RouterLink>
            </Button>
            <Button asChild variant="outline" size="sm">
              <RouterLink to="/admin/audit-log">Audit log</RouterLink>
            </Button>
          </HStack>
        </HStack>
        {body}
      </Stack>
    </PageContainer>
  );
}
