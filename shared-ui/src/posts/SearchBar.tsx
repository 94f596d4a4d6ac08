import { chakra, Flex, Input, NativeSelect, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import { usePostsText } from './i18n';
import { sortOptions } from './searchParams';

export interface SearchBarProps {
  keyword: string;
  onKeywordChange: (keyword: string) => void;
  /** Enter in the keyword box. */
  onSubmit: () => void;
  /** What the box searches, e.g. 'Search posts by subject, title or description'. */
  placeholder: string;
  sort: string;
  onSortChange: (sort: string) => void;
  /** A keyword is in force: 'Best match' is offered. */
  hasKeyword: boolean;
}

/** The keyword box and the order of the results. */
export function SearchBar({
  keyword,
  onKeywordChange,
  onSubmit,
  placeholder,
  sort,
  onSortChange,
  hasKeyword,
}: SearchBarProps) {
  const t = usePostsText();
  const id = useId();
  return (
    <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }}>
      <chakra.form
        role="search"
        flex="1"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <VisuallyHidden asChild>
          <label htmlFor={id}>{t('search.keyword')}</label>
        </VisuallyHidden>
        <Input
          id={id}
          type="search"
          placeholder={placeholder}
          value={keyword}
          onChange={(event) => onKeywordChange(event.target.value)}
        />
      </chakra.form>
      <NativeSelect.Root w={{ base: 'full', md: '14rem' }}>
        <NativeSelect.Field
          aria-label={t('search.sortBy')}
          value={sort}
          onChange={(event) => onSortChange(event.target.value)}
        >
          {sortOptions(hasKeyword).map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.labelKey)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Flex>
  );
}
