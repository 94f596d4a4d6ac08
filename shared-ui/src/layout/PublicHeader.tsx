import { HStack, IconButton, Spacer } from '@chakra-ui/react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { FiMenu, FiX } from 'react-icons/fi';
import { useLocation } from 'react-router-dom';
import { ColorModeButton } from '../color-mode/ColorModeButton';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { uiText, useUiText } from '../i18n/ui-catalog';
import { BrandLogo } from './BrandLogo';
import { HeaderBar } from './HeaderBar';
import { NavLinkColumn, NavLinkRow } from './NavLinks';
import { navItem, type NavItem } from './navItem';

/** The signed-out links; each label reads in the active language where it is shown. */
export const PUBLIC_LINKS: NavItem[] = [
  navItem(uiText, 'nav.home', '/'),
  navItem(uiText, 'nav.about', '/about'),
  navItem(uiText, 'nav.login', '/login'),
];

/**
 * The signed-out header (spec §1): Home, About Us, Login; on phones the links sit behind a menu button.
 * The phone menu is a plain disclosure (a button that shows a list of links), so the landing page ships no
 * menu machinery. It closes on any navigation and on Escape.
 */
export function PublicHeader() {
  const t = useUiText(); // the links' labels read from this catalogue, and the header re-renders on a switch
  const { pathname } = useLocation();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The page the menu was opened on: navigating anywhere closes it, without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpenOn(null);
    buttonRef.current?.focus();
  };

  return (
    <HeaderBar
      panel={
        open ? (
          <NavLinkColumn
            id={panelId}
            links={PUBLIC_LINKS}
            aria-label={t('nav.mainMenu')}
            hideFrom="md"
            pb="3"
            onClick={() => setOpenOn(null)}
            onKeyDown={closeOnEscape}
          />
        ) : null
      }
    >
      <BrandLogo />
      <Spacer />
      <NavLinkRow links={PUBLIC_LINKS} hideBelow="md" />
      <HStack gap="1">
        <LanguageSwitch />
        <ColorModeButton />
        <IconButton
          ref={buttonRef}
          aria-label={t('nav.openMenu')}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          variant="ghost"
          colorPalette="gray"
          size="sm"
          hideFrom="md"
          onClick={() => setOpenOn(open ? null : pathname)}
          onKeyDown={closeOnEscape}
        >
          {open ? <FiX /> : <FiMenu />}
        </IconButton>
      </HStack>
    </HeaderBar>
  );
}
