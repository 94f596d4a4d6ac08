import { Box, HStack, Spacer } from '@chakra-ui/react';
import { ColorModeButton } from '../color-mode/ColorModeButton';
import { BrandLogo } from './BrandLogo';
import { HeaderBar } from './HeaderBar';
import { NavLinkMenu, NavLinkRow } from './NavLinks';
import type { NavItem } from './roleLinks';

export const PUBLIC_LINKS: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'About Us', to: '/about' },
  { label: 'Login', to: '/login' },
];

/** The signed-out header (spec §1): Home, About Us, Login; a menu button on phones. */
export function PublicHeader() {
  return (
    <HeaderBar>
      <BrandLogo />
      <Spacer />
      <NavLinkRow links={PUBLIC_LINKS} hideBelow="md" />
      <HStack gap="1">
        <ColorModeButton />
        <Box hideFrom="md">
          <NavLinkMenu links={PUBLIC_LINKS} />
        </Box>
      </HStack>
    </HeaderBar>
  );
}
