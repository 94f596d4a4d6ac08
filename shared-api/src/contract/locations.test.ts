import locations from './locations.json';

interface Named {
  id: string;
  en: string;
  bn: string;
}
type Area = Named;
interface District extends Named {
  areas: Area[];
}
interface Division extends Named {
  districts: District[];
}

const divisions = (locations as { divisions: Division[] }).divisions;
const districts = divisions.flatMap((d) => d.districts);
const areas = districts.flatMap((d) => d.areas);

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const BENGALI = /^[\u0980-\u09FF\s\-().,]+$/;

const findDivision = (id: string): Division => {
  const division = divisions.find((d) => d.id === id);
  if (!division) throw new Error(`no division ${id}`);
  return division;
};
const findDistrict = (id: string): District => {
  const district = districts.find((d) => d.id === id);
  if (!district) throw new Error(`no district ${id}`);
  return district;
};
const areaIds = (districtId: string): string[] => findDistrict(districtId).areas.map((a) => a.id);

const isSortedByEnglish = (items: Named[]): boolean =>
  items.every((item, i) => i === 0 || items[i - 1]!.en.toLowerCase() <= item.en.toLowerCase());

describe('locations.json', () => {
  it('has the 8 divisions and 64 districts of Bangladesh', () => {
    expect(divisions).toHaveLength(8);
    expect(divisions.map((d) => d.id).sort()).toEqual([
      'barishal',
      'chattogram',
      'dhaka',
      'khulna',
      'mymensingh',
      'rajshahi',
      'rangpur',
      'sylhet',
    ]);
    expect(districts).toHaveLength(64);
  });

  it('has districts per division as officially divided', () => {
    const counts = Object.fromEntries(divisions.map((d) => [d.id, d.districts.length]));
    expect(counts).toEqual({
      barishal: 6,
      chattogram: 11,
      dhaka: 13,
      khulna: 10,
      mymensingh: 4,
      rajshahi: 8,
      rangpur: 8,
      sylhet: 4,
    });
  });

  it('gives every district at least 3 areas, and roughly the ~495 upazilas in total', () => {
    for (const district of districts) {
      expect({ district: district.id, enough: district.areas.length >= 3 }).toEqual({
        district: district.id,
        enough: true,
      });
    }
    expect(areas.length).toBeGreaterThanOrEqual(495);
  });

  it('uses lowercase hyphenated slugs as ids', () => {
    for (const item of [...divisions, ...districts, ...areas]) {
      expect(item.id).toMatch(SLUG);
    }
  });

  it('keeps division and district ids unique across the country', () => {
    const divisionIds = divisions.map((d) => d.id);
    expect(new Set(divisionIds).size).toBe(divisionIds.length);
    const districtIds = districts.map((d) => d.id);
    expect(new Set(districtIds).size).toBe(districtIds.length);
  });

  it('keeps area ids and names unique within their district', () => {
    for (const district of districts) {
      const ids = district.areas.map((a) => a.id);
      expect({ district: district.id, duplicates: ids.filter((id, i) => ids.indexOf(id) !== i) }).toEqual({
        district: district.id,
        duplicates: [],
      });
      const names = district.areas.map((a) => a.en.toLowerCase());
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('names everything in English and in Bengali script', () => {
    for (const item of [...divisions, ...districts, ...areas]) {
      expect(item.en.trim()).not.toBe('');
      expect(item.en).toBe(item.en.trim());
      expect(item.bn.trim()).not.toBe('');
      expect(item.bn).toBe(item.bn.trim());
      expect(item.bn).toMatch(BENGALI);
    }
  });

  it('has only id/en/bn (and the child list) on every entry', () => {
    for (const division of divisions) {
      expect(Object.keys(division).sort()).toEqual(['bn', 'districts', 'en', 'id']);
      for (const district of division.districts) {
        expect(Object.keys(district).sort()).toEqual(['areas', 'bn', 'en', 'id']);
        for (const area of district.areas) expect(Object.keys(area).sort()).toEqual(['bn', 'en', 'id']);
      }
    }
  });

  it('sorts divisions, districts and areas by English name', () => {
    expect(isSortedByEnglish(divisions)).toBe(true);
    for (const division of divisions) {
      expect(isSortedByEnglish(division.districts)).toBe(true);
      for (const district of division.districts) expect(isSortedByEnglish(district.areas)).toBe(true);
    }
  });

  it('stores Bangla names NFC-normalised so searches can match them', () => {
    for (const item of [...divisions, ...districts, ...areas]) expect(item.bn).toBe(item.bn.normalize('NFC'));
  });

  describe('spot checks', () => {
    it('uses the Bangla names of the divisions', () => {
      const bn = Object.fromEntries(divisions.map((d) => [d.id, d.bn]));
      expect(bn).toEqual({
        barishal: 'বরিশাল',
        chattogram: 'চট্টগ্রাম',
        dhaka: 'ঢাকা',
        khulna: 'খুলনা',
        mymensingh: 'ময়মনসিংহ'.normalize('NFC'),
        rajshahi: 'রাজশাহী',
        rangpur: 'রংপুর',
        sylhet: 'সিলেট',
      });
    });

    it('uses current official English spellings', () => {
      const names = districts.map((d) => d.en);
      expect(names).toEqual(
        expect.arrayContaining([
          'Chattogram',
          'Cumilla',
          'Barishal',
          'Jashore',
          'Bogura',
          'Chapai Nawabganj',
          "Cox's Bazar",
        ]),
      );
      expect(names).not.toEqual(expect.arrayContaining(['Chittagong']));
      expect(names).not.toEqual(expect.arrayContaining(['Comilla']));
      expect(findDistrict('narayanganj').bn).toBe('নারায়ণগঞ্জ'.normalize('NFC'));
      expect(findDistrict('cumilla').bn).toBe('কুমিল্লা');
      expect(findDistrict('coxs-bazar').bn).toBe('কক্সবাজার');
    });

    it('lists the Dhaka city areas people search for', () => {
      expect(findDivision('dhaka').districts.map((d) => d.id)).toContain('dhaka');
      expect(areaIds('dhaka')).toEqual(
        expect.arrayContaining([
          'dhanmondi',
          'mirpur',
          'uttara',
          'mohammadpur',
          'gulshan',
          'banani',
          'motijheel',
          'old-dhaka',
          'lalbagh',
          'savar',
        ]),
      );
      expect(findDistrict('dhaka').areas.find((a) => a.id === 'dhanmondi')?.bn).toBe('ধানমন্ডি');
    });

    it('lists the Chattogram city thanas alongside its upazilas', () => {
      expect(areaIds('chattogram')).toEqual(
        expect.arrayContaining([
          'panchlaish',
          'khulshi',
          'halishahar',
          'kotwali',
          'double-mooring',
          'patenga',
          'sitakunda',
          'hathazari',
        ]),
      );
    });

    it("puts Cox's Bazar, with Teknaf, in Chattogram division", () => {
      const coxsBazar = findDivision('chattogram').districts.find((d) => d.id === 'coxs-bazar');
      expect(coxsBazar?.en).toBe("Cox's Bazar");
      expect(coxsBazar?.areas.map((a) => a.id)).toContain('teknaf');
    });

    it('gives Sylhet division its 4 districts', () => {
      expect(findDivision('sylhet').districts.map((d) => d.id)).toEqual([
        'habiganj',
        'moulvibazar',
        'sunamganj',
        'sylhet',
      ]);
    });

    it('includes the newest upazilas', () => {
      expect(areaIds('coxs-bazar')).toContain('eidgaon');
      expect(areaIds('sunamganj')).toContain('madhyanagar');
      expect(areaIds('madaripur')).toContain('dasar');
      expect(areaIds('habiganj')).toContain('shayestaganj');
    });

    it('lets districts reuse a common area name', () => {
      expect(areaIds('kushtia')).toContain('mirpur');
      expect(areaIds('dhaka')).toContain('mirpur');
    });
  });
});
