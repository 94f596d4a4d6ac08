// Ratings, reviews and reports end to end (SPEC §2 Teacher profile page, Teacher dashboard; §5 Rating,
// Report): a student in a batch opens the teacher's page from the batch card's Rate & Review link, rates
// with the keyboard and reviews, edits the review, reports the teacher; the teacher's dashboard then shows
// the average, the chart (and its text alternative) and the review. Fresh users every run.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { field, withPages } from '../support/browser';
import { batchCard, createBatchApi, openYourBatches } from '../support/batches';
import { portalWithBrowser } from '../support/suite';
import { apiPost, apiToken, logInAs, registerUser, uniqueWord } from '../support/users';

const suite = portalWithBrowser();

describe('a student rates, reviews and reports their teacher', () => {
  test(
    'from the batch card to the teacher page and back to the teacher dashboard',
    { timeout: 120_000 },
    () =>
      withPages(suite.browser, suite.portal.url, 'ratings-journey', async (open) => {
        const title = `Class 8 Maths ${uniqueWord('batch')}`;
        const teacher = await registerUser(suite.portal.url, 'teacher', 'rt_t');
        const student = await registerUser(suite.portal.url, 'student', 'rt_s');
        const teacherToken = await apiToken(suite.portal.url, teacher);
        const batchId = await createBatchApi(suite.portal.url, teacherToken, {
          title,
          subject: 'Mathematics',
          class: '8',
          salary: 2000,
          students: [student.username],
        });
        // A rating needs a class the teacher held in the batch: the teacher starts one.
        await apiPost(suite.portal.url, teacherToken, `/zoom/create-meeting/${batchId}`, {});

        const page = await open();
        await logInAs(page, student);
        await openYourBatches(page, 'student');
        await batchCard(page, title).getByRole('link', { name: 'Rate & Review' }).click();
        await page.waitForURL((url) => url.pathname.startsWith('/teacher/profile/'));
        await page.getByRole('heading', { name: 'Reports And Reviews' }).waitFor();
        await page.getByText(`@${teacher.username}`).waitFor();
        await page.getByText(`${teacher.username}@example.com`).waitFor();

        // Rate Teacher: nothing chosen is refused; then four stars by keyboard (End, then one step left).
        const rateForm = page.getByRole('form', { name: 'Rate Teacher' });
        await rateForm.getByRole('button', { name: 'Submit Rating' }).click();
        await rateForm.getByRole('alert').getByText('Please select a rating').waitFor();
        const stars = rateForm.getByRole('radiogroup', { name: 'Your rating' });
        await stars.getByRole('radio', { name: '1 star' }).focus();
        await page.keyboard.press('End');
        await page.keyboard.press('ArrowLeft');
        assert.equal(
          await stars.getByRole('radio', { name: '4 stars' }).getAttribute('aria-checked'),
          'true',
        );
        await page.keyboard.press('Tab');
        await page.keyboard.type('Clear explanations, always on time.');
        assert.equal(
          await field(rateForm, 'Review (optional)').inputValue(),
          'Clear explanations, always on time.',
          'Tab leaves the star group for the review box',
        );
        await rateForm.getByRole('button', { name: 'Submit Rating' }).click();
        await rateForm.getByText('Your rating has been submitted successfully!').waitFor();
        assert.equal(await field(rateForm, 'Review (optional)').inputValue(), '', 'the form resets');
        await page.getByRole('img', { name: 'Rated 4.0 out of 5' }).waitFor();

        // View Reviews: the student's own review, edited to five stars and a new text.
        await page.getByRole('tab', { name: 'View Reviews' }).click();
        const reviews = page.getByRole('list', { name: 'Reviews' });
        const own = reviews.getByRole('listitem').filter({ hasText: '(your review)' });
        await own.getByText('Clear explanations, always on time.').waitFor();
        await own.getByRole('button', { name: 'Edit' }).click();
        await own.getByRole('radio', { name: '5 stars' }).click();
        await field(own, 'Your review').fill('Clear explanations and patient with questions.');
        await own.getByRole('button', { name: 'Save' }).click();
        await own.getByText('Clear explanations and patient with questions.').waitFor();

        // Report Teacher: a blank report is refused, a real one is sent.
        await page.getByRole('tab', { name: 'Report Teacher' }).click();
        // Once the reviews tab has gone (it may fade out), the only rating shown is the teacher's average.
        await reviews.waitFor({ state: 'hidden' });
        await page.getByRole('img', { name: 'Rated 5.0 out of 5' }).waitFor();
        const reportForm = page.getByRole('form', { name: 'Report Teacher' });
        await reportForm.getByRole('button', { name: 'Submit Report' }).click();
        await reportForm.getByText('Please provide details for your report.').waitFor();
        await field(reportForm, 'Report details').fill('Missed two classes without notice.');
        await reportForm.getByRole('button', { name: 'Submit Report' }).click();
        await page
          .getByText('Your report has been submitted successfully. Our team will review it shortly.')
          .waitFor();

        // The teacher's dashboard: the average, the chart with its table, and the review.
        const teacherPage = await open();
        await logInAs(teacherPage, teacher);
        await teacherPage.getByRole('heading', { name: 'Teacher Dashboard' }).waitFor();
        await teacherPage.getByText('5.0', { exact: true }).waitFor();
        await teacherPage.getByText('Based on 1 reviews').waitFor();
        const chart = teacherPage.getByRole('table', { name: 'Rating distribution' });
        await chart.getByRole('row', { name: '5 stars 1 review' }).waitFor({ state: 'attached' });
        await chart.getByRole('row', { name: '1 star 0 reviews' }).waitFor({ state: 'attached' });
        await teacherPage.locator('canvas').waitFor();
        await teacherPage.getByText('Clear explanations and patient with questions.').waitFor();
        await teacherPage.getByText('Arif Hossain').waitFor();
        await teacherPage.getByRole('link', { name: 'View All' }).click();
        await teacherPage.waitForURL((url) => url.pathname.startsWith('/teacher/profile/'));
        await teacherPage.getByRole('heading', { name: 'Reports And Reviews' }).waitFor();
      }),
  );
});
