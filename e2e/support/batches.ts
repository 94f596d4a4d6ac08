// Batch Management (SPEC §2 Your Batches): the page, a batch card, an invitation to a batch, the Add New Batch
// dialog, and the API shortcuts a journey uses to arrange what it does not exercise.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { field, waitForPath } from './browser';
import { apiGet, apiPost, apiToken } from './users';

/** Opens Your Batches from the navigation and waits for the page and its Payments section. */
export async function openYourBatches(page: Page, role: 'student' | 'teacher'): Promise<void> {
  await page.getByRole('link', { name: 'Your Batches' }).first().click();
  await waitForPath(page, `/${role}/batches`);
  await page.getByRole('heading', { name: 'Batch Management', level: 1 }).waitFor();
}

/**
 * Opens Your Batches on a phone, where the top bar keeps the role's links behind its menu button, and waits
 * for the page.
 */
export async function openYourBatchesOnPhone(page: Page, role: 'student' | 'teacher'): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menuitem', { name: 'Your Batches' }).click();
  await waitForPath(page, `/${role}/batches`);
  await page.getByRole('heading', { name: 'Batch Management', level: 1 }).waitFor();
}

/** The Invitations section of the page (shown only while invitations wait for an answer). */
export function invitationsSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Invitations', exact: true });
}

/** An invitation's card in the Invitations section, by its batch's title. */
export function invitationCard(page: Page, title: string): Locator {
  return invitationsSection(page).getByRole('article', { name: title, exact: true });
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
  /** The teacher's username: a student names one; a teacher's dialog has themself filled in. */
  teacher?: string;
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
  if (batch.teacher) await field(form, 'Teacher username').fill(batch.teacher);
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

interface PendingInvitation {
  _id: string;
  batch: { _id: string };
}

/**
 * `username` accepts, through the API, their invitation to the batch `batchId` (everyone named in a new batch
 * is invited and becomes a member only by accepting). Test users share one password (users.ts).
 */
export async function acceptInvitationApi(baseUrl: string, username: string, batchId: string): Promise<void> {
  const token = await apiToken(baseUrl, { username, role: 'student' });
  const invitations = await apiGet<Envelope<PendingInvitation[]>>(baseUrl, token, '/batch/invitations');
  const invitation = invitations.data.find((pending) => pending.batch._id === batchId);
  if (!invitation) throw new Error(`${username} has no invitation to the batch ${batchId}`);
  const path = `/batch/invitations/${encodeURIComponent(invitation._id)}/accept`;
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`PUT ${path}: ${response.status} ${await response.text()}`);
}

/**
 * Creates a batch through the API as `token`'s user (a teacher teaches it) and returns its id. The students,
 * and the teacher when another is named, accept their invitations through the API: the batch is ready to teach.
 */
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
  const batchId = created.data._id;
  for (const invitee of [...(body.teacher ? [body.teacher] : []), ...body.students])
    await acceptInvitationApi(baseUrl, invitee, batchId);
  return batchId;
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
