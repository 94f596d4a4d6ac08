import { HStack, Link, Stack } from '@chakra-ui/react';
import type { StackProps } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { useUiText } from '../i18n/ui-catalog';
import type { NavItem } from './navItem';

/** Home ('/') matches only itself; every other link also stays active on its sub-pages. */
export const isExact = (to: string) => to === '/';

/** The links, each marked (aria-current="page") and highlighted while its page is open. */
function NavLinkItems({ links }: { links: NavItem[] }) {
  return links.map((link) => (
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
  ));
}

/** The links as a row, in a navigation landmark named 'Main'. */
export function NavLinkRow({ links, ...stackProps }: { links: NavItem[] } & StackProps) {
  const t = useUiText();
  return (
    <HStack as="nav" aria-label={t('nav.main')} gap="1" {...stackProps}>
      <NavLinkItems links={links} />
    </HStack>
  );
}

/** The links as a column (the phone menu's panel). */
export function NavLinkColumn({ links, ...stackProps }: { links: NavItem[] } & StackProps) {
  return (
    <Stack as="nav" gap="1" {...stackProps}>
      <NavLinkItems links={links} />
    </Stack>
  );
}
