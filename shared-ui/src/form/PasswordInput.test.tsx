import { act, screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { setLanguage } from '../i18n/catalogs';
import { renderWithProviders } from '../testing';
import { FormField } from './FormField';
import { PasswordInput } from './PasswordInput';

test('masks the password until Show is pressed, and masks it again on Hide', async () => {
  const { user } = renderWithProviders(
    <FormField label="Password">
      <PasswordInput />
    </FormField>,
  );
  const input = screen.getByLabelText('Password');
  expect(input).toHaveAttribute('type', 'password');

  const show = screen.getByRole('button', { name: 'Show password' });
  expect(show).toHaveTextContent('Show');
  await user.click(show);
  expect(input).toHaveAttribute('type', 'text');

  const hide = screen.getByRole('button', { name: 'Hide password' });
  expect(hide).toHaveTextContent('Hide');
  await user.click(hide);
  expect(input).toHaveAttribute('type', 'password');
});

test('toggling does not submit the surrounding form and keeps what was typed', async () => {
  const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const { user } = renderWithProviders(
    <form onSubmit={onSubmit}>
      <FormField label="Password">
        <PasswordInput />
      </FormField>
    </form>,
  );
  await user.type(screen.getByLabelText('Password'), 'Secret123');
  await user.click(screen.getByRole('button', { name: 'Show password' }));
  expect(onSubmit).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Password')).toHaveValue('Secret123');
});

test('forwards its ref to the input', () => {
  const ref = createRef<HTMLInputElement>();
  renderWithProviders(<PasswordInput ref={ref} aria-label="Password" />);
  expect(ref.current).toBe(screen.getByLabelText('Password'));
});

test('one outside control can drive several fields; they then render no button of their own', async () => {
  function ResetFields() {
    const [visible, setVisible] = useState(false);
    return (
      <>
        <PasswordInput aria-label="New Password" visible={visible} />
        <PasswordInput aria-label="Confirm New Password" visible={visible} />
        <label>
          <input type="checkbox" checked={visible} onChange={(event) => setVisible(event.target.checked)} />
          Show Passwords
        </label>
      </>
    );
  }
  const { user } = renderWithProviders(<ResetFields />);
  expect(screen.queryByRole('button', { name: /password/i })).not.toBeInTheDocument();
  expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'password');

  await user.click(screen.getByLabelText('Show Passwords'));
  expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'text');
  expect(screen.getByLabelText('Confirm New Password')).toHaveAttribute('type', 'text');
});

test('controlled with onVisibleChange, the button reports the requested state', async () => {
  const onVisibleChange = jest.fn();
  const { user } = renderWithProviders(
    <PasswordInput aria-label="Password" visible={false} onVisibleChange={onVisibleChange} />,
  );
  await user.click(screen.getByRole('button', { name: 'Show password' }));
  expect(onVisibleChange).toHaveBeenCalledWith(true);
  // the owner did not change `visible`, so the field stays masked
  expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
});

test('names Show and Hide in Bangla', async () => {
  await act(() => setLanguage('bn'));
  const { user } = renderWithProviders(
    <FormField label="পাসওয়ার্ড">
      <PasswordInput />
    </FormField>,
  );
  const show = screen.getByRole('button', { name: 'পাসওয়ার্ড দেখান' });
  expect(show).toHaveTextContent('দেখান');
  await user.click(show);
  expect(screen.getByRole('button', { name: 'পাসওয়ার্ড লুকান' })).toHaveTextContent('লুকান');
  expect(screen.getByLabelText('পাসওয়ার্ড')).toHaveAttribute('type', 'text');
});
