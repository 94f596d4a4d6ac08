// The portal in Bangla, end to end (a phone whose language is Bangla): a new student signs up, posts a request
// with a district and a mode, a teacher finds it by those filters, and the money and the class time read as
// people here say them. Everything is done by the Bangla words on the screen.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { field, waitForPath, withPages } from '../support/browser';
import { portalWithBrowser } from '../support/suite';
import { fillWhereHow, filtersForm, postCard, POST_FORM_WORDS, tickChip } from '../support/posts';
import { apiToken, PASSWORD, registerUser, uniqueName, uniqueWord } from '../support/users';

const suite = portalWithBrowser();

const PHONE = { width: 360, height: 780 };

/** Gives a teacher's profile their gender (a request that prefers a female tutor is shown to women only). */
async function giveGender(teacher: { username: string }, gender: 'male' | 'female') {
  const body = new FormData();
  body.append('gender', gender);
  const response = await fetch(`${suite.portal.url}/api/v1/users/updateprofile`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${await apiToken(suite.portal.url, { ...teacher, role: 'teacher' })}` },
    body,
  });
  assert.equal(response.status, 200, await response.text());
}

describe('a Bangla-speaking family', () => {
  test(
    'signs up, posts a request in Dhaka at home, and a female teacher finds it by district and mode',
    { timeout: 180_000 },
    () =>
      withPages(suite.browser, suite.portal.url, 'bangla-journey', async (open) => {
        const keyword = uniqueWord('bangla');
        const title = `নবম শ্রেণির গণিত ${keyword}`;
        const username = uniqueName('bn_s');

        // Signing up: the browser speaks Bangla, so the first visit does too.
        const page = await open({ locale: 'bn-BD', viewport: PHONE });
        await page.goto('/signup');
        assert.equal(await page.locator('html').getAttribute('lang'), 'bn');
        await page.getByRole('heading', { name: 'আপনার অ্যাকাউন্ট খুলুন' }).waitFor();
        await field(page, 'নামের প্রথম অংশ').fill('তানিয়া');
        await field(page, 'নামের শেষ অংশ').fill('রহমান');
        await field(page, 'ইউজারনেম').fill(username);
        await field(page, 'ইমেইল').fill(`${username}@example.com`);
        await field(page, 'পাসওয়ার্ড').fill(PASSWORD);
        await field(page, 'পাসওয়ার্ড নিশ্চিত করুন').fill(PASSWORD);
        await page.getByRole('radio', { name: /^শিক্ষার্থী/ }).check({ force: true });
        await page.getByRole('button', { name: 'সাইন আপ' }).click();
        await waitForPath(page, '/login');
        await page.getByText('নিবন্ধন সফল হয়েছে! অনুগ্রহ করে লগ ইন করুন।').waitFor();

        await field(page, 'ইউজারনেম').fill(username);
        await field(page, 'পাসওয়ার্ড').fill(PASSWORD);
        await page.getByRole('button', { name: 'লগ ইন' }).click();
        await waitForPath(page, '/student/dashboard');

        // The request: a school class, at the student's home in Dhaka, preferring a female tutor.
        await page.goto('/student/tuitionrequest');
        const form = page.getByRole('form', { name: 'টিউশনের অনুরোধ তৈরি করুন' });
        await form.waitFor();
        await field(form, 'শিরোনাম').fill(title);
        await field(form, 'উপশিরোনাম').fill('সপ্তাহে তিন দিন, বাসায় এসে');
        await field(form, 'বিষয়').fill('গণিত');
        await field(form, 'শ্রেণি').selectOption({ label: 'নবম শ্রেণি' });
        await field(form, 'বিবরণ').fill(`বীজগণিত ও জ্যামিতিতে সাহায্য দরকার। ${keyword}`);
        // Submitting early shows the contract's own rules, in Bangla.
        await form.getByRole('button', { name: 'টিউশনের অনুরোধ জমা দিন' }).click();
        await form
          .getByText('অন্তত একটি পড়ানোর ধরন বেছে নিন: অনলাইন, শিক্ষার্থীর বাসায় অথবা শিক্ষকের বাসায়')
          .waitFor();
        await form.getByText('স্কুলের শ্রেণির জন্য মাধ্যম (ভার্সন) দিতে হবে').waitFor();

        const days = form.getByRole('group', { name: 'দিন' });
        for (const chip of ['রবি (রবিবার)', 'মঙ্গল (মঙ্গলবার)', 'বৃহস্পতি (বৃহস্পতিবার)'])
          await days.getByRole('button', { name: chip, exact: true }).click();
        await field(form, 'সময়').fill('18:30');
        await field(form, 'বেতন (প্রতি মাসে, টাকায়)').fill('3500');
        await fillWhereHow(
          form,
          {
            modes: ['শিক্ষার্থীর বাসায়'],
            district: 'ঢাকা',
            area: 'মিরপুর',
            medium: 'বাংলা মাধ্যম',
            preferredTutor: 'মহিলা',
          },
          POST_FORM_WORDS.bn,
        );
        await form.getByRole('button', { name: 'টিউশনের অনুরোধ জমা দিন' }).click();
        await page.getByText('অনুরোধ সফলভাবে জমা হয়েছে!').waitFor();

        // The teacher: a woman, so the request's preference lets her see it.
        const teacher = await registerUser(suite.portal.url, 'teacher', 'bn_t');
        await giveGender(teacher, 'female');
        const teacherPage = await open({ locale: 'bn-BD', viewport: PHONE });
        await teacherPage.goto('/login');
        await field(teacherPage, 'ইউজারনেম').fill(teacher.username);
        await field(teacherPage, 'পাসওয়ার্ড').fill(PASSWORD);
        await teacherPage.getByRole('button', { name: 'লগ ইন' }).click();
        await waitForPath(teacherPage, '/teacher/dashboard');
        await teacherPage.goto('/teacher/tuitionsearch');
        await teacherPage.getByRole('heading', { name: 'শিক্ষার্থী খুঁজুন' }).waitFor();
        await teacherPage.getByText('পুরুষ গৃহশিক্ষক চাওয়া অনুরোধগুলো এখানে দেখানো হয় না।').waitFor();

        const showFilters = teacherPage.getByRole('button', { name: /^ফিল্টার দেখান/ });
        if (await showFilters.isVisible()) await showFilters.click();
        const filters = filtersForm(teacherPage).or(teacherPage.getByRole('form', { name: 'ফিল্টার' }));
        await field(filters, 'জেলা').selectOption({ label: 'ঢাকা' });
        await tickChip(filters, 'শিক্ষার্থীর বাসায়');
        await filters.getByRole('button', { name: 'ফিল্টার প্রয়োগ করুন' }).click();
        await teacherPage.waitForURL(
          (url) =>
            url.searchParams.get('district') === 'dhaka' && url.searchParams.get('mode') === 'student_home',
        );
        await teacherPage.getByRole('searchbox', { name: 'কীওয়ার্ড' }).fill(keyword);
        await teacherPage.waitForURL((url) => url.searchParams.get('q') === keyword);

        const card = postCard(teacherPage, title);
        await card.waitFor();
        // Taka with Bangla digits and Bangladeshi grouping; the class time as people say it; the place and mode.
        await card.getByText('৳৩,৫০০').waitFor();
        await card.getByText('সন্ধ্যা ৬:৩০').waitFor();
        await card.getByText('মিরপুর, ঢাকা').waitFor();
        await card.getByText('শিক্ষার্থীর বাসায়').waitFor();
        await card.getByText('মহিলা গৃহশিক্ষক পছন্দ').waitFor();
        await card.getByText('বাংলা মাধ্যম').waitFor();

        // Nothing on the card overflows a 360px phone.
        const overflow = await card.evaluate((element) => element.scrollWidth - element.clientWidth);
        assert.ok(overflow <= 0, `the card overflows by ${overflow}px`);

        // A district elsewhere does not find it.
        await teacherPage.goto(`/teacher/tuitionsearch?district=sylhet&q=${keyword}`);
        await teacherPage.getByText('মিলে যায় এমন কোনো টিউশনের অনুরোধ নেই').waitFor();
      }),
  );
});
