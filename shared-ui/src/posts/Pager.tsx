import { Button, HStack, Text } from '@chakra-ui/react';

export interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** Previous, 'Page 2 of 5', Next; nothing when everything fits on one page. */
export function Pager({ page, totalPages, onPage }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <HStack as="nav" aria-label="Pages" justify="center" gap="3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Text textStyle="sm" aria-current="page">
        Page {page} of {totalPages}
      </Text>
      <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </HStack>
  );
}
