import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

export interface LoadingViewProps {
  label?: string;
}

/** A centred spinner with a visible label, announced politely to screen readers. */
export function LoadingView({ label = 'Loading...' }: LoadingViewProps) {
  return (
    <Center role="status" aria-live="polite" py="16" px="4">
      <VStack gap="3">
        <Spinner size="lg" color="brand.solid" borderWidth="3px" aria-hidden />
        <Text color="fg.muted">{label}</Text>
      </VStack>
    </Center>
  );
}
