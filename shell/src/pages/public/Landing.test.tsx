import { Route, Routes, setLanguage } from '@pathshala/shared-ui';
import { renderWithProviders } from '@pathshala/shared-ui/testing';
import { act, screen, within } from '@testing-library/react';
import Landing from './Landing';

test('the hero leads to login and to the about page', () => {
  renderWithProviders(<Landing />);
  const hero = screen.getByRole('region', { name: /find the right tutor/i });
  expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(/bangladesh/i);
  expect(within(hero).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/login');
  expect(within(hero).getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about');
});

test('advertises the three features: scheduling, batch management and resource sharing', () => {
  renderWithProviders(<Landing />);
  const features = screen.getByRole('region', { name: 'Everything you need to teach and learn' });
  const titles = within(features).getAllByRole('heading', { level: 3 });
  expect(titles.map((title) => title.textContent)).toEqual([
    'Easy Scheduling',
    'Batch Management',
    'Resource Sharing',
  ]);
  expect(features).toHaveTextContent(/classes, meetings and events/);
  expect(features).toHaveTextContent(/organise students into batches/i);
  expect(features).toHaveTextContent(/materials, assignments and feedback/);
});

test('Sign Up Now goes to the sign-up page', async () => {
  const { user } = renderWithProviders(
    <Routes>
      <Route path="/" element={<Landing />} />
      <Route path="/signup" element={<p>sign-up page</p>} />
    </Routes>,
  );
  await user.click(screen.getByRole('link', { name: 'Sign Up Now' }));
  expect(screen.getByText('sign-up page')).toBeInTheDocument();
});

describe('in Bangla', () => {
  beforeEach(async () => {
    await act(() => setLanguage('bn'));
  });

  test('the hero, the features and the call to action read in Bangla', () => {
    renderWithProviders(<Landing />);
    const hero = screen.getByRole('region', { name: /সঠিক শিক্ষক খুঁজে নিন/ });
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(
      'সঠিক শিক্ষক খুঁজে নিন, এখানেই, বাংলাদেশে',
    );
    expect(within(hero).getByText('বাংলাদেশের টিউশন মার্কেটপ্লেস')).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'শুরু করুন' })).toHaveAttribute('href', '/login');
    expect(within(hero).getByRole('link', { name: 'আরও জানুন' })).toHaveAttribute('href', '/about');

    const features = screen.getByRole('region', { name: 'পড়ানো আর শেখার জন্য যা যা দরকার, সবই এখানে' });
    expect(within(features).getByText('কেন পাঠশালা')).toBeInTheDocument();
    expect(
      within(features)
        .getAllByRole('heading', { level: 3 })
        .map((title) => title.textContent),
    ).toEqual(['সহজ সময়সূচি', 'ব্যাচ ব্যবস্থাপনা', 'রিসোর্স শেয়ারিং']);

    const cta = screen.getByRole('region', { name: 'শেখা শুরু করতে প্রস্তুত?' });
    expect(within(cta).getByRole('link', { name: 'এখনই সাইন আপ করুন' })).toHaveAttribute('href', '/signup');
    // No English is left on the page.
    expect(document.body).not.toHaveTextContent(/Pathshala|Tutor|Batch|Sign Up/i);
  });
});
