import { Box, Button, chakra, HStack } from '@pathshala/shared-ui';
import { FormField, Input } from '@pathshala/shared-ui/forms';
import { useState, type FormEvent } from 'react';
import { useText } from '../i18n';

export interface SearchFormProps {
  /** The search's accessible name, e.g. 'Search users'. */
  label: string;
  /** The field's label, e.g. 'Name or username'. */
  fieldLabel: string;
  /** The search in force. */
  value: string;
  onSearch: (q: string) => void;
}

/** A search box that searches on Enter or Search; Clear shows while a search is in force. */
export function SearchForm({ label, fieldLabel, value, onSearch }: SearchFormProps) {
  const t = useText();
  const [text, setText] = useState(value);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    <chakra.form role="search" aria-label={label} onSubmit={submit} w="full" maxW={{ md: 'lg' }}>
      <HStack align="end" gap="2">
        <Box flex="1" minW="0">
          <FormField label={fieldLabel}>
            <Input type="search" name="q" value={text} onChange={(event) => setText(event.target.value)} />
          </FormField>
        </Box>
        <Button type="submit" variant="outline" flexShrink="0">
          {t('common.search')}
        </Button>
        {value ? (
          <Button
            type="button"
            variant="ghost"
            flexShrink="0"
            onClick={() => {
              setText('');
              onSearch('');
            }}
          >
            {t('common.clear')}
          </Button>
        ) : null}
      </HStack>
    </chakra.form>
  );
}
