import { Button, type ButtonProps } from '@chakra-ui/react';
import { useLanguage } from './hooks';
import { useUiText } from './ui-catalog';

/** Switches between English and Bangla at once; names the other language in its own script. */
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
      lang={other}
      aria-label={t('language.switch')}
      onClick={() => void setLanguage(other)}
      {...props}
    >
      {t('language.other')}
    </Button>
  );
}
