// Resource sharing end to end (the landing page's "Resource Sharing"): a teacher opens a batch's page from Your
// Batches, shares a real PDF and sets an assignment due tomorrow evening; a student downloads the PDF (its bytes
// and its name), submits a file with an answer, and sees the teacher's feedback and mark after being notified;
// the teacher and the other student (on a phone) talk on the batch's board live, while the batch card of the
// student who has not read shows the unread messages; a student of another batch is refused the page.
// Fresh users every run, on the real clock (the due time is tomorrow, 7:30 PM Dhaka time); there is no network.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { field, waitForPath, withPages } from '../support/browser';
import { batchCard, createBatchApi } from '../support/batches';
import {
  boardLog,
  boardMessage,
  liveStreamOpen,
  minimalPdf,
  openBatchPage,
  openYourBatchesWith,
  PNG,
  postOnBoard,
  showBatchTab,
  tempFiles,
  trackLiveStream,
} from '../support/classroom';
import { dhakaIn } from '../support/schedule';
import { portalWithBrowser } from '../support/suite';
import { apiToken, logInAs, registerUser, uniqueWord, type TestUser } from '../support/users';

const suite = portalWithBrowser();

/** The bell in the top bar, named with the unread count ('Notifications, 2 unread'). */
const bell = (page: Page) => page.getByRole('link', { name: /^Notifications/ }).first();

/** Signs in with the notification stream followed from the start (for what must arrive live). */
async function signIn(page: Page, user: TestUser): Promise<void> {
  trackLiveStream(page);
  await logInAs(page, user);
}

describe('a batch runs its term on its page: materials, assignments and the board', () => {
  test(
    'a teacher shares a PDF and sets work; a student downloads, hands in a file and gets a mark; the board is live',
    { timeout: 240_000 },
    async () => {
      const files = tempFiles();
      try {
        await withPages(suite.browser, suite.portal.url, 'classroom-journey', async (open) => {
          const title = `Class 9 Physics ${uniqueWord('room')}`;
          const materialTitle = 'Chapter 3 worksheet: motion';
          const pdfName = 'chapter-3-worksheet.pdf';
          const pdf = minimalPdf('Chapter 3: velocity and acceleration');
          const assignmentTitle = 'Velocity problems, exercise 3.1';
          const teacher = await registerUser(suite.portal.url, 'teacher', 'cr_t');
          const first = await registerUser(suite.portal.url, 'student', 'cr_a');
          const second = await registerUser(suite.portal.url, 'student', 'cr_b');
          const stranger = await registerUser(suite.portal.url, 'student', 'cr_x');
          await createBatchApi(suite.portal.url, await apiToken(suite.portal.url, teacher), {
            title,
            subject: 'Physics',
            class: '9',
            salary: 2500,
            students: [first.username, second.username],
          });

          // The teacher opens the batch from Your Batches and shares a worksheet (a real PDF) on Materials.
          const teacherPage = await open();
          await signIn(teacherPage, teacher);
          const teacherPath = await openBatchPage(teacherPage, 'teacher', title);
          const id = teacherPath.split('/').at(-1)!;
          const materials = await showBatchTab(teacherPage, 'Materials');
          await materials.getByText('No materials yet').waitFor();
          await materials.getByRole('button', { name: 'Share material' }).first().click();
          const share = teacherPage.getByRole('form', { name: 'Share material' });
          await field(share, 'Title').fill(materialTitle);
          await field(share, 'File').setInputFiles(files.write(pdfName, pdf));
          await share.getByText(new RegExp(`^${pdfName.replace(/\./g, '\\.')} \\(`)).waitFor();
          await share.getByRole('button', { name: 'Share', exact: true }).click();
          await teacherPage.getByText('Material shared').first().waitFor();
          await share.waitFor({ state: 'detached' });
          const shared = materials.getByRole('list', { name: 'Materials' }).getByRole('listitem');
          await shared.getByRole('heading', { name: materialTitle }).waitFor();
          await shared.getByText(`PDF · ${pdf.length} B · ${pdfName}`).waitFor();

          // Then sets an assignment due tomorrow evening (Dhaka time), out of 10 marks.
          const assignments = await showBatchTab(teacherPage, 'Assignments');
          await assignments.getByRole('button', { name: 'Set assignment' }).click();
          const setForm = teacherPage.getByRole('form', { name: 'Set assignment' });
          await field(setForm, 'Title').fill(assignmentTitle);
          await field(setForm, 'Instructions').fill('Solve problems 1 to 6 and show each step.');
          await field(setForm, 'Due date and time (Dhaka time)').fill(`${dhakaIn(24 * 60).day}T19:30`);
          await field(setForm, 'Total marks').fill('10');
          await setForm.getByRole('button', { name: 'Set assignment' }).click();
          await teacherPage.getByText('Assignment set; its students have been told').first().waitFor();
          await setForm.waitFor({ state: 'detached' });
          const taught = assignments.getByRole('article', { name: assignmentTitle });
          await taught.getByText('Submitted 0 of 2').waitFor();
          await taught.getByText(/^Due .*7:30 PM \(Dhaka time\)/).waitFor();

          // The first student opens the batch: downloads the worksheet, the very PDF the teacher shared.
          const studentPage = await open();
          await signIn(studentPage, first);
          const studentPath = await openBatchPage(studentPage, 'student', title);
          assert.equal(studentPath, `/student/batches/${id}`);
          const studentMaterials = await showBatchTab(studentPage, 'Materials');
          const worksheet = studentMaterials
            .getByRole('list', { name: 'Materials' })
            .getByRole('listitem')
            .filter({ has: studentPage.getByRole('heading', { name: materialTitle }) });
          await worksheet.getByText(`Shared by ${teacher.username}`, { exact: false }).waitFor();
          const [download] = await Promise.all([
            studentPage.waitForEvent('download'),
            worksheet.getByRole('link', { name: `Download ${materialTitle}` }).click(),
          ]);
          assert.equal(download.suggestedFilename(), pdfName);
          assert.match(download.url(), /\/api\/v1\/batch-files\/[^/?]+$/, 'a private, signed link');
          const downloaded = await readFile(await download.path());
          assert.equal(downloaded.subarray(0, 5).toString('latin1'), '%PDF-');
          assert.ok(downloaded.equals(pdf), 'the downloaded file is the PDF the teacher shared');

          // Sees the assignment and hands in a file with an answer.
          const studentAssignments = await showBatchTab(studentPage, 'Assignments');
          const homework = studentAssignments.getByRole('article', { name: assignmentTitle });
          await homework.getByText('Not submitted').waitFor();
          await homework.getByText('Solve problems 1 to 6 and show each step.').waitFor();
          await homework.getByText('Total marks: 10').waitFor();
          await homework.getByRole('button', { name: 'Submit work' }).click();
          const submitForm = studentPage.getByRole('form', { name: 'Submit work' });
          await field(submitForm, 'Your answer').fill('v = u + at: my working is in the photo.');
          await field(submitForm, 'File').setInputFiles(files.write('working.png', PNG));
          await submitForm.getByText('Chosen: working.png').waitFor();
          await submitForm.getByRole('button', { name: 'Send', exact: true }).click();
          await studentPage.getByText('Work sent').first().waitFor();
          await submitForm.waitFor({ state: 'detached' });
          await homework.getByText('Submitted', { exact: true }).waitFor();
          await homework.getByRole('link', { name: 'Download working.png' }).waitFor();

          // The teacher sees the submission (with its file) and gives feedback and a mark.
          await teacherPage.reload();
          await teacherPage.getByRole('tab', { name: 'Assignments', selected: true }).waitFor();
          const reloaded = teacherPage.getByRole('article', { name: assignmentTitle });
          await reloaded.getByText('Submitted 1 of 2').waitFor();
          await reloaded.getByRole('button', { name: `Submissions of ${assignmentTitle}` }).click();
          await teacherPage.getByText('1 of 2 submitted').waitFor();
          const handedIn = teacherPage.getByRole('article', { name: first.username, exact: true });
          await handedIn.getByText('Submitted', { exact: true }).waitFor();
          await handedIn.getByText('v = u + at: my working is in the photo.').waitFor();
          await handedIn.getByRole('link', { name: 'Download working.png' }).waitFor();
          await teacherPage
            .getByRole('article', { name: second.username, exact: true })
            .getByText('Nothing submitted yet.')
            .waitFor();
          await handedIn.getByRole('button', { name: `Give feedback to ${first.username}` }).click();
          const feedbackForm = teacherPage.getByRole('form', { name: `Feedback for ${first.username}` });
          await field(feedbackForm, 'Feedback').fill('Good working; check the units in problem 4.');
          await field(feedbackForm, 'Mark').fill('8');
          await feedbackForm.getByRole('button', { name: 'Save feedback' }).click();
          await teacherPage.getByText(`Feedback saved; ${first.username} has been told`).first().waitFor();
          await handedIn.getByText('Mark: 8 of 10').waitFor();

          // The student is told (the bell, live), and back on the batch's page sees the feedback and mark with their work.
          const feedbackNotice = `Your teacher gave feedback on your assignment "${assignmentTitle}" in "${title}"`;
          await studentPage.getByText(feedbackNotice).first().waitFor();
          await studentPage
            .getByRole('link', { name: /^Notifications, \d+ unread/ })
            .first()
            .waitFor();
          await bell(studentPage).click();
          await waitForPath(studentPage, '/notification');
          await studentPage.getByRole('list', { name: 'Notifications' }).getByText(feedbackNotice).waitFor();
          await studentPage.goBack();
          await studentPage.getByRole('heading', { name: title, level: 1 }).waitFor();
          // No reload: the notice marked the assignments stale, so the page shows them anew.
          const marked = studentPage.getByRole('article', { name: assignmentTitle });
          await marked.getByText('Feedback given').waitFor();
          await marked.getByText('Mark: 8 of 10').waitFor();
          await marked.getByText('Good working; check the units in problem 4.').waitFor();

          // The board: the teacher (desktop) and the second student (a phone) each have it open; the first
          // student is on Your Batches.
          await showBatchTab(teacherPage, 'Board');
          await teacherPage.getByText('No messages yet').waitFor();
          const phone = await open({ viewport: { width: 390, height: 844 } });
          await signIn(phone, second);
          await openBatchPage(phone, 'student', title);
          await showBatchTab(phone, 'Board');
          await phone.getByText('No messages yet').waitFor();
          const card = await openYourBatchesWith(studentPage, 'student', title);
          await Promise.all([teacherPage, phone, studentPage].map((page) => liveStreamOpen(page)));

          const question = `Is problem 4 in metres per second? ${uniqueWord('q')}`;
          await postOnBoard(phone, question);
          const arrived = boardMessage(teacherPage, question);
          await arrived.waitFor();
          await arrived.getByText(second.username).waitFor();
          const answer = 'Yes: give it in m/s, and see https://en.wikipedia.org/wiki/Metre_per_second';
          await postOnBoard(teacherPage, answer);
          const reply = boardMessage(phone, answer);
          await reply.waitFor();
          await reply.getByText(teacher.username).waitFor();
          await reply.getByRole('link', { name: 'https://en.wikipedia.org/wiki/Metre_per_second' }).waitFor();
          const order = (await boardLog(phone).getByRole('listitem').allInnerTexts()).map((text) =>
            text.includes(question) ? 'question' : text.includes(answer) ? 'answer' : 'other',
          );
          assert.deepEqual(order, ['question', 'answer'], 'newest last');

          // The first student has read neither: their batch card says so, live.
          await card.getByText('2 new messages').waitFor();
          await batchCard(studentPage, title).getByRole('link', { name: 'Open batch' }).click();
          await studentPage.getByRole('heading', { name: title, level: 1 }).waitFor();
          await studentPage.getByRole('tab', { name: /^Board.*2 unread messages/ }).waitFor();
          await showBatchTab(studentPage, 'Board');
          await boardMessage(studentPage, question).waitFor();
          await boardMessage(studentPage, answer).waitFor();
          await studentPage.getByRole('tab', { name: 'Board', exact: true }).waitFor();
          const back = await openYourBatchesWith(studentPage, 'student', title);
          await back.getByText(/new messages?$/).waitFor({ state: 'detached' });

          // A student of no batch of this teacher opens the page's address: refused, nothing of the batch shows.
          const strangerPage = await open();
          await logInAs(strangerPage, stranger);
          await strangerPage.goto(`/student/batches/${id}?tab=materials`);
          await strangerPage
            .getByRole('heading', { level: 1, name: 'This batch is not open to you' })
            .waitFor();
          const refusal = strangerPage.getByText('Only members of this batch can see it');
          await refusal.waitFor();
          assert.equal(await strangerPage.getByRole('heading', { name: title }).count(), 0);
          assert.equal(await strangerPage.getByRole('tab').count(), 0);
          assert.equal(await strangerPage.getByText(materialTitle).count(), 0);
        });
      } finally {
        files.dispose();
      }
    },
  );
});
