import type { Material } from '@pathshala/shared-api/contract';
import { STUDENT, TEACHER, userRef } from '@pathshala/shared-api/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '../i18n/catalogs';
import { clearToasts, renderWithProviders } from '../testing';
import { MaterialsPanel, type MaterialsPanelProps } from './MaterialsPanel';

afterEach(clearToasts);

let next = 1;
function makeMaterial(overrides: Partial<Material> = {}): Material {
  return {
    _id: `0000000${next++}-0000-4000-8000-000000000000`,
    batch_id: 'bbbbbbbb-0000-4000-8000-000000000001',
    title: 'Worksheet 1',
    kind: 'file',
    url: null,
    file: {
      name: 'worksheet-1.pdf',
      type: 'application/pdf',
      size: 2_516_582,
      url: '/api/v1/batch-files/sealed-token',
    },
    uploaded_by: userRef(TEACHER),
    can_delete: false,
    // 6:30 PM in Dhaka.
    createdAt: '2026-11-25T12:30:00.000Z',
    ...overrides,
  };
}

const worksheet = makeMaterial({ can_delete: true });
const link = makeMaterial({
  title: 'Khan Academy: forces',
  kind: 'link',
  url: 'https://www.khanacademy.org/science/physics/forces',
  file: null,
  uploaded_by: userRef(STUDENT),
});

const loaded = <T,>(data: T) => ({ isPending: false, isError: false, error: null, data, refetch: jest.fn() });

/** A failed call as the API client rejects it: the status and the error envelope on `response`. */
const failedCall = (status: number, message: string, errors?: Record<string, string>) =>
  Object.assign(new Error('Request failed'), { response: { status, data: { message, errors } } });

function renderPanel(props: Partial<MaterialsPanelProps> = {}) {
  const handlers = {
    onShare: jest.fn().mockResolvedValue(undefined),
    onDelete: jest.fn().mockResolvedValue(undefined),
  };
  const view = renderWithProviders(
    <MaterialsPanel materials={loaded([worksheet, link])} canShare {...handlers} {...props} />,
  );
  return { ...view, ...handlers };
}

const file = (name: string, type: string, size: number) => {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

describe('MaterialsPanel: the list', () => {
  it('shows each file with its kind, size, name, who shared it and when, and a download link', () => {
    renderPanel();
    const list = screen.getByRole('list', { name: 'Materials' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { name: 'Worksheet 1' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('PDF · 2.4 MB · worksheet-1.pdf')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Shared by rafiq · 25 Nov 2026, 6:30 PM')).toBeInTheDocument();
    const download = within(items[0]!).getByRole('link', { name: 'Download Worksheet 1' });
    expect(download).toHaveAttribute('href', '/api/v1/batch-files/sealed-token');
    expect(download).toHaveAttribute('download', 'worksheet-1.pdf');
  });

  it('opens a link in a new tab, without handing it the page', () => {
    renderPanel();
    expect(screen.getByText('Link · www.khanacademy.org')).toBeInTheDocument();
    const open = screen.getByRole('link', { name: 'Open link Khan Academy: forces' });
    expect(open).toHaveAttribute('href', 'https://www.khanacademy.org/science/physics/forces');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open.getAttribute('rel')).toContain('noopener');
  });

  it('offers Delete only where the viewer may, and asks first', async () => {
    const { user, onDelete } = renderPanel();
    expect(screen.queryByRole('button', { name: 'Delete Khan Academy: forces' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Worksheet 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete material' });
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(worksheet);
    expect(await screen.findByText('Material deleted')).toBeInTheDocument();
  });

  it('has empty, loading and failed states', async () => {
    const { rerender } = renderPanel({ materials: loaded([]), canShare: false });
    expect(screen.getByRole('heading', { name: 'No materials yet' })).toBeInTheDocument();
    expect(screen.getByText('What your teacher shares with this batch appears here.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share material' })).not.toBeInTheDocument();
    const refetch = jest.fn();
    rerender(
      <MaterialsPanel
        materials={{
          isPending: false,
          isError: true,
          error: failedCall(403, 'Only members of this batch can see its materials'),
          data: undefined,
          refetch,
        }}
        canShare={false}
        onShare={jest.fn()}
        onDelete={jest.fn()}
      />,
    );
    expect(await screen.findByText('Only members of this batch can see its materials')).toBeInTheDocument();
  });

  it('loads more when there are more', async () => {
    const onLoadMore = jest.fn();
    const { user } = renderPanel({ hasMore: true, onLoadMore });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalled();
  });
});

describe('MaterialsPanel: sharing', () => {
  async function openShare() {
    const view = renderPanel();
    await view.user.click(screen.getByRole('button', { name: 'Share material' }));
    return { ...view, dialog: await screen.findByRole('dialog', { name: 'Share material' }) };
  }

  it('shares a file with its title', async () => {
    const { user, dialog, onShare } = await openShare();
    await user.type(within(dialog).getByLabelText(/Title/), '  Chapter 3 notes ');
    const chosen = file('notes.pdf', 'application/pdf', 1024 * 300);
    await user.upload(within(dialog).getByLabelText(/^File/), chosen);
    expect(within(dialog).getByText('notes.pdf (300 KB)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(onShare).toHaveBeenCalledWith({ title: 'Chapter 3 notes', file: chosen });
    expect(await screen.findByText('Material shared')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('checks the title, the size and the type before sending, with the server’s words', async () => {
    const { user, dialog, onShare } = await openShare();
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Share a file or a link')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Title/)).toHaveFocus();

    await user.type(within(dialog).getByLabelText(/Title/), 'Big scan');
    await user.upload(
      within(dialog).getByLabelText(/^File/),
      file('scan.pdf', 'application/pdf', 11 * 1024 * 1024),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await within(dialog).findByText('File must be at most 10 MB')).toBeInTheDocument();

    // A file input's accept is only a hint: a file of another type is refused here too.
    const input = within(dialog).getByLabelText(/^File/) as HTMLInputElement;
    Object.defineProperty(input, 'files', {
      value: [file('run.exe', 'application/x-msdownload', 2048)],
      configurable: true,
    });
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(
      await within(dialog).findByText(
        'File must be a PDF, an image (JPEG, PNG, WebP or GIF), or a Word, PowerPoint or Excel document',
      ),
    ).toBeInTheDocument();
    expect(onShare).not.toHaveBeenCalled();
  });

  it('shares a link, checking it is a web address', async () => {
    const { user, dialog, onShare } = await openShare();
    await user.type(within(dialog).getByLabelText(/Title/), 'Forces video');
    await user.click(within(dialog).getByRole('radio', { name: 'A link' }));
    const url = within(dialog).getByLabelText(/^Link/);
    await user.type(url, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(
      await within(dialog).findByText('Link must be a web address starting with http:// or https://'),
    ).toBeInTheDocument();
    await user.clear(url);
    await user.type(url, 'https://youtu.be/abc');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(onShare).toHaveBeenCalledWith({ title: 'Forces video', url: 'https://youtu.be/abc' });
  });

  it("shows the server's refusal of the file on the file field, and other refusals in the form", async () => {
    const { user, dialog, onShare } = await openShare();
    onShare.mockRejectedValueOnce(
      failedCall(
        415,
        'File must be a PDF, an image (JPEG, PNG, WebP or GIF), or a Word, PowerPoint or Excel document',
      ),
    );
    await user.type(within(dialog).getByLabelText(/Title/), 'Renamed');
    await user.upload(within(dialog).getByLabelText(/^File/), file('fake.pdf', 'application/pdf', 4096));
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    const field = within(dialog).getByLabelText(/^File/);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getAllByText(/File must be a PDF/).length).toBeGreaterThan(0);

    onShare.mockRejectedValueOnce(
      failedCall(403, "Only the batch's teacher can share materials in this batch"),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(
      await within(dialog).findByText("Only the batch's teacher can share materials in this batch"),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Share material' })).toBeInTheDocument();
  });
});

describe("MaterialsPanel: the teacher's switch", () => {
  it('lets students share, and says so', async () => {
    const onChange = jest.fn().mockResolvedValue(undefined);
    const { user } = renderPanel({ studentSharing: { allowed: false, onChange } });
    const toggle = screen.getByRole('checkbox', { name: 'Students can share materials' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(onChange).toHaveBeenCalledWith(true);
    expect(await screen.findByText('Students of this batch can now share materials')).toBeInTheDocument();
  });

  it('is not there for students', () => {
    renderPanel();
    expect(screen.queryByRole('checkbox', { name: 'Students can share materials' })).not.toBeInTheDocument();
  });
});

describe('MaterialsPanel in Bangla', () => {
  afterEach(() => act(() => setLanguage('en')));
  it('shows sizes and times in Bangla', async () => {
    await act(() => setLanguage('bn'));
    renderPanel();
    expect(await screen.findByText('পিডিএফ · ২.৪ এমবি · worksheet-1.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'উপকরণ শেয়ার করুন' })).toBeInTheDocument();
  });
});
