import { Center, Spinner, Text, VStack } from '@chakra-ui/react';
import { useUiText } from '../i18n/ui-catalog';

export interface LoadingViewProps {
  /** The visible label (default 'Loading...'). */
  label?: string;
}

/** A centred spinner with a visible label, announced politely to screen readers. */
export function LoadingView({ label }: LoadingViewProps) {
  const t = useUiText();
  return (
    <Center role="status" aria-live="polite" py="16" px="4">
      <VStack gap="3">
        <Spinner size="lg" color="brand.solid" borderWidth="3px" aria-hidden />
        <Text color="fg.muted">{label ?? t('states.loading')}</Text>
      </VStack>
    </Center>
  );
}
