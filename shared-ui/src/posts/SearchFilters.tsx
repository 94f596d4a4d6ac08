import { Button, Heading, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { PostOwnerRole } from '@pathshala/shared-api/contract';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { FormField } from '../form/FormField';
import { ClassSelect } from './ClassSelect';
import { daysOf, EMPTY_FILTERS, type FilterField, type Filters } from './searchParams';
import { WeekdayChips } from './WeekdayChips';

export interface SearchFiltersProps {
  /** The searcher's role: a teacher looks for a minimum salary, a student for a maximum. */
  role: PostOwnerRole;
  /** The filters in force (from the URL). */
  value: Filters;
  onApply: (filters: Filters) => void;
}

function YesNoSelect({
  name,
  value,
  onChange,
}: {
  name: FilterField;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field name={name} value={value} onChange={onChange}>
        <option value="">Any</option>
        <option value="true">Yes</option>
        <option value="false">No</option>
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/**
 * The filter sidebar: edits stay here until Apply, so typing does not search on every keystroke; Clear
 * searches with no filters. The page keys it by the filters in force, so a new URL starts a fresh draft.
 */
export function SearchFilters({ role, value, onApply }: SearchFiltersProps) {
  const [draft, setDraft] = useState<Filters>(value);

  const field = (name: FilterField) => ({
    name,
    value: draft[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(draft);
  }

  return (
    <form onSubmit={submit} aria-label="Filters" noValidate>
      <Stack gap="4">
        <Heading as="h2" size="md">
          Filters
        </Heading>
        <FormField label="Subject">
          <Input size="sm" placeholder="e.g. Physics" {...field('subject')} />
        </FormField>
        <FormField label="Class">
          <ClassSelect emptyLabel="Any Class" {...field('class')} />
        </FormField>
        <FormField label="Title">
          <Input size="sm" {...field('title')} />
        </FormField>
        <FormField label="Subtitle">
          <Input size="sm" {...field('subtitle')} />
        </FormField>
        <FormField label="Description">
          <Input size="sm" {...field('description')} />
        </FormField>
        <Stack gap="2">
          <Text fontWeight="medium" textStyle="sm" aria-hidden>
            Days
          </Text>
          <WeekdayChips
            label="Days"
            value={daysOf(draft.weekly_schedule)}
            onChange={(days) => setDraft((current) => ({ ...current, weekly_schedule: days.join(',') }))}
          />
        </Stack>
        <FormField label="Time">
          <Input size="sm" placeholder="e.g. 5:00 PM" {...field('time')} />
        </FormField>
        <FormField
          label={role === 'teacher' ? 'Minimum salary (BDT)' : 'Maximum salary (BDT)'}
          helperText={role === 'teacher' ? 'Requests paying at least this' : 'Posts costing at most this'}
        >
          <Input size="sm" type="number" inputMode="numeric" min={0} step={1} {...field('salary')} />
        </FormField>
        <SimpleGrid columns={2} gap="3">
          <FormField label="Continuous">
            <YesNoSelect {...field('is_continuous')} />
          </FormField>
          <FormField label="Batch">
            <YesNoSelect {...field('is_batch')} />
          </FormField>
        </SimpleGrid>
        <FormField label="Batch size">
          <Input size="sm" type="number" inputMode="numeric" min={2} step={1} {...field('max_size')} />
        </FormField>
        <HStack gap="2">
          <Button type="submit" colorPalette="brand" size="sm" flex="1">
            Apply filters
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              setDraft(EMPTY_FILTERS);
              onApply(EMPTY_FILTERS);
            }}
          >
            Clear
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
