import { Box, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled group of a long form's fields: a fieldset whose legend is the title. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      as="fieldset"
      borderWidth="1px"
      borderColor="border"
      rounded="l3"
      p={{ base: '3', md: '6' }}
      minW="0"
    >
      <Heading as="legend" size="md" px="2" ms="-2">
        {title}
      </Heading>
      <Stack gap="5" mt="2">
        {children}
      </Stack>
    </Box>
  );
}
