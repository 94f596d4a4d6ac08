// Batch Management (SPEC §2 Your Batches): the page, a batch card, the Add New Batch dialog, and the API
// shortcuts a journey uses to arrange what it does not exercise.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { field, waitForPath } from './browser';
import { apiPost } from './users';

/** Opens Your Batches from the navigation and waits for the page and its Payments section. */
export async function openYourBatches(page: Page, role: 'student' | 'teacher'): Promise<void> {
  await page.getByRole('link', { name: 'Your Batches' }).first().click();
  await waitForPath(page, `/${role}/batches`);
  await page.getByRole('heading', { name: 'Batch Management', level: 1 }).waitFor();
}

/** A batch card by its title (the card is an article named by its heading). */
export function batchCard(page: Page, title: string): Locator {
  return page.getByRole('article', { name: title, exact: true });
}

/** The Payments section of the page. */
export function paymentsSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Payments', exact: true });
}

export interface NewBatch {
  title: string;
  subject: string;
  classLabel: string;
  days: string[];
  salary: number;
  students: string[];
  /** Left at the dialog's default (13:00) when not given. */
  time?: string;
}

/** Opens 'New Batch', fills the Add New Batch dialog, adds the students one by one and submits it. */
export async function createBatchThroughDialog(page: Page, batch: NewBatch): Promise<void> {
  await page.getByRole('button', { name: 'New Batch' }).first().click();
  const form = page.getByRole('form', { name: 'Add New Batch' });
  await form.getByRole('heading', { name: 'Add New Batch' }).waitFor();
  await field(form, 'Title').fill(batch.title);
  await field(form, 'Subject').fill(batch.subject);
  await field(form, 'Class').selectOption({ label: batch.classLabel });
  const days = form.getByRole('group', { name: 'Days' });
  for (const day of batch.days) await days.getByRole('button', { name: day }).click();
  if (batch.time) await field(form, 'Time').fill(batch.time);
  await field(form, 'Salary (BDT per month)').fill(String(batch.salary));
  for (const student of batch.students) {
    await field(form, 'Student username').fill(student);
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await form
      .getByRole('list', { name: 'Students to add' })
      .getByRole('listitem')
      .filter({ hasText: student })
      .waitFor();
  }
  await form.getByRole('button', { name: 'Create Batch' }).click();
}

interface Envelope<T> {
  data: T;
}

/** Creates a batch through the API as `token`'s user (a teacher teaches it) and returns its id. */
export async function createBatchApi(
  baseUrl: string,
  token: string,
  body: {
    title: string;
    subject: string;
    class: string;
    salary: number;
    students: string[];
    teacher?: string;
    /** Its classes: Saturdays at 13:00 unless given. */
    days?: string[];
    time?: string;
  },
): Promise<string> {
  const created = await apiPost<Envelope<{ _id: string }>>(baseUrl, token, '/batch/create', {
    title: body.title,
    subject: body.subject,
    class: body.class,
    time: body.time ?? '13:00',
    salary: body.salary,
    weekly_schedule: body.days ?? ['Saturday'],
    ...(body.teacher ? { teacher_username: body.teacher } : {}),
    student_ids: body.students,
  });
  return created.data._id;
}

/**
 * Answers every request to the meeting provider (meet.jit.si, there is no network) with a stub page and
 * records the addresses asked for.
 */
export async function stubMeetings(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  await context.route(/^https:\/\/meet\.jit\.si\//, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Meeting stub</title>' });
  });
  return requested;
}
