import { MATCHING_MESSAGES } from './matching';
import { checkLocation, DIVISIONS, findArea, findDistrict, findDivision, placeName } from './places';

describe('checkLocation', () => {
  it('accepts real places that belong together and fills the division in from the district', () => {
    expect(checkLocation({ division: 'dhaka', district: 'dhaka', area: 'dhanmondi' })).toEqual({
      ok: true,
      location: { division: 'dhaka', district: 'dhaka', area: 'dhanmondi' },
    });
    expect(checkLocation({ district: 'gazipur' })).toEqual({
      ok: true,
      location: { division: 'dhaka', district: 'gazipur', area: null },
    });
    expect(checkLocation({ division: null, district: 'chattogram', area: 'agrabad' })).toEqual({
      ok: true,
      location: { division: 'chattogram', district: 'chattogram', area: 'agrabad' },
    });
  });

  it('accepts a division alone, and no place at all', () => {
    expect(checkLocation({ division: 'sylhet' })).toEqual({
      ok: true,
      location: { division: 'sylhet', district: null, area: null },
    });
    expect(checkLocation({})).toEqual({ ok: true, location: { division: null, district: null, area: null } });
    expect(checkLocation({ division: null, district: null, area: null })).toEqual({
      ok: true,
      location: { division: null, district: null, area: null },
    });
  });

  it('names the field of a place that does not exist', () => {
    expect(checkLocation({ district: 'atlantis' })).toEqual({
      ok: false,
      field: 'district',
      message: MATCHING_MESSAGES.districtInvalid,
    });
    expect(checkLocation({ division: 'narnia' })).toEqual({
      ok: false,
      field: 'division',
      message: MATCHING_MESSAGES.divisionInvalid,
    });
    expect(checkLocation({ division: 'narnia', district: 'dhaka' })).toEqual({
      ok: false,
      field: 'division',
      message: MATCHING_MESSAGES.divisionInvalid,
    });
    expect(checkLocation({ district: 'dhaka', area: 'atlantis' })).toEqual({
      ok: false,
      field: 'area',
      message: MATCHING_MESSAGES.areaInvalid,
    });
  });

  it('refuses places that do not belong together', () => {
    // A district of another division.
    expect(checkLocation({ division: 'chattogram', district: 'dhaka' })).toEqual({
      ok: false,
      field: 'district',
      message: MATCHING_MESSAGES.districtInvalid,
    });
    // An area of another district.
    expect(checkLocation({ district: 'dhaka', area: 'agrabad' })).toEqual({
      ok: false,
      field: 'area',
      message: MATCHING_MESSAGES.areaInvalid,
    });
    // An area without its district.
    expect(checkLocation({ division: 'dhaka', area: 'dhanmondi' })).toEqual({
      ok: false,
      field: 'area',
      message: MATCHING_MESSAGES.areaWithoutDistrict,
    });
  });

  it('every district and area of the dataset checks out with its own division', () => {
    for (const division of DIVISIONS)
      for (const district of division.districts) {
        expect(checkLocation({ district: district.id })).toEqual({
          ok: true,
          location: { division: division.id, district: district.id, area: null },
        });
        for (const area of district.areas)
          expect(checkLocation({ division: division.id, district: district.id, area: area.id }).ok).toBe(
            true,
          );
      }
  });
});

describe('finding places', () => {
  it('finds a district with its division, and an area within its district only', () => {
    expect(findDistrict('gazipur')?.division.id).toBe('dhaka');
    expect(findDistrict(null)).toBeUndefined();
    expect(findDivision('rangpur')?.en).toBe('Rangpur');
    // Area ids are unique within a district: Chawkbazar is in Dhaka and in Chattogram.
    expect(findArea('dhaka', 'chawkbazar')).toBeDefined();
    expect(findArea('chattogram', 'chawkbazar')).toBeDefined();
    expect(findArea('gazipur', 'dhanmondi')).toBeUndefined();
    expect(findArea(undefined, 'dhanmondi')).toBeUndefined();
  });
});

describe('placeName', () => {
  it('names the most precise place first, in English or Bangla', () => {
    expect(placeName({ division: 'dhaka', district: 'dhaka', area: 'dhanmondi' }, 'en')).toBe(
      'Dhanmondi, Dhaka',
    );
    expect(placeName({ division: 'dhaka', district: 'dhaka', area: 'dhanmondi' }, 'bn')).toBe(
      'ধানমন্ডি, ঢাকা',
    );
    expect(placeName({ district: 'chattogram' }, 'en')).toBe('Chattogram');
    expect(placeName({ district: 'chattogram', area: 'agrabad' }, 'bn')).toBe('আগ্রাবাদ, চট্টগ্রাম');
  });

  it('falls back to the division, and is null without a place', () => {
    expect(placeName({ division: 'sylhet' }, 'en')).toBe('Sylhet');
    expect(placeName({ division: 'sylhet' }, 'bn')).toBe('সিলেট');
    expect(placeName({}, 'en')).toBeNull();
    expect(placeName({ division: null, district: null, area: null }, 'bn')).toBeNull();
    // An unknown area is left out; an unknown district falls back to the division.
    expect(placeName({ district: 'dhaka', area: 'atlantis' }, 'en')).toBe('Dhaka');
    expect(placeName({ division: 'khulna', district: 'atlantis' }, 'en')).toBe('Khulna');
  });
});
