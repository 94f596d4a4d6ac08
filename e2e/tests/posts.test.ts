// Posts end to end (SPEC §2 Search screens, Post card, Create Tuition Post/Request, Your Tuition Posts):
// a teacher's offer found and joined by a student, a student's request found by a teacher and accepted,
// and the search screen on a phone. Every journey uses users registered for this run, so the demo data
// cannot match its searches.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { field, waitForPath, withPages } from '../support/browser';
import { portalWithBrowser } from '../support/suite';
import { apiGet, apiPost, apiToken, logInAs, registerUser, uniqueWord } from '../support/users';
import { fillPostForm, filtersForm, postCard, resultCount, searchKeyword } from '../support/posts';

const suite = portalWithBrowser();

const JOURNEY_TIMEOUT = 120_000;

describe('a teacher offers a batch and a student finds it', () => {
  test(
    'the student filters by subject, class and day, adds a keyword, reloads, joins and leaves',
    { timeout: JOURNEY_TIMEOUT },
    () =>
      withPages(suite.browser, suite.portal.url, 'posts-teacher-offer', async (open) => {
        const keyword = uniqueWord('optics');
        const title = `HSC Physics batch ${keyword}`;
        const teacher = await registerUser(suite.portal.url, 'teacher', 'offer_t');
        const student = await registerUser(suite.portal.url, 'student', 'offer_s');

        // The teacher posts the offer.
        const teacherPage = await open();
        await logInAs(teacherPage, teacher);
        await teacherPage.getByRole('link', { name: 'Post Tuition' }).click();
        await waitForPath(teacherPage, '/teacher/tuitionpost');
        const form = await fillPostForm(teacherPage, {
          title,
          subtitle: 'Mechanics and optics, weekly tests',
          subject: 'Physics',
          classLabel: 'Class 10',
          description: `Small group, ${keyword} problems every week.`,
          days: ['Sunday', 'Tuesday', 'Thursday'],
          time: '17:30',
          salary: 3000,
          batchOf: 5,
        });
        await form.getByRole('button', { name: 'Create Tuition Post' }).click();
        await teacherPage.getByText('Post created successfully!').waitFor();
        await waitForPath(teacherPage, '/teacher/posts');
        const own = postCard(teacherPage, title);
        await own.getByText('Batch (5 max)').waitFor();
        await own.getByText('Sun, Tue, Thu').or(own.getByText('Sunday, Tuesday, Thursday')).waitFor();

        // The student finds it with filters and a keyword.
        const page = await open();
        await logInAs(page, student);
        await page.getByRole('link', { name: 'Find Tutor' }).click();
        await waitForPath(page, '/student/tutorsearch');
        await page.getByRole('heading', { name: 'Search Teachers' }).waitFor();
        const filters = filtersForm(page);
        await field(filters, 'Subject').fill('Physics');
        await field(filters, 'Class').selectOption({ label: 'Class 10' });
        await filters.getByRole('group', { name: 'Days' }).getByRole('button', { name: 'Tuesday' }).click();
        await filters.getByRole('button', { name: 'Apply filters' }).click();
        await page.waitForURL(
          (url) =>
            url.searchParams.get('subject') === 'Physics' &&
            url.searchParams.get('class') === '10' &&
            url.searchParams.get('weekly_schedule') === 'Tuesday',
        );
        await postCard(page, title).waitFor();

        await searchKeyword(page, keyword);
        await resultCount(page)
          .filter({ hasText: /^1 result$/ })
          .waitFor();
        await postCard(page, title).waitFor();

        // The URL carries the whole search: a reload shows the same filters and result.
        const searchUrl = new URL(page.url());
        await page.reload();
        await postCard(page, title).waitFor();
        await resultCount(page)
          .filter({ hasText: /^1 result$/ })
          .waitFor();
        assert.equal(new URL(page.url()).search, searchUrl.search);
        assert.equal(await field(filtersForm(page), 'Subject').inputValue(), 'Physics');
        assert.equal(await field(filtersForm(page), 'Class').inputValue(), '10');
        assert.equal(
          await filtersForm(page)
            .getByRole('group', { name: 'Days' })
            .getByRole('button', { name: 'Tuesday' })
            .getAttribute('aria-pressed'),
          'true',
        );
        assert.equal(await page.getByRole('searchbox', { name: 'Keyword' }).inputValue(), keyword);

        // Join, then leave.
        const card = postCard(page, title);
        await card.getByRole('button', { name: 'Join' }).click();
        await card.getByRole('button', { name: 'Leave' }).waitFor();
        await card.getByText('1 Interested', { exact: true }).waitFor();
        await card.getByRole('button', { name: 'Leave' }).click();
        await card.getByRole('button', { name: 'Join' }).waitFor();
        await card.getByText('Active', { exact: true }).waitFor();
        assert.equal(await card.getByText('1 Interested').count(), 0);
      }),
  );
});

interface SearchBody {
  data: { _id: string; title: string }[];
  meta: { total: number };
}

describe('a student requests a tutor and accepts a teacher who showed interest', () => {
  test(
    'the teacher finds the request and shows interest; the student accepts; the request leaves the search',
    { timeout: JOURNEY_TIMEOUT },
    () =>
      withPages(suite.browser, suite.portal.url, 'posts-student-request', async (open) => {
        const keyword = uniqueWord('titration');
        const title = `Class 9 Chemistry help ${keyword}`;
        const student = await registerUser(suite.portal.url, 'student', 'req_s');
        const teacher = await registerUser(suite.portal.url, 'teacher', 'req_t');

        // The student posts the request.
        const studentPage = await open();
        await logInAs(studentPage, student);
        await studentPage.getByRole('link', { name: 'Post Request' }).click();
        await waitForPath(studentPage, '/student/tuitionrequest');
        const form = await fillPostForm(studentPage, {
          title,
          subtitle: 'Acids, bases and titration',
          subject: 'Chemistry',
          classLabel: 'Class 9',
          description: `Need help before the test: ${keyword} practicals.`,
          days: ['Monday', 'Wednesday'],
          time: '18:00',
          salary: 2500,
        });
        await form.getByRole('button', { name: 'Submit Tuition Request' }).click();
        await studentPage.getByText('Request submitted successfully!').waitFor();
        await waitForPath(studentPage, '/student/posts');
        await postCard(studentPage, title).getByText('Active', { exact: true }).waitFor();

        // The teacher finds it (a filter and the keyword) and shows interest.
        const page = await open();
        await logInAs(page, teacher);
        await page.getByRole('link', { name: 'Find Tuitions' }).click();
        await waitForPath(page, '/teacher/tuitionsearch');
        await page.getByRole('heading', { name: 'Search Students' }).waitFor();
        await field(filtersForm(page), 'Subject').fill('Chemistry');
        await filtersForm(page).getByRole('button', { name: 'Apply filters' }).click();
        await page.waitForURL((url) => url.searchParams.get('subject') === 'Chemistry');
        await searchKeyword(page, keyword);
        await resultCount(page)
          .filter({ hasText: /^1 result$/ })
          .waitFor();
        const card = postCard(page, title);
        await card.getByRole('button', { name: 'Show Interest', pressed: false }).click();
        await card.getByRole('button', { name: 'Interested', exact: true, pressed: true }).waitFor();
        await card.getByText('1 Interested', { exact: true }).waitFor();

        // The student sees the teacher on Your Posts and accepts them.
        await studentPage.getByRole('link', { name: 'Your Posts' }).click();
        await waitForPath(studentPage, '/student/posts');
        await studentPage.reload(); // the list was loaded before the teacher's interest
        const request = postCard(studentPage, title);
        await request.getByRole('button', { name: /Interested Teachers \(1\)/, expanded: true }).waitFor();
        await request.getByText(teacher.username, { exact: true }).waitFor();
        await request.getByRole('button', { name: `Accept ${teacher.username}` }).click();
        await studentPage.getByText('Teacher accepted').first().waitFor();
        await request.getByText('Matched', { exact: true }).waitFor();
        assert.equal(await request.getByRole('button', { name: /^Accept / }).count(), 0);

        // The request has left the teacher's search: in the browser (search again) and through the API.
        await page.reload();
        await page.waitForURL((url) => url.searchParams.get('q') === keyword);
        await resultCount(page)
          .filter({ hasText: /^0 results$/ })
          .waitFor();
        assert.equal(await postCard(page, title).count(), 0);
        const token = await apiToken(suite.portal.url, teacher);
        const found = await apiGet<SearchBody>(
          suite.portal.url,
          token,
          `/post/teacher/search?q=${keyword}&subject=Chemistry`,
        );
        assert.equal(found.meta.total, 0);
        assert.deepEqual(found.data, []);

        // On the teacher's Your Posts it is a matched request, with nothing left to do.
        await page.getByRole('link', { name: 'Your Posts' }).click();
        await waitForPath(page, '/teacher/posts');
        const section = page.getByRole('region', { name: "Requests You're Interested In" });
        const mine = postCard(section, title);
        await mine.getByText('Matched', { exact: true }).waitFor();
        assert.equal(
          await mine.getByRole('button', { name: /^(Leave|Interested|Show Interest)$/ }).count(),
          0,
        );

        // The teacher's notification, once the portal can read them (SPEC: GET /notifications/getnotifications).
        const notifications = await fetch(`${suite.portal.url}/api/v1/notifications/getnotifications`, {
          headers: { authorization: `Bearer ${token}` },
        });
        if (notifications.status === 404) {
          console.log(
            '# notifications: no read endpoint yet (GET /api/v1/notifications/getnotifications is 404)',
          );
        } else {
          assert.equal(notifications.status, 200);
          const body = (await notifications.json()) as { data: unknown };
          const list = (Array.isArray(body.data) ? body.data : (body.data as { data: unknown[] }).data) as {
            message: string;
          }[];
          assert.ok(
            list.some((n) => n.message.includes(title)),
            `a notification about "${title}" in ${JSON.stringify(list)}`,
          );
        }
      }),
  );
});

describe('the search screen on a phone', () => {
  test('filters open behind Show filters and the results fit the width', { timeout: JOURNEY_TIMEOUT }, () =>
    withPages(suite.browser, suite.portal.url, 'posts-phone-search', async (open) => {
      // A teacher's post with a long unbroken word in it, made through the API: the phone must wrap it.
      const keyword = uniqueWord('astrophotographyworkshop');
      const title = `Astronomy club ${keyword}`;
      const teacher = await registerUser(suite.portal.url, 'teacher', 'phone_t');
      await apiPost(suite.portal.url, await apiToken(suite.portal.url, teacher), '/post/create', {
        title,
        subtitle: 'Telescopes, star charts and night-sky photography',
        subject: 'Astronomy',
        class: '11',
        description: `Weekend sessions on the roof: ${keyword}.`,
        weekly_schedule: ['Friday', 'Saturday'],
        time: '20:00',
        salary: 1800,
        is_continuous: true,
        is_batch: true,
        max_size: 8,
        modes: ['teacher_place', 'online'],
        district: 'dhaka',
        area: 'mirpur',
        medium: 'english_version',
      });
      const student = await registerUser(suite.portal.url, 'student', 'phone_s');

      const page = await open({ viewport: { width: 390, height: 844 } });
      await logInAs(page, student);
      await page.goto('/student/tutorsearch');
      await page.getByRole('heading', { name: 'Search Teachers' }).waitFor();
      await resultCount(page).waitFor();

      const filters = filtersForm(page);
      assert.equal(await filters.isVisible(), false, 'the filters start hidden');
      await page.getByRole('button', { name: 'Show filters', expanded: false }).click();
      await filters.waitFor({ state: 'visible' });
      await page.getByRole('button', { name: 'Hide filters', expanded: true }).waitFor();
      const openWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(openWidth <= 390, `with the filters open the page is ${openWidth}px wide on a 390px screen`);

      await field(filters, 'Subject').fill('Astronomy');
      await filters.getByRole('button', { name: 'Apply filters' }).click();
      await page.waitForURL((url) => url.searchParams.get('subject') === 'Astronomy');
      await filters.waitFor({ state: 'hidden' }); // applying closes the filters
      await page.getByRole('button', { name: 'Show filters (1)' }).waitFor();
      await resultCount(page)
        .filter({ hasText: /^1 result$/ })
        .waitFor();
      await postCard(page, title).waitFor();

      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 390, `with results the page is ${width}px wide on a 390px screen`);
    }),
  );
});
