import { useProfile, type UserProfile } from '@pathshala/shared-api';
import { Button, ErrorView, LoadingView, PageContainer, useNavigate } from '@pathshala/shared-ui';
import type { ReactNode } from 'react';

export const PROFILE_LOAD_TEXTS = {
  title: 'Profile Loading Error',
  message: 'Failed to load profile.',
} as const;

/**
 * The signed-in user's profile pages (view and edit): loading, 'Profile Loading Error' with Return to
 * Login (SPEC §8 Profile), or the page for the loaded profile.
 */
export function ProfileFrame({ children }: { children: (profile: UserProfile) => ReactNode }) {
  const navigate = useNavigate();
  const { data: profile, isError } = useProfile();
  let content: ReactNode;
  if (isError)
    content = (
      <ErrorView
        title={PROFILE_LOAD_TEXTS.title}
        message={PROFILE_LOAD_TEXTS.message}
        action={
          <Button colorPalette="brand" onClick={() => navigate('/login')}>
            Return to Login
          </Button>
        }
      />
    );
  else content = profile ? children(profile) : <LoadingView label="Loading profile..." />;
  return <PageContainer maxW="2xl">{content}</PageContainer>;
}
