import { Button, Heading, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { PostOwnerRole } from '@pathshala/shared-api/contract';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { FormField } from '../form/FormField';
import { ClassSelect } from './ClassSelect';
import { GenderSelect } from './GenderSelect';
import { usePostsText } from './i18n';
import { LocationFields } from './LocationFields';
import { MediumSelect } from './MediumSelect';
import { ModeChips } from './ModeChips';
import { daysOf, EMPTY_FILTERS, modesOf, type FilterField, type Filters } from './searchParams';
import { WeekdayChips } from './WeekdayChips';

export interface SearchFiltersProps {
  /**
   * The searcher's role: a teacher looks for a minimum salary, a student for a maximum, and a student may ask
   * for a male or female tutor.
   */
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
  const t = usePostsText();
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field name={name} value={value} onChange={onChange}>
        <option value="">{t('filters.any')}</option>
        <option value="true">{t('filters.yes')}</option>
        <option value="false">{t('filters.no')}</option>
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
  const t = usePostsText();
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
    <form onSubmit={submit} aria-label={t('filters.heading')} noValidate>
      <Stack gap="4">
        <Heading as="h2" size="md">
          {t('filters.heading')}
        </Heading>
        <FormField label={t('field.subject')}>
          <Input size="sm" placeholder={t('filters.subjectPlaceholder')} {...field('subject')} />
        </FormField>
        <FormField label={t('field.class')}>
          <ClassSelect emptyLabel={t('filters.anyClass')} {...field('class')} />
        </FormField>
        <LocationFields
          variant="filter"
          value={draft}
          onChange={(place) => setDraft((current) => ({ ...current, ...place }))}
        />
        <ModeChips
          label={t('field.modes')}
          size="sm"
          name="mode"
          value={modesOf(draft.mode)}
          onChange={(modes) => setDraft((current) => ({ ...current, mode: modes.join(',') }))}
        />
        <FormField label={t('field.medium')}>
          <MediumSelect size="sm" emptyLabel={t('filters.anyMedium')} {...field('medium')} />
        </FormField>
        {role === 'student' ? (
          <FormField label={t('filters.tutorGender')}>
            <GenderSelect size="sm" emptyLabel={t('gender.any')} {...field('tutor_gender')} />
          </FormField>
        ) : null}
        <FormField label={t('field.title')}>
          <Input size="sm" {...field('title')} />
        </FormField>
        <FormField label={t('field.subtitle')}>
          <Input size="sm" {...field('subtitle')} />
        </FormField>
        <FormField label={t('field.description')}>
          <Input size="sm" {...field('description')} />
        </FormField>
        <Stack gap="2">
          <Text fontWeight="medium" textStyle="sm" aria-hidden>
            {t('field.days')}
          </Text>
          <WeekdayChips
            label={t('field.days')}
            value={daysOf(draft.weekly_schedule)}
            onChange={(days) => setDraft((current) => ({ ...current, weekly_schedule: days.join(',') }))}
          />
        </Stack>
        <FormField label={t('field.time')}>
          <Input size="sm" placeholder={t('filters.timePlaceholder')} {...field('time')} />
        </FormField>
        <FormField
          label={role === 'teacher' ? t('filters.minSalary') : t('filters.maxSalary')}
          helperText={role === 'teacher' ? t('filters.minSalaryHint') : t('filters.maxSalaryHint')}
        >
          <Input size="sm" type="number" inputMode="numeric" min={0} step={1} {...field('salary')} />
        </FormField>
        <SimpleGrid columns={2} gap="3">
          <FormField label={t('field.continuous')}>
            <YesNoSelect {...field('is_continuous')} />
          </FormField>
          <FormField label={t('field.batch')}>
            <YesNoSelect {...field('is_batch')} />
          </FormField>
        </SimpleGrid>
        <FormField label={t('filters.batchSize')}>
          <Input size="sm" type="number" inputMode="numeric" min={2} step={1} {...field('max_size')} />
        </FormField>
        <HStack gap="2">
          <Button type="submit" colorPalette="brand" size="sm" flex="1">
            {t('filters.apply')}
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
            {t('filters.clear')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
