import { useProfile } from '@pathshala/shared-api';
import { Heading, PageContainer, Stack, Text } from '@pathshala/shared-ui';
import { useText } from '../i18n';
import { RecommendedPosts } from './RecommendedPosts';

/** /student/dashboard: a welcome, and the teacher posts recommended to the student. */
export function Dashboard() {
  const t = useText();
  const { data: profile } = useProfile();
  return (
    <PageContainer>
      <Stack gap="8">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {t('dashboard.heading')}
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            {profile ? t('dashboard.welcome', { name: profile.firstname }) : t('dashboard.welcomeBack')}
          </Text>
        </Stack>
        <RecommendedPosts />
      </Stack>
    </PageContainer>
  );
}
