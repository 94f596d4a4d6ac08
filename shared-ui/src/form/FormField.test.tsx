import { act, screen } from '@testing-library/react';
import { Input } from '@chakra-ui/react';
import { setLanguage } from '../i18n/catalogs';
import { renderWithProviders } from '../testing';
import { FormField } from './FormField';

test('binds the label to the control and shows no error while valid', () => {
  renderWithProviders(
    <FormField label="Email" helperText="We never share it.">
      <Input />
    </FormField>,
  );
  const input = screen.getByLabelText('Email');
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(input).toHaveAccessibleDescription('We never share it.');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('shows the error as an alert and links it to the invalid control', () => {
  renderWithProviders(
    <FormField label="Email" error="Invalid email format" helperText="We never share it.">
      <Input />
    </FormField>,
  );
  const input = screen.getByLabelText('Email');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleErrorMessage('Invalid email format');
  expect(screen.getByRole('alert')).toHaveTextContent('Invalid email format');
  // the error replaces the hint
  expect(screen.queryByText('We never share it.')).not.toBeInTheDocument();
});

test('the error goes away when the form clears it', async () => {
  const { rerender } = renderWithProviders(
    <FormField label="First name" error="First name is required">
      <Input />
    </FormField>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('First name is required');
  // async act: the field notices the removed message through a MutationObserver
  await act(async () =>
    rerender(
      <FormField label="First name" error={null}>
        <Input />
      </FormField>,
    ),
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
});

test('uses the given id for the control and marks required fields', () => {
  renderWithProviders(
    <FormField label="Username" id="username" required>
      <Input />
    </FormField>,
  );
  const input = screen.getByLabelText(/Username/);
  expect(input).toHaveAttribute('id', 'username');
  expect(input).toBeRequired();
});

test("shows a contract's message in the active language, and any other text as it is", async () => {
  const { rerender } = renderWithProviders(
    <FormField label="ইউজারনেম" error="Username is required">
      <Input />
    </FormField>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Username is required');

  await act(() => setLanguage('bn'));
  expect(screen.getByRole('alert')).toHaveTextContent('ইউজারনেম দিতে হবে');
  expect(screen.getByLabelText('ইউজারনেম')).toHaveAccessibleErrorMessage('ইউজারনেম দিতে হবে');

  rerender(
    <FormField label="ইউজারনেম" error="Not a message the table knows">
      <Input />
    </FormField>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Not a message the table knows');
});
