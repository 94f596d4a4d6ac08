// The Schedule page (the classes of a user's batches in Dhaka time): opening it, finding a class, and the
// Dhaka dates and clock times a journey plans with, whatever zone this machine is in.
import type { Locator, Page } from 'playwright-core';
import { waitForPath } from './browser';

/** Opens Schedule from the navigation (its menu on a narrow screen) and waits for its heading. */
export async function openSchedule(page: Page, role: 'student' | 'teacher'): Promise<void> {
  const link = page.getByRole('link', { name: 'Schedule', exact: true }).first();
  const menu = page.getByRole('button', { name: 'Open menu' });
  await link.or(menu).first().waitFor();
  if (await link.isVisible()) await link.click();
  else {
    await menu.click();
    await page.getByRole('menuitem', { name: 'Schedule', exact: true }).click();
  }
  await waitForPath(page, `/${role}/schedule`);
  await page.getByRole('heading', { name: 'Schedule', level: 1 }).waitFor();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A class in the calendar, by its batch's title and, when given, its day ('Thursday, 26 November 2026') and its
 * state ('Scheduled', 'Moved', 'Cancelled', 'Held'): each class is a button read as "<day>, <batch> <time> <state>".
 */
export function classButton(
  page: Page,
  title: string,
  options: { day?: string; status?: string } = {},
): Locator {
  const day = options.day ? `^${escape(options.day)}, ` : '';
  const status = options.status ? ` ${escape(options.status)}$` : '';
  return page.getByRole('button', { name: new RegExp(`${day}${escape(title)} .*${status}`) });
}

const DHAKA = 'Asia/Dhaka';

/** The Dhaka date and time `minutes` from now: day 'YYYY-MM-DD', clock 'HH:MM' and the day as the portal reads it. */
export function dhakaIn(minutes: number): { day: string; clock: string; dayName: string } {
  const moment = new Date(Date.now() + minutes * 60_000);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: DHAKA, ...options }).format(moment);
  const [day, month, year] = part({ day: '2-digit', month: '2-digit', year: 'numeric' }).split('/');
  return {
    day: `${year}-${month}-${day}`,
    clock: part({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    dayName: part({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
  };
}
