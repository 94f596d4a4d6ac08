// '@pathshala/shared-api/contract/places': Bangladesh's divisions, districts and areas in English and Bangla
// (about 12 KB gzipped), the places the contract's location fields name: for the pages that pick or show a
// place and for the server's checks. An entry of its own, not in the contract's index, so that a page without
// places never loads it.
import { MATCHING_MESSAGES, type Location } from './matching';
import dataset from './locations.json';

export interface Place {
  id: string;
  en: string;
  bn: string;
}
export interface District extends Place {
  areas: Place[];
}
export interface Division extends Place {
  districts: District[];
}

/** In the dataset's order (by English name). */
export const DIVISIONS: readonly Division[] = (dataset as { divisions: Division[] }).divisions;

const DISTRICTS = new Map(
  DIVISIONS.flatMap((division) =>
    division.districts.map((district) => [district.id, { division, district }]),
  ),
);

export const findDivision = (id: string | null | undefined) =>
  DIVISIONS.find((division) => division.id === id);
/** A district and its division (district ids are unique across the country). */
export const findDistrict = (id: string | null | undefined) => (id ? DISTRICTS.get(id) : undefined);
/** An area of a district (area ids are unique within their district only). */
export const findArea = (districtId: string | null | undefined, areaId: string | null | undefined) =>
  findDistrict(districtId)?.district.areas.find((area) => area.id === areaId);

export type LocationCheck =
  { ok: true; location: Location } | { ok: false; field: keyof Location; message: string };

/**
 * Whether a location names real places that belong together. The division may be left out (it follows
 * from the district); the answer carries it filled in. An empty location is valid (no place).
 */
export function checkLocation({ division, district, area }: Partial<Location>): LocationCheck {
  const found = findDistrict(district);
  if (district && !found) return { ok: false, field: 'district', message: MATCHING_MESSAGES.districtInvalid };
  if (division && !findDivision(division))
    return { ok: false, field: 'division', message: MATCHING_MESSAGES.divisionInvalid };
  if (found && division && found.division.id !== division)
    return { ok: false, field: 'district', message: MATCHING_MESSAGES.districtInvalid };
  if (area && !found) return { ok: false, field: 'area', message: MATCHING_MESSAGES.areaWithoutDistrict };
  if (area && !findArea(district, area))
    return { ok: false, field: 'area', message: MATCHING_MESSAGES.areaInvalid };
  return {
    ok: true,
    location: {
      division: found?.division.id ?? division ?? null,
      district: district ?? null,
      area: area ?? null,
    },
  };
}

/** 'Dhanmondi, Dhaka' / 'ধানমন্ডি, ঢাকা': the most precise place first; null when there is none. */
export function placeName(location: Partial<Location>, language: 'en' | 'bn'): string | null {
  const found = findDistrict(location.district);
  const area = findArea(location.district, location.area);
  if (found) return [area?.[language], found.district[language]].filter(Boolean).join(', ');
  return findDivision(location.division)?.[language] ?? null;
}
