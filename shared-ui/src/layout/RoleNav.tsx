import {
  Avatar,
  Badge,
  Box,
  Button,
  HStack,
  IconButton,
  Menu,
  Portal,
  Spacer,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useId } from 'react';
import { FiBell, FiEdit2, FiLogOut, FiUser } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';
import { ColorModeButton } from '../color-mode/ColorModeButton';
import { initials } from '../initials';
import { BrandLogo } from './BrandLogo';
import { HeaderBar } from './HeaderBar';
import { NavLinkMenu, NavLinkRow } from './NavLinks';
import type { NavItem } from './roleLinks';

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
  const countId = useId();
  const hasUnread = count > 0;
  return (
    // type={undefined}: Button's default type="button" does not belong on a link.
    <IconButton asChild type={undefined} variant="ghost" colorPalette="gray" size="sm" position="relative">
      <RouterLink
        to="/notification"
        aria-label="Notifications"
        aria-describedby={hasUnread ? countId : undefined}
      >
        <FiBell />
        {hasUnread ? (
          <Badge
            id={countId}
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
            {count > 99 ? '99+' : count}
            <VisuallyHidden> unread</VisuallyHidden>
          </Badge>
        ) : null}
      </RouterLink>
    </IconButton>
  );
}

function ProfileMenu({ user, onLogout }: { user?: RoleNavUser; onLogout: () => void }) {
  const name = user?.name ?? '';
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button aria-label="Profile menu" variant="ghost" colorPalette="gray" size="sm" px="1" rounded="full">
          <Avatar.Root size="xs" colorPalette="brand">
            <Avatar.Fallback>{initials(name) || <FiUser />}</Avatar.Fallback>
            {user?.imageUrl ? <Avatar.Image src={user.imageUrl} alt="" /> : null}
          </Avatar.Root>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            {name ? (
              <Text px="2" py="1.5" fontSize="sm" fontWeight="semibold" truncate>
                {name}
              </Text>
            ) : null}
            <Menu.Item value="view-profile" asChild>
              <RouterLink to="/viewprofile">
                <FiUser aria-hidden />
                View profile
              </RouterLink>
            </Menu.Item>
            <Menu.Item value="edit-profile" asChild>
              <RouterLink to="/editprofile">
                <FiEdit2 aria-hidden />
                Edit profile
              </RouterLink>
            </Menu.Item>
            <Menu.Separator />
            {/* onClick, not onSelect: Zag turns Enter/Space on an item into a click, so this covers both. */}
            <Menu.Item value="logout" color="fg.error" onClick={onLogout}>
              <FiLogOut aria-hidden />
              Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** The signed-in top bar: brand, the role's links, the notification bell and the profile menu. */
export function RoleNav({ links, onLogout, user, notificationCount = 0 }: RoleNavProps) {
  return (
    <HeaderBar>
      <BrandLogo to={links[0]?.to ?? '/'} />
      <NavLinkRow links={links} hideBelow="lg" ms="4" />
      <Spacer />
      <HStack gap="1">
        <ColorModeButton />
        <NotificationBell count={notificationCount} />
        <ProfileMenu user={user} onLogout={onLogout} />
        <Box hideFrom="lg">
          <NavLinkMenu links={links} />
        </Box>
      </HStack>
    </HeaderBar>
  );
}
