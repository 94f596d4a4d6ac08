import { MATCHING_MESSAGES, type TeachingMode } from '@pathshala/shared-api/contract';
import messagesInBangla from '@pathshala/shared-api/locales/bn.json';
import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { FormField } from '../form/FormField';
import { setLanguage } from '../i18n/catalogs';
import { renderWithProviders } from '../testing';
import { GenderSelect } from './GenderSelect';
import { LocationFields, type LocationFieldsProps } from './LocationFields';
import { EMPTY_LOCATION, type LocationValue } from './matchingValues';
import { MediumSelect } from './MediumSelect';
import { ModeChips } from './ModeChips';

/** The fields as a page holds them, each change recorded, the value in force shown. */
function Place({
  initial = EMPTY_LOCATION,
  onChange,
  ...props
}: Omit<LocationFieldsProps, 'value' | 'onChange'> & {
  initial?: LocationValue;
  onChange: (value: LocationValue) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <LocationFields
      {...props}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

function renderPlace(props: Partial<Parameters<typeof Place>[0]> = {}) {
  const onChange = jest.fn<void, [LocationValue]>();
  return { ...renderWithProviders(<Place onChange={onChange} {...props} />), onChange };
}

const select = (name: RegExp | string) => screen.getByRole('combobox', { name });
const optionTexts = (element: HTMLElement) =>
  within(element)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('LocationFields', () => {
  it("lists the chosen division's districts and the chosen district's areas; a new division starts over", async () => {
    const { user, onChange } = renderPlace();
    expect(select(/^Division/)).toHaveValue('');
    expect(select(/^Area/)).toBeDisabled();

    await user.selectOptions(select(/^Division/), 'Mymensingh');
    expect(onChange).toHaveBeenLastCalledWith({ division: 'mymensingh', district: '', area: '' });
    expect(optionTexts(select(/^District/))).toEqual([
      'Choose a district',
      'Jamalpur',
      'Mymensingh',
      'Netrokona',
      'Sherpur',
    ]);
    // no area before a district
    expect(select(/^Area/)).toBeDisabled();
    expect(optionTexts(select(/^Area/))).toEqual(['Choose a district first']);

    await user.selectOptions(select(/^District/), 'Sherpur');
    expect(onChange).toHaveBeenLastCalledWith({ division: 'mymensingh', district: 'sherpur', area: '' });
    const areas = select(/^Area/);
    expect(areas).toBeEnabled();
    expect(optionTexts(areas)[0]).toBe('Choose an area');
    expect(optionTexts(areas)).toContain('Nalitabari');
    // only Sherpur's
    expect(optionTexts(areas)).not.toContain('Dhanmondi');

    await user.selectOptions(areas, 'Nalitabari');
    expect(onChange).toHaveBeenLastCalledWith({
      division: 'mymensingh',
      district: 'sherpur',
      area: 'nalitabari',
    });

    // a new district leaves the old one's area behind
    await user.selectOptions(select(/^District/), 'Jamalpur');
    expect(onChange).toHaveBeenLastCalledWith({ division: 'mymensingh', district: 'jamalpur', area: '' });
    expect(select(/^Area/)).toHaveValue('');

    // a new division clears the district and the area
    await user.selectOptions(select(/^Area/), 'Jamalpur Sadar');
    await user.selectOptions(select(/^Division/), 'Sylhet');
    expect(onChange).toHaveBeenLastCalledWith({ division: 'sylhet', district: '', area: '' });
    expect(select(/^District/)).toHaveValue('');
    expect(optionTexts(select(/^District/))).toEqual([
      'Choose a district',
      'Habiganj',
      'Moulvibazar',
      'Sunamganj',
      'Sylhet',
    ]);
    expect(select(/^Area/)).toBeDisabled();
  });

  it('lists every district by division before one is chosen, and a district brings its division', async () => {
    const { user, onChange } = renderPlace();
    const districts = select(/^District/);
    const groups = within(districts).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('label'))).toEqual([
      'Barishal',
      'Chattogram',
      'Dhaka',
      'Khulna',
      'Mymensingh',
      'Rajshahi',
      'Rangpur',
      'Sylhet',
    ]);
    expect(within(districts).getAllByRole('option')).toHaveLength(65);

    await user.selectOptions(districts, 'Gazipur');
    expect(onChange).toHaveBeenLastCalledWith({ division: 'dhaka', district: 'gazipur', area: '' });
    expect(select(/^Division/)).toHaveValue('dhaka');
    expect(optionTexts(select(/^District/))).toHaveLength(14);
  });

  it('shows a district given without its division under that division', () => {
    renderPlace({ initial: { division: '', district: 'cumilla', area: 'laksam' } });
    expect(select(/^Division/)).toHaveDisplayValue('Chattogram');
    expect(select(/^District/)).toHaveDisplayValue('Cumilla');
    expect(select(/^Area/)).toHaveDisplayValue('Laksam');
  });

  it("marks the district required when asked, with a hint, and shows each select's message", () => {
    renderPlace({
      required: true,
      districtHint: 'Where the tuition happens',
      errors: { district: 'Choose a district, or teach online only', area: 'Not a real area' },
    });
    expect(select(/^District/)).toBeRequired();
    expect(select(/^Division/)).not.toBeRequired();
    expect(select(/^District/)).toHaveAccessibleErrorMessage('Choose a district, or teach online only');
    expect(select(/^Area/)).toHaveAccessibleErrorMessage('Not a real area');
    // the hint makes way for the message
    expect(screen.queryByText('Where the tuition happens')).not.toBeInTheDocument();
  });

  it("offers 'Any' in a filter, with small selects named division, district and area", async () => {
    const { user } = renderPlace({ variant: 'filter' });
    expect(optionTexts(select('Division'))[0]).toBe('Any division');
    expect(optionTexts(select('District'))[0]).toBe('Any district');
    await user.selectOptions(select('District'), 'Khulna');
    expect(optionTexts(select('Area'))[0]).toBe('Any area');
    expect(select('Division')).toHaveAttribute('name', 'division');
    expect(select('District')).toHaveAttribute('name', 'district');
    expect(select('Area')).toHaveAttribute('name', 'area');
  });

  it('names the places in Bangla, in the order of their Bangla names', async () => {
    await act(() => setLanguage('bn'));
    const { user, onChange } = renderPlace({ variant: 'filter' });
    expect(optionTexts(screen.getByRole('combobox', { name: 'বিভাগ' }))[0]).toBe('যেকোনো বিভাগ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'বিভাগ' }), 'ঢাকা');
    expect(optionTexts(screen.getByRole('combobox', { name: 'জেলা' }))).toEqual([
      'যেকোনো জেলা',
      'কিশোরগঞ্জ',
      'গাজীপুর',
      'গোপালগঞ্জ',
      'টাঙ্গাইল',
      'ঢাকা',
      'নরসিংদী',
      'নারায়ণগঞ্জ',
      'ফরিদপুর',
      'মাদারীপুর',
      'মানিকগঞ্জ',
      'মুন্সীগঞ্জ',
      'রাজবাড়ী',
      'শরীয়তপুর',
    ]);
    expect(optionTexts(screen.getByRole('combobox', { name: 'এলাকা' }))).toEqual(['আগে জেলা বেছে নিন']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'জেলা' }), 'ঢাকা');
    await user.selectOptions(screen.getByRole('combobox', { name: 'এলাকা' }), 'ধানমন্ডি');
    // the stored ids stay the dataset's
    expect(onChange).toHaveBeenLastCalledWith({ division: 'dhaka', district: 'dhaka', area: 'dhanmondi' });
  });
});

function Modes({ onChange, error }: { onChange: (modes: TeachingMode[]) => void; error?: string }) {
  const [value, setValue] = useState<TeachingMode[]>([]);
  return (
    <ModeChips
      label="Teaching mode"
      hint="Choose one or more."
      error={error}
      value={value}
      onChange={(modes) => {
        onChange(modes);
        setValue(modes);
      }}
    />
  );
}

describe('ModeChips', () => {
  it('chooses one or more modes, kept in the order online, student’s home, teacher’s place', async () => {
    const onChange = jest.fn<void, [TeachingMode[]]>();
    const { user } = renderWithProviders(<Modes onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Teaching mode' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    expect(boxes[0]).toHaveAccessibleName('Online');
    expect(boxes[0]).toHaveAccessibleDescription('Choose one or more.');

    await user.click(within(group).getByRole('checkbox', { name: "At the teacher's place" }));
    await user.click(within(group).getByRole('checkbox', { name: 'Online' }));
    expect(onChange).toHaveBeenLastCalledWith(['online', 'teacher_place']);
    await user.click(within(group).getByRole('checkbox', { name: "At the student's home" }));
    expect(onChange).toHaveBeenLastCalledWith(['online', 'student_home', 'teacher_place']);
    await user.click(within(group).getByRole('checkbox', { name: 'Online' }));
    expect(onChange).toHaveBeenLastCalledWith(['student_home', 'teacher_place']);
    expect(within(group).getByRole('checkbox', { name: 'Online' })).not.toBeChecked();
  });

  it("shows a message on every chip, the contract's in the active language", async () => {
    const message = MATCHING_MESSAGES.modesRequired;
    renderWithProviders(<Modes onChange={() => undefined} error={message} />);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    for (const box of screen.getAllByRole('checkbox')) expect(box).toHaveAccessibleErrorMessage(message);

    await act(() => setLanguage('bn'));
    const bangla = (messagesInBangla as Record<string, string>)[message];
    expect(bangla).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'অনলাইন' })).toHaveAccessibleErrorMessage(bangla!);
  });
});

describe('MediumSelect and GenderSelect', () => {
  function Selects() {
    const [medium, setMedium] = useState('');
    const [gender, setGender] = useState('');
    return (
      <>
        <FormField label="Medium">
          <MediumSelect value={medium} onChange={(e) => setMedium(e.target.value)} emptyLabel="Any medium" />
        </FormField>
        <FormField label="Gender">
          <GenderSelect value={gender} onChange={(e) => setGender(e.target.value)} emptyLabel="Not given" />
        </FormField>
      </>
    );
  }

  it("offer the contract's values, named in the active language", async () => {
    const { user } = renderWithProviders(<Selects />);
    expect(optionTexts(select('Medium'))).toEqual([
      'Any medium',
      'Bangla medium',
      'English version',
      'English medium',
      'Madrasa',
    ]);
    expect(
      within(select('Medium'))
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['', 'bangla', 'english_version', 'english', 'madrasa']);
    expect(optionTexts(select('Gender'))).toEqual(['Not given', 'Male', 'Female']);
    await user.selectOptions(select('Gender'), 'Female');
    expect(select('Gender')).toHaveValue('female');
    expect(select('Gender')).toHaveAttribute('name', 'gender');
    expect(select('Medium')).toHaveAttribute('name', 'medium');

    await act(() => setLanguage('bn'));
    expect(optionTexts(select('Medium')).slice(1)).toEqual([
      'বাংলা মাধ্যম',
      'ইংরেজি ভার্সন',
      'ইংলিশ মিডিয়াম',
      'মাদ্রাসা',
    ]);
    expect(optionTexts(select('Gender')).slice(1)).toEqual(['পুরুষ', 'মহিলা']);
    expect(select('Gender')).toHaveDisplayValue('মহিলা');
  });
});
