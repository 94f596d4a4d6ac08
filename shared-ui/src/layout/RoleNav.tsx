import { Avatar, Badge, Box, Button, HStack, IconButton, Spacer, Text } from '@chakra-ui/react';
import { FiBell, FiEdit2, FiLogOut, FiMenu, FiUser } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';
import { ColorModeButton } from '../color-mode/ColorModeButton';
import { useFormat } from '@pathshala/shared-ui';
import { LanguageSwitch } from '@pathshala/shared-ui';
import { initials } from '../initials';
import { useSignedInText } from '../signed-in/i18n';
import { BrandLogo } from './BrandLogo';
import { HeaderBar } from './HeaderBar';
import { NavLinkRow } from './NavLinks';
import { NavMenu } from './NavMenu';
import type { NavItem } from './navItem';

export interface RoleNavUser {
  /** Full name, e.g. 'Nusrat Jahan' (the username is fine when no name is known). */
  name: string;
  /** Profile picture URL (the user's coverImage); initials show without it. */
  imageUrl?: string | null;
}

export interface RoleNavProps {
  links: NavItem[];
  onLogout: () => void;
  user?: RoleNavUser;
  notificationCount?: number;
}

function NotificationBell({ count }: { count: number }) {
  const t = useSignedInText();
  const f = useFormat();
  const hasUnread = count > 0;
  const shown = count > 99 ? `${f.number(99)}+` : f.number(count);
  // The accessible name: 'Notifications', or 'Notifications, 3 unread' while there are unread ones.
  const label = hasUnread ? t('notifications.unread', { count: shown }) : t('notifications.label');
  return (
    // type={undefined}: Button's default type="button" does not belong on a link.
    <IconButton asChild type={undefined} variant="ghost" colorPalette="gray" size="sm" position="relative">
      <RouterLink to="/notification" aria-label={label}>
        <FiBell aria-hidden />
        {hasUnread ? (
          // The link's name carries the count; the badge shows it.
          <Badge
            aria-hidden
            position="absolute"
            top="0"
            insetEnd="0"
            transform="translate(25%, -25%)"
            minW="5"
            h="5"
            px="1"
            justifyContent="center"
            rounded="full"
            variant="solid"
            colorPalette="red"
            fontSize="2xs"
          >
            {shown}
          </Badge>
        ) : null}
      </RouterLink>
    </IconButton>
  );
}

/** The role's links behind a menu button, for narrow screens. */
function NavLinkMenu({ links }: { links: NavItem[] }) {
  const t = useSignedInText();
  return (
    <NavMenu
      items={links.map((link) => ({ type: 'link', label: link.label, to: link.to }))}
      renderTrigger={(triggerProps) => (
        <IconButton
          aria-label={t('nav.openMenu')}
          variant="ghost"
          colorPalette="gray"
          size="sm"
          {...triggerProps}
        >
          <FiMenu />
        </IconButton>
      )}
    />
  );
}

function ProfileMenu({ user, onLogout }: { user?: RoleNavUser; onLogout: () => void }) {
  const t = useSignedInText();
  const name = user?.name ?? '';
  const avatarText = initials(name);
  // The button's accessible name: 'Profile menu', with the initials the avatar shows when it shows them
  // (a name that contains the button's visible text, WCAG 2.5.3 Label in Name, so speech input can target it).
  const menuLabel = avatarText ? t('profile.menuWithInitials', { initials: avatarText }) : t('profile.menu');
  return (
    <NavMenu
      heading={
        name ? (
          <Text px="2" py="1.5" fontSize="sm" fontWeight="semibold" truncate>
            {name}
          </Text>
        ) : null
      }
      items={[
        { type: 'link', label: t('profile.view'), to: '/viewprofile', icon: <FiUser aria-hidden /> },
        { type: 'link', label: t('profile.edit'), to: '/editprofile', icon: <FiEdit2 aria-hidden /> },
        { type: 'separator' },
        {
          type: 'action',
          label: t('profile.logout'),
          onSelect: onLogout,
          icon: <FiLogOut aria-hidden />,
          danger: true,
        },
      ]}
      renderTrigger={(triggerProps) => (
        <Button
          aria-label={menuLabel}
          variant="ghost"
          colorPalette="gray"
          size="sm"
          px="1"
          rounded="full"
          {...triggerProps}
        >
          <Avatar.Root size="xs" colorPalette="brand">
            <Avatar.Fallback>{avatarText || <FiUser />}</Avatar.Fallback>
            {user?.imageUrl ? <Avatar.Image src={user.imageUrl} alt="" /> : null}
          </Avatar.Root>
        </Button>
      )}
    />
  );
}

/** The most links the bar shows in a row from the `lg` breakpoint (1024px) on, in Bangla too. */
const ROW_FROM_LG = 5;

/** The signed-in top bar: brand, the role's links, the notification bell and the profile menu. */
export function RoleNav({ links, onLogout, user, notificationCount = 0 }: RoleNavProps) {
  // ROLE_LINKS read their labels from this catalogue: it is loaded first, and they are read again on a switch.
  useSignedInText();
  // Six links (a student's or teacher's, with Schedule) wrap at 1024px: they get a row from 1280px on.
  const rowFrom = links.length > ROW_FROM_LG ? 'xl' : 'lg';
  return (
    <HeaderBar>
      <BrandLogo to={links[0]?.to ?? '/'} compact />
      <NavLinkRow links={links} hideBelow={rowFrom} ms="4" />
      <Spacer />
      <HStack gap="1">
        <LanguageSwitch />
        <ColorModeButton />
        <NotificationBell count={notificationCount} />
        <ProfileMenu user={user} onLogout={onLogout} />
        <Box hideFrom={rowFrom}>
          <NavLinkMenu links={links} />
        </Box>
      </HStack>
    </HeaderBar>
  );
}
