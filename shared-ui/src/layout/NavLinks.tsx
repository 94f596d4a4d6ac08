import { HStack, IconButton, Link, Menu, Portal } from '@chakra-ui/react';
import type { StackProps } from '@chakra-ui/react';
import { FiMenu } from 'react-icons/fi';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import type { NavItem } from './roleLinks';

/** Home ('/') matches only itself; every other link also stays active on its sub-pages. */
const isExact = (to: string) => to === '/';

/** The links as a row; the current page's link is marked (aria-current="page") and highlighted. */
export function NavLinkRow({ links, ...stackProps }: { links: NavItem[] } & StackProps) {
  return (
    <HStack as="nav" aria-label="Main" gap="1" {...stackProps}>
      {links.map((link) => (
        <Link
          key={link.to}
          asChild
          px="3"
          py="2"
          rounded="l2"
          fontWeight="medium"
          fontSize="sm"
          color="fg.muted"
          _hover={{ color: 'fg', bg: 'bg.muted', textDecoration: 'none' }}
          _currentPage={{ color: 'brand.fg', bg: 'brand.subtle' }}
        >
          <NavLink to={link.to} end={isExact(link.to)}>
            {link.label}
          </NavLink>
        </Link>
      ))}
    </HStack>
  );
}

/** The same links behind a menu button, for narrow screens. */
export function NavLinkMenu({ links }: { links: NavItem[] }) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton aria-label="Open menu" variant="ghost" colorPalette="gray" size="sm">
          <FiMenu />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            {links.map((link) => (
              <Menu.Item key={link.to} value={link.to} asChild>
                <RouterLink to={link.to}>{link.label}</RouterLink>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
