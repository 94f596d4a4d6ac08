import { useProfile, type UserProfile } from '@pathshala/shared-api';
import { Button, ErrorView, LoadingView, PageContainer, useNavigate } from '@pathshala/shared-ui';
import type { ReactNode } from 'react';
import { useAccountText } from '../../account/i18n';

/**
 * The signed-in user's profile pages (view and edit): loading, 'Profile Loading Error' with Return to
 * Login (SPEC §8 Profile), or the page for the loaded profile.
 */
export function ProfileFrame({ children }: { children: (profile: UserProfile) => ReactNode }) {
  const t = useAccountText();
  const navigate = useNavigate();
  const { data: profile, isError } = useProfile();
  let content: ReactNode;
  if (isError)
    content = (
      <ErrorView
        title={t('profile.loadError.title')}
        message={t('profile.loadError.message')}
        action={
          <Button colorPalette="brand" onClick={() => navigate('/login')}>
            {t('profile.loadError.returnToLogin')}
          </Button>
        }
      />
    );
  else content = profile ? children(profile) : <LoadingView label={t('profile.loading')} />;
  return <PageContainer maxW="2xl">{content}</PageContainer>;
}
