// The one module of shared-ui that loads Bangladesh's places (the contract's `places` entry, about 12 KB
// gzipped): only the posts entry, already loaded lazily by the pages that show posts, reaches it.
import * as locations from '@pathshala/shared-api/contract/places';
import type { Division, District, Place } from '@pathshala/shared-api/contract/places';
import type { Location } from '@pathshala/shared-api/contract';
import { useMemo } from 'react';
import { useLanguage } from '@pathshala/shared-ui';

export type { Division, District, Place };

export const { DIVISIONS, checkLocation, findArea, findDistrict, findDivision } = locations;

/**
 * 'Dhanmondi, Dhaka' / 'ধানমন্ডি, ঢাকা' in the active language: the area and its district, or only the
 * district, or only the division; null for no place (say, an online-only post, or one made before places).
 */
export function usePlaceName(): (location: Partial<Location>) => string | null {
  const [language] = useLanguage();
  return useMemo(() => (location: Partial<Location>) => locations.placeName(location, language), [language]);
}

/** Places ordered by their name in `language` (the dataset keeps the English order). */
export function byName<P extends Place>(places: readonly P[], language: 'en' | 'bn'): P[] {
  const collator = new Intl.Collator(language);
  return [...places].sort((a, b) => collator.compare(a[language], b[language]));
}
