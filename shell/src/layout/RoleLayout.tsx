import { logout, useProfile, useSession, useUnreadCount } from '@pathshala/shared-api';
import type { UserProfile } from '@pathshala/shared-api/contract';
import { useNavigate } from '@pathshala/shared-ui';
import { ROLE_LINKS, RoleNav, type RoleNavUser } from '@pathshala/shared-ui/signed-in';
import { Frame } from './Frame';
import { NotificationLive } from './NotificationLive';
import { useAccountLanguage } from './useAccountLanguage';

function navUser(profile: UserProfile): RoleNavUser {
  const name = `${profile.firstname} ${profile.lastname}`.trim();
  return { name: name || profile.username, imageUrl: profile.coverImage };
}

/**
 * The signed-in frame: the role's top bar (links, the bell with the live unread count, profile menu), the
 * page, the footer; the tab's notification stream; and the account's language.
 */
export function RoleLayout() {
  const role = useSession((state) => state.role);
  const { data: profile } = useProfile();
  const { data: unreadCount } = useUnreadCount();
  const navigate = useNavigate();
  useAccountLanguage(profile);

  // RequireRole renders this only for a signed-in user with a known role.
  if (!role) return null;

  // Leave the signed-in area first, then end the session: the other way round, the route guard would
  // see the session go and send the user to the login page instead of home (SPEC §4: logout goes to /).
  const signOut = () => {
    navigate('/', { replace: true });
    void logout();
  };

  return (
    <>
      <NotificationLive />
      <Frame
        header={
          <RoleNav
            links={ROLE_LINKS[role]}
            user={profile ? navUser(profile) : undefined}
            notificationCount={unreadCount ?? 0}
            onLogout={signOut}
          />
        }
      />
    </>
  );
}
