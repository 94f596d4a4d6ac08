import { NativeSelect, SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useLanguage } from '@pathshala/shared-ui';
import { FormField } from '../form/FormField';
import { usePostsText } from './i18n';
import type { LocationValue } from './matchingValues';
import { byName, DIVISIONS, findDistrict, findDivision } from './places';

export type { LocationValue };

export interface LocationFieldsProps {
  /** The place chosen: dataset ids, '' for none (`locationValue()` makes one from a stored `Location`). */
  value: LocationValue;
  /** The whole place after a choice: a new division clears the district and area, a new district the area. */
  onChange: (value: LocationValue) => void;
  /** A message under each select (a contract or server message shows in the active language). */
  errors?: Partial<Record<keyof LocationValue, string | null | undefined>>;
  /**
   * 'form' (default): 'Choose a division' and so on, the district marked `required` where asked.
   * 'filter': small selects for a search sidebar, 'Any division', 'Any district', 'Any area'.
   */
  variant?: 'form' | 'filter';
  /** Marks the district required (the division follows from it; an area is always optional). */
  required?: boolean;
  /** A line under the District select, e.g. why it is optional. */
  districtHint?: string;
  disabled?: boolean;
  /** The selects' names (default division, district, area): a form focuses the first one in error by name. */
  names?: Partial<Record<keyof LocationValue, string>>;
  /** The selects' grid (default: one column in a filter; three from `md` up in a form). */
  columns?: SimpleGridProps['columns'];
}

/**
 * Division → District → Area as three dependent native selects, each labelled, with its error under it and
 * every place named in the active language (ordered by that name). The district list is the chosen division's;
 * with no division it lists every district by division, and choosing one fills in its division. The area list
 * is the chosen district's, and waits for one. Controlled; for post forms, a profile and the search sidebar.
 */
export function LocationFields({
  value,
  onChange,
  errors = {},
  variant = 'form',
  required = false,
  districtHint,
  disabled,
  names = {},
  columns,
}: LocationFieldsProps) {
  const t = usePostsText();
  const [language] = useLanguage();
  const filter = variant === 'filter';
  const size = filter ? 'sm' : 'md';
  const inDistrict = findDistrict(value.district);
  // A district on its own (an old link, a profile) shows under its division.
  const divisionId = value.division || inDistrict?.division.id || '';
  const division = findDivision(divisionId);

  const divisions = useMemo(() => byName(DIVISIONS, language), [language]);
  const districtGroups = useMemo(
    () =>
      (division ? [division] : divisions).map((group) => ({
        group,
        districts: byName(group.districts, language),
      })),
    [division, divisions, language],
  );
  const areas = useMemo(
    () => (inDistrict ? byName(inDistrict.district.areas, language) : []),
    [inDistrict, language],
  );

  const chooseDivision = (id: string) => onChange({ division: id, district: '', area: '' });
  const chooseDistrict = (id: string) =>
    onChange({ division: findDistrict(id)?.division.id ?? divisionId, district: id, area: '' });
  const chooseArea = (id: string) => onChange({ division: divisionId, district: value.district, area: id });

  const districtOptions = districtGroups.map(({ group, districts }) => {
    const options = districts.map((district) => (
      <option key={district.id} value={district.id}>
        {district[language]}
      </option>
    ));
    return division ? (
      options
    ) : (
      <optgroup key={group.id} label={group[language]}>
        {options}
      </optgroup>
    );
  });

  return (
    <SimpleGrid columns={columns ?? (filter ? 1 : { base: 1, md: 3 })} gap={filter ? '4' : '5'}>
      <FormField label={t('field.division')} error={errors.division} disabled={disabled}>
        <NativeSelect.Root size={size}>
          <NativeSelect.Field
            name={names.division ?? 'division'}
            value={divisionId}
            onChange={(event) => chooseDivision(event.target.value)}
          >
            <option value="">{filter ? t('location.anyDivision') : t('location.chooseDivision')}</option>
            {divisions.map((place) => (
              <option key={place.id} value={place.id}>
                {place[language]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField
        label={t('field.district')}
        required={required}
        error={errors.district}
        helperText={districtHint}
        disabled={disabled}
      >
        <NativeSelect.Root size={size}>
          <NativeSelect.Field
            name={names.district ?? 'district'}
            value={value.district}
            onChange={(event) => chooseDistrict(event.target.value)}
          >
            <option value="">{filter ? t('location.anyDistrict') : t('location.chooseDistrict')}</option>
            {districtOptions}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={t('field.area')} error={errors.area} disabled={disabled || !inDistrict}>
        <NativeSelect.Root size={size}>
          <NativeSelect.Field
            name={names.area ?? 'area'}
            value={inDistrict ? value.area : ''}
            onChange={(event) => chooseArea(event.target.value)}
          >
            <option value="">
              {!inDistrict
                ? t('location.districtFirst')
                : filter
                  ? t('location.anyArea')
                  : t('location.chooseArea')}
            </option>
            {areas.map((area) => (
              <option key={area.id} value={area.id}>
                {area[language]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </SimpleGrid>
  );
}
