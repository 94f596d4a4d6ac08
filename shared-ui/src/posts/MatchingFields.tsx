import { SimpleGrid, Stack, type SimpleGridProps } from '@chakra-ui/react';
import { CLASSES_WITH_MEDIUM, isOnlineOnly } from '@pathshala/shared-api/contract';
import { FormField } from '../form/FormField';
import { FormSection } from '../form/FormSection';
import { GenderSelect } from './GenderSelect';
import { usePostsText } from './i18n';
import { LocationFields } from './LocationFields';
import { setEachOf, type MatchingErrors, type MatchingValues } from './matchingValues';
import { MediumSelect } from './MediumSelect';
import { ModeChips } from './ModeChips';
import type { PostFormState } from './postFormSections';

export interface MatchingFieldsProps {
  /** The matching values, and the post's class (a school class needs a medium). */
  values: MatchingValues & { class?: string };
  errors: MatchingErrors;
  /** The fields a choice changed (a new division clears the district and area, say). */
  onChange: (changes: Partial<MatchingValues>) => void;
  /** Shows 'Preferred tutor' (Any / Male / Female): a student's request only. */
  tutorGender?: boolean;
  disabled?: boolean;
  /** The location selects' grid (default: three from `md` up; pass 1 in a narrow dialog). */
  locationColumns?: SimpleGridProps['columns'];
  /** Nothing required (a profile's where and how): no field is marked and the medium needs no class. */
  optional?: boolean;
}

/**
 * A post's "where and how", for any post form: Teaching mode (one or more), the place (its district required
 * unless online only), the Medium (required for Class 1–12) and, on a request, the Preferred tutor.
 */
export function MatchingFields({
  values,
  errors,
  onChange,
  tutorGender = false,
  disabled,
  locationColumns,
  optional = false,
}: MatchingFieldsProps) {
  const t = usePostsText();
  const onlineOnly = isOnlineOnly(values.modes);
  const needsMedium = values.class !== undefined && CLASSES_WITH_MEDIUM.includes(values.class);
  return (
    <Stack gap="5">
      <ModeChips
        label={t('field.modes')}
        value={values.modes}
        // Online only needs no place: a message asking for one goes (setting the district clears its error).
        onChange={(modes) => onChange(isOnlineOnly(modes) ? { modes, district: values.district } : { modes })}
        required={!optional}
        hint={t('form.modesHint')}
        error={errors.modes}
        disabled={disabled}
      />
      <LocationFields
        value={values}
        onChange={(location) => onChange(location)}
        errors={errors}
        required={!optional && !onlineOnly}
        districtHint={!optional && onlineOnly ? t('form.onlineOnlyPlace') : undefined}
        disabled={disabled}
        columns={locationColumns}
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
        <FormField
          label={t('field.medium')}
          required={needsMedium}
          error={errors.medium}
          helperText={optional ? undefined : t('form.mediumHint')}
          disabled={disabled}
        >
          <MediumSelect
            value={values.medium}
            onChange={(event) => onChange({ medium: event.target.value })}
            emptyLabel={t('form.chooseMedium')}
          />
        </FormField>
        {tutorGender ? (
          <FormField
            label={t('field.preferredTutor')}
            error={errors.preferred_tutor_gender}
            disabled={disabled}
          >
            <GenderSelect
              name="preferred_tutor_gender"
              value={values.preferred_tutor_gender}
              onChange={(event) => onChange({ preferred_tutor_gender: event.target.value })}
              emptyLabel={t('gender.any')}
            />
          </FormField>
        ) : null}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The post forms' 'Where and how' section (`MatchingFields` on a `usePostForm` state). `tutorGender` on the
 * student's request form.
 */
export function PostMatchingSection({ form, tutorGender }: { form: PostFormState; tutorGender?: boolean }) {
  const t = usePostsText();
  const { values, errors, set, status } = form;
  return (
    <FormSection title={t('form.whereHow')}>
      <MatchingFields
        values={values}
        errors={errors}
        onChange={setEachOf(set)}
        tutorGender={tutorGender}
        disabled={status !== 'idle'}
      />
    </FormSection>
  );
}
