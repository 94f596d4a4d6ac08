import { IconButton } from '@chakra-ui/react';
import type { IconButtonProps } from '@chakra-ui/react';
import { FiMoon, FiSun } from 'react-icons/fi';
import { useUiText } from '../i18n/ui-catalog';
import { useColorMode } from './color-mode';

export type ColorModeButtonProps = Omit<IconButtonProps, 'aria-label' | 'onClick'>;

/** Switches between light and dark; the icon shows the mode a click switches to. */
export function ColorModeButton(props: ColorModeButtonProps) {
  const { colorMode, toggleColorMode } = useColorMode();
  const t = useUiText();
  return (
    <IconButton
      aria-label={t('colorMode.toggle')}
      variant="ghost"
      colorPalette="gray"
      size="sm"
      onClick={toggleColorMode}
      {...props}
    >
      {colorMode === 'dark' ? <FiSun /> : <FiMoon />}
    </IconButton>
  );
}
