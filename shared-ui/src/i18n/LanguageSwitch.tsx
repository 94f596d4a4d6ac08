import { Button, chakra, VisuallyHidden, type ButtonProps } from '@chakra-ui/react';
import { useLanguage } from './hooks';
import { useUiText } from './ui-catalog';

/**
 * Switches between English and Bangla at once. It shows the other language's name in its own script; its
 * accessible name starts with that name (as seen) and says what a press does: 'বাংলা (Switch to Bangla)'.
 */
export function LanguageSwitch(props: Omit<ButtonProps, 'onClick' | 'children'>) {
  const [language, setLanguage] = useLanguage();
  const t = useUiText();
  const other = language === 'bn' ? 'en' : 'bn';
  return (
    <Button
      variant="ghost"
      colorPalette="gray"
      size="sm"
      px="2"
      onClick={() => void setLanguage(other)}
      {...props}
    >
      <chakra.span lang={other}>{t('language.other')}</chakra.span>
      <VisuallyHidden>{t('language.switchHint')}</VisuallyHidden>
    </Button>
  );
}
