// Filling the post forms and driving the search screens (SPEC §2), by what a person sees: labels, roles, names.
import type { Locator, Page } from 'playwright-core';
import { field } from './browser';

/** Waits for the student dashboard's content, not its frame: the first recommended post, or the empty state. */
export function studentDashboardContent(page: Page, timeout?: number): Promise<void> {
  return page
    .getByRole('region', { name: 'Recommended Posts' })
    .locator('article, :text("No recommended posts")')
    .first()
    .waitFor({ timeout });
}

export type Day = 'Sunday' | 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday';

export interface PostDraft {
  title: string;
  subtitle: string;
  subject: string;
  /** The class option's label, e.g. 'Class 10'. */
  classLabel: string;
  description: string;
  days: Day[];
  /** HH:MM, as a time input takes it. */
  time: string;
  salary: number;
  continuous?: boolean;
  /** The batch size; a batch when set. */
  batchOf?: number;
  /** Teaching modes by their labels; "At the student's home" unless given. */
  modes?: string[];
  /** The district's label ('Dhaka' unless given) and, optionally, the area's. */
  district?: string;
  area?: string;
  /** The medium's label; 'Bangla medium' unless given. */
  medium?: string;
  /** A request's preferred tutor: 'Male' or 'Female'. */
  preferredTutor?: string;
}

/** A checkbox of the post form, by the first words of its label ('Continuous', 'Batch'); its hint follows. */
const checkbox = (form: Locator, name: string) =>
  form.getByRole('checkbox', { name: new RegExp(`^${name}\\b`) });

/** Fills Create Tuition Post or Create Tuition Request (the page must be showing it). */
export async function fillPostForm(page: Page, draft: PostDraft): Promise<Locator> {
  const form = page.getByRole('form', { name: /^Create Tuition (Post|Request)$/ });
  await field(form, 'Title').fill(draft.title);
  await field(form, 'Subtitle').fill(draft.subtitle);
  await field(form, 'Subject').fill(draft.subject);
  await field(form, 'Class').selectOption({ label: draft.classLabel });
  await field(form, 'Description').fill(draft.description);
  const days = form.getByRole('group', { name: 'Days' });
  for (const day of draft.days) {
    // A chip shows the day's first three letters and is named by them and the day: 'Tue (Tuesday)'.
    const chip = `${day.slice(0, 3)} (${day})`;
    await days.getByRole('button', { name: chip, exact: true }).click();
    await days.getByRole('button', { name: chip, exact: true, pressed: true }).waitFor();
  }
  await field(form, 'Time').fill(draft.time);
  await field(form, 'Salary (BDT per month)').fill(String(draft.salary));
  if (draft.continuous) await checkbox(form, 'Continuous').check({ force: true });
  if (draft.batchOf !== undefined) {
    await checkbox(form, 'Batch').check({ force: true });
    await field(form, 'Maximum students').fill(String(draft.batchOf));
  }
  await fillWhereHow(form, draft, POST_FORM_WORDS.en);
  return form;
}

/** The words of the post form's "Where and how" section, in each language the journeys use. */
export const POST_FORM_WORDS = {
  en: { district: 'District', area: 'Area', medium: 'Medium', preferredTutor: 'Preferred tutor' },
  bn: { district: 'জেলা', area: 'এলাকা', medium: 'মাধ্যম', preferredTutor: 'গৃহশিক্ষক পছন্দ' },
};

/** Ticks a chip (a checkbox drawn as its label, as the teaching modes are) by clicking it, as a person would. */
export async function tickChip(scope: Locator, name: string): Promise<void> {
  await scope
    .locator('label')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .click();
  await scope.getByRole('checkbox', { name, exact: true, checked: true }).waitFor({ state: 'attached' });
}

/** Ticks the modes and chooses the place, the medium and a request's preferred tutor. */
export async function fillWhereHow(
  form: Locator,
  draft: Pick<PostDraft, 'modes' | 'district' | 'area' | 'medium' | 'preferredTutor'>,
  words: (typeof POST_FORM_WORDS)['en'],
): Promise<void> {
  for (const mode of draft.modes ?? ["At the student's home"]) await tickChip(form, mode);
  await field(form, words.district).selectOption({ label: draft.district ?? 'Dhaka' });
  if (draft.area) await field(form, words.area).selectOption({ label: draft.area });
  await field(form, words.medium).selectOption({ label: draft.medium ?? 'Bangla medium' });
  if (draft.preferredTutor)
    await field(form, words.preferredTutor).selectOption({ label: draft.preferredTutor });
}

/** The search page's filter sidebar. */
export const filtersForm = (page: Page) => page.getByRole('form', { name: 'Filters' });

/** A post card, by its title. */
export const postCard = (scope: Page | Locator, title: string) =>
  scope.getByRole('article', { name: title, exact: true });

/** The result count line ('1 result', '0 results'). */
export const resultCount = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^\d[\d,]* results?$/ });

/** Types a keyword into the search box and waits until the search (after its pause) is in the URL. */
export async function searchKeyword(page: Page, keyword: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Keyword' }).fill(keyword);
  await page.waitForURL((url) => url.searchParams.get('q') === keyword);
}
