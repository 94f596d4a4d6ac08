// Scheduling end to end (the landing page's "Easy Scheduling"): a teacher's batch shows on both students'
// schedules (one on a phone, as an agenda), the teacher starts today's class and marks who came, then moves the
// next class with a note; a student is notified of the move, sees the class moved and their own attendance.
// Fresh users every run, on the real clock: the batch meets every day, two hours from now (Dhaka time), so
// today has a class still to come. The meeting provider (meet.jit.si) is stubbed; there is no network.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { waitForPath, withPages } from '../support/browser';
import { createBatchApi, stubMeetings } from '../support/batches';
import { classButton, dhakaIn, openSchedule } from '../support/schedule';
import { portalWithBrowser } from '../support/suite';
import { apiToken, logInAs, registerUser, uniqueWord } from '../support/users';

const suite = portalWithBrowser();

const EVERY_DAY = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A clock time later today in Dhaka: two hours on, or 23:59 late in the evening (just after midnight, wait). */
async function laterToday(): Promise<string> {
  for (;;) {
    const now = dhakaIn(0);
    if (dhakaIn(120).day === now.day) return dhakaIn(120).clock;
    if (now.clock < '23:55') return '23:59';
    await new Promise((resolve) => setTimeout(resolve, 60_000));
  }
}

/** The minutes since midnight of a clock time 'HH:MM'. */
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** A clock time 'HH:MM' moved by `minutes`, around the clock. */
function shiftClock(clock: string, minutes: number): string {
  const total = (((minutesOf(clock) + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** A clock time 'HH:MM' as the portal shows it in English: '8:15 PM'. */
function twelveHour(clock: string): string {
  const hours = Math.floor(minutesOf(clock) / 60);
  const mins = minutesOf(clock) % 60;
  return `${hours % 12 || 12}:${String(mins).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The locator, once it shows in this week or one of the next two (pressing Next week). */
async function inComingWeeks(page: Page, target: Locator): Promise<Locator> {
  for (let week = 0; ; week += 1) {
    const found = await target
      .first()
      .waitFor({ timeout: 3_000 })
      .then(() => true)
      .catch(() => false);
    if (found) return target.first();
    if (week === 2) assert.fail('the class is not in the next three weeks');
    await page.getByRole('button', { name: 'Next week' }).click();
  }
}

describe('a batch runs on its schedule', () => {
  test(
    "both students see the classes, the teacher holds today's and marks it, moves the next; a student sees it all",
    { timeout: 180_000 },
    () =>
      withPages(suite.browser, suite.portal.url, 'schedule-journey', async (open) => {
        const title = `Evening Physics ${uniqueWord('sched')}`;
        const teacher = await registerUser(suite.portal.url, 'teacher', 'sc_t');
        const first = await registerUser(suite.portal.url, 'student', 'sc_a');
        const second = await registerUser(suite.portal.url, 'student', 'sc_b');
        const time = await laterToday();
        await createBatchApi(suite.portal.url, await apiToken(suite.portal.url, teacher), {
          title,
          subject: 'Physics',
          class: '9',
          salary: 3000,
          students: [first.username, second.username],
          days: EVERY_DAY,
          time,
        });

        // Both students find the batch's classes on their Schedule: one on a desktop, one on a phone.
        const firstPage = await open();
        await logInAs(firstPage, first);
        await openSchedule(firstPage, 'student');
        await classButton(firstPage, title, { status: 'Scheduled' }).first().waitFor();
        const phone = await open({ viewport: { width: 390, height: 844 } });
        await logInAs(phone, second);
        await openSchedule(phone, 'student');
        await classButton(phone, title, { status: 'Scheduled' }).first().waitFor();

        // The teacher starts today's class from the schedule: it is held, and marks who came.
        const teacherPage = await open();
        await stubMeetings(teacherPage.context());
        await logInAs(teacherPage, teacher);
        await openSchedule(teacherPage, 'teacher');
        await classButton(teacherPage, title, { status: 'Scheduled' }).first().click();
        const details = teacherPage.getByRole('dialog', { name: title });
        const [hostTab] = await Promise.all([
          teacherPage.waitForEvent('popup'),
          details.getByRole('button', { name: 'Start class' }).click(),
        ]);
        await hostTab.waitForURL(/^https:\/\/meet\.jit\.si\//);
        await hostTab.close();
        const held = classButton(teacherPage, title, { status: 'Held' });
        await held.first().click();
        await teacherPage
          .getByRole('dialog', { name: title })
          .getByRole('button', { name: 'Mark attendance' })
          .click();
        const sheet = teacherPage.getByRole('dialog', { name: 'Mark attendance' });
        await sheet.getByRole('radiogroup', { name: first.username }).getByText('Present').click();
        await sheet.getByRole('radiogroup', { name: second.username }).getByText('Late').click();
        await sheet.getByRole('button', { name: 'Save attendance' }).click();
        await teacherPage.getByText(`Attendance saved for ${title}`).waitFor();
        const rates = teacherPage.getByRole('region', { name: 'Attendance' });
        await rates.getByRole('row', { name: new RegExp(`^${first.username} 1 0 0 100%`) }).waitFor();
        await rates.getByRole('row', { name: new RegExp(`^${second.username} 0 1 0 100%`) }).waitFor();

        // The teacher moves the next class to the day after tomorrow, a quarter of an hour before that day's own
        // class, with a note: the two clash, and each can still be opened.
        const next = await inComingWeeks(
          teacherPage,
          classButton(teacherPage, title, { status: 'Scheduled' }),
        );
        await next.click();
        await teacherPage.getByRole('dialog', { name: title }).getByRole('button', { name: 'Move' }).click();
        const move = teacherPage.getByRole('dialog', { name: 'Move class' });
        const target = dhakaIn(2 * 24 * 60);
        const movedTo = shiftClock(time, -15);
        await move.getByLabel(/^New date and time \(Dhaka time\)/).fill(`${target.day}T${movedTo}`);
        await move.getByLabel(/^Note for the students/).fill('Lab exam that evening');
        await move.getByRole('button', { name: 'Move class' }).click();
        await teacherPage.getByText('Class moved', { exact: true }).waitFor();

        // The first student is told (the bell, then the Notifications page) and sees the class moved.
        await firstPage
          .getByRole('link', { name: /^Notifications, \d+ unread/ })
          .first()
          .waitFor();
        await firstPage
          .getByRole('link', { name: /^Notifications/ })
          .first()
          .click();
        await waitForPath(firstPage, '/notification');
        await firstPage
          .getByRole('list', { name: 'Notifications' })
          .getByText(
            new RegExp(
              `The class of "${title}" on .* moves to .*, ${twelveHour(movedTo)} \\(note: Lab exam that evening\\)`,
            ),
          )
          .waitFor();
        await openSchedule(firstPage, 'student');
        const moved = await inComingWeeks(firstPage, classButton(firstPage, title, { status: 'Moved' }));
        await moved.click();
        const movedDetails = firstPage.getByRole('dialog', { name: title });
        await movedDetails.getByText('Lab exam that evening').waitFor();
        await movedDetails
          .getByText(`${twelveHour(movedTo)} – ${twelveHour(shiftClock(time, 45))}`)
          .waitFor();
        await movedDetails.getByRole('button', { name: 'Close' }).click();

        // Each student sees their own attendance: present (100%) for one, late for the other.
        const own = firstPage.getByRole('region', { name: 'Attendance' });
        await own.getByRole('row', { name: /Present$/ }).waitFor();
        await own.getByText('100%').first().waitFor();
        await phone.reload();
        await phone.getByRole('region', { name: 'Attendance' }).getByRole('row', { name: /Late$/ }).waitFor();
      }),
  );
});
