// The server speaks the caller's language (DESIGN §6.12): the account's choice, else Accept-Language. Only
// texts change: field names, codes, statusCode and the envelope stay as they are. Mails and stored
// notifications are written in the recipient's language; the payment simulator's page in the payer's.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { LANGUAGE_MESSAGES, MESSAGES, type Batch } from '@pathshala/shared-api/contract';
import type { LightMyRequestResponse } from 'fastify';
import { batchFields } from './authz-world';
import { createBatchOk, messagesOf } from './fixtures';
import {
  authHeader,
  forEachDatabase,
  PASSWORD,
  resetTokenFrom,
  signUpAs,
  startTestApp,
  uniqueName,
  type Account,
  type TestApp,
} from './helpers';

const BANGLA = { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' };
const ENGLISH = { 'accept-language': 'en-US,en;q=0.9' };
/** Any Bengali letter or digit (not the taka sign, which English shows too). */
const BENGALI_SCRIPT = /[\u0985-\u09B9\u09E6-\u09EF]/;

forEachDatabase((kind) => {
  let t: TestApp;

  before(async () => {
    t = await startTestApp(kind, { env: { PUBLIC_URL: 'https://pathshala.example' } });
  });
  after(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    {
      account,
      headers = {},
      payload,
    }: { account?: Account; headers?: Record<string, string>; payload?: object } = {},
  ): Promise<LightMyRequestResponse> =>
    t.request({
      method,
      url: `/api/v1${url}`,
      headers: { ...(account ? authHeader(account.token) : {}), ...headers },
      ...(payload ? { payload } : {}),
    });

  const saveLanguage = async (account: Account, language: 'en' | 'bn') => {
    const response = await call('PUT', '/users/language', { account, payload: { language } });
    assert.equal(response.statusCode, 200, response.body);
  };

  /** A registration the contract refuses on three fields at once. */
  const badRegistration = () => ({
    firstname: '',
    lastname: 'Rahman',
    username: 'ab',
    email: 'not-an-email',
    password: 'Str0ngPassword',
    role: 'student',
  });

  describe('messages follow Accept-Language', () => {
    test('a validation error in Bangla: the same fields, status and envelope, Bangla texts', async () => {
      const english = await call('POST', '/register', { payload: badRegistration(), headers: ENGLISH });
      const bangla = await call('POST', '/register', { payload: badRegistration(), headers: BANGLA });
      assert.equal(english.statusCode, 400);
      assert.equal(bangla.statusCode, 400);
      assert.deepEqual(english.json().errors, {
        firstname: MESSAGES.firstnameRequired,
        username: MESSAGES.usernameShort,
        email: MESSAGES.emailInvalid,
      });
      assert.deepEqual(bangla.json(), {
        statusCode: 400,
        data: null,
        success: false,
        message: 'নামের প্রথম অংশ দিতে হবে',
        errors: {
          firstname: 'নামের প্রথম অংশ দিতে হবে',
          username: 'ইউজারনেম কমপক্ষে ৩ অক্ষরের হতে হবে',
          email: 'ইমেইলের ধরন সঠিক নয়',
        },
      });
    });

    test('no header, or any language but Bangla, is English', async () => {
      for (const headers of [{}, ENGLISH, { 'accept-language': 'fr-FR,de;q=0.8' }]) {
        const response = await call('POST', '/register', { payload: badRegistration(), headers });
        assert.equal(response.json().message, MESSAGES.firstnameRequired, JSON.stringify(headers));
      }
    });

    test("the error handler's own words and zod's wording in Bangla too", async () => {
      const signedOut = await call('GET', '/users/viewprofile', { headers: BANGLA });
      assert.equal(signedOut.statusCode, 401);
      assert.equal(signedOut.json().message, 'অনুমোদিত ব্যবহারকারী নন');

      const student = await signUpAs(t, 'student');
      const badPost = await call('POST', '/post/create', {
        account: student,
        headers: BANGLA,
        payload: { ...batchFields, title: 'T', subtitle: 'S', description: 'D', is_continuous: 'yes' },
      });
      assert.equal(badPost.statusCode, 400, badPost.body);
      assert.equal(badPost.json().errors.is_continuous, 'is_continuous এর মান true অথবা false হতে হবে');

      const badLogout = await call('POST', '/logout', {
        headers: BANGLA,
        payload: { accessToken: 'x'.repeat(5000) },
      });
      assert.equal(badLogout.statusCode, 400);
      assert.equal(badLogout.json().errors.accessToken, 'খুব বড়: সর্বোচ্চ ৪,০৯৬ অক্ষর হতে পারে');
    });

    test('a success message, and a search page cached per language', async () => {
      const teacher = await signUpAs(t, 'teacher');
      const url = '/post/teacher/search?subject=Physics';
      const english = await call('GET', url, { account: teacher });
      const bangla = await call('GET', url, { account: teacher, headers: BANGLA });
      const englishAgain = await call('GET', url, { account: teacher });
      assert.equal(english.json().message, 'Posts fetched successfully');
      assert.equal(bangla.json().message, 'পোস্টগুলো সফলভাবে আনা হয়েছে');
      assert.equal(englishAgain.json().message, 'Posts fetched successfully');
      assert.deepEqual(bangla.json().data, english.json().data);
    });
  });

  describe('PUT /users/language', () => {
    test('saves the language and answers the profile, already in the new language', async () => {
      const student = await signUpAs(t, 'student');
      const response = await call('PUT', '/users/language', {
        account: student,
        payload: { language: 'bn' },
      });
      assert.equal(response.statusCode, 200, response.body);
      const body = response.json();
      assert.equal(body.success, true);
      assert.equal(body.message, 'ভাষা সফলভাবে সংরক্ষণ করা হয়েছে');
      assert.equal(body.data.username, student.name);
      assert.equal(body.data.language, 'bn');
      assert.equal(body.data.role, 'student');

      const back = await call('PUT', '/users/language', { account: student, payload: { language: 'en' } });
      assert.equal(back.json().message, LANGUAGE_MESSAGES.saved);
      assert.equal(back.json().data.language, 'en');
    });

    test('400 with a clear message for anything but en or bn', async () => {
      const student = await signUpAs(t, 'student');
      for (const payload of [
        { language: 'fr' },
        { language: 'BN' },
        { language: null },
        { language: 1 },
        {},
      ]) {
        const response = await call('PUT', '/users/language', { account: student, payload });
        assert.equal(response.statusCode, 400, JSON.stringify(payload));
        assert.deepEqual(response.json(), {
          statusCode: 400,
          data: null,
          message: LANGUAGE_MESSAGES.invalid,
          success: false,
          errors: { language: LANGUAGE_MESSAGES.invalid },
        });
      }
      const bangla = await call('PUT', '/users/language', {
        account: student,
        headers: BANGLA,
        payload: { language: 'fr' },
      });
      assert.equal(bangla.json().errors.language, 'ভাষা en (ইংরেজি) অথবা bn (বাংলা) হতে হবে');
      const profile = await call('GET', '/users/viewprofile', { account: student });
      assert.equal(profile.json().data.language, null, 'nothing was saved');
    });

    test('is in the OpenAPI document, signed in, with its body', async () => {
      const document = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
      const operation = document.paths['/api/v1/users/language']?.put;
      assert.ok(operation, 'PUT /api/v1/users/language is documented');
      assert.deepEqual(operation.security, [{ bearerAuth: [] }]);
      const schema = operation.requestBody.content['application/json'].schema;
      assert.deepEqual(schema.properties.language.enum, ['en', 'bn']);
      assert.ok(operation.responses['200']);
    });

    test('401 when signed out', async () => {
      const response = await call('PUT', '/users/language', { payload: { language: 'bn' } });
      assert.equal(response.statusCode, 401);
      assert.equal(response.json().message, 'Unauthorized user');
    });
  });

  describe("the account's language", () => {
    test('login and viewprofile answer it: null until chosen', async () => {
      const name = uniqueName('lang');
      assert.equal((await t.register({ username: name, email: `${name}@example.com` })).statusCode, 201);
      const first = await t.login(name, PASSWORD);
      assert.equal(first.response.json().data.language, null);
      assert.equal(first.response.json().data.role, 'student');
      assert.ok(first.response.json().data.accessToken);
      const account = { id: '', name, token: first.accessToken };
      assert.equal((await call('GET', '/users/viewprofile', { account })).json().data.language, null);

      await saveLanguage(account, 'bn');
      const again = await t.login(name, PASSWORD);
      assert.equal(again.response.json().data.language, 'bn');
      assert.equal(
        again.response.json().message,
        'লগ ইন সফল হয়েছে',
        "the sign-in speaks the account's language",
      );
      const profile = await call('GET', '/users/viewprofile', {
        account: { ...account, token: again.accessToken },
      });
      assert.equal(profile.json().data.language, 'bn');
      assert.equal(profile.json().message, 'প্রোফাইল সফলভাবে আনা হয়েছে');
    });

    test('overrides Accept-Language, either way', async () => {
      const bangla = await signUpAs(t, 'student');
      await saveLanguage(bangla, 'bn');
      const english = await signUpAs(t, 'student');
      await saveLanguage(english, 'en');

      const fromBangla = await call('GET', '/users/viewprofile', { account: bangla, headers: ENGLISH });
      assert.equal(fromBangla.json().message, 'প্রোফাইল সফলভাবে আনা হয়েছে');
      const refused = await call('PUT', '/post/update/00000000-0000-4000-8000-000000000000', {
        account: bangla,
        headers: ENGLISH,
        payload: { title: 'x' },
      });
      assert.equal(refused.statusCode, 404);
      assert.equal(refused.json().message, 'পোস্টটি পাওয়া যায়নি');

      const fromEnglish = await call('GET', '/users/viewprofile', { account: english, headers: BANGLA });
      assert.equal(fromEnglish.json().message, 'Profile fetched successfully');
    });

    test('public and admin views of a user do not show it', async () => {
      const teacher = await signUpAs(t, 'teacher');
      await saveLanguage(teacher, 'bn');
      const student = await signUpAs(t, 'student');
      const response = await call('GET', `/users/get-user/${teacher.id}`, { account: student });
      assert.equal(response.statusCode, 200);
      assert.ok(!('language' in response.json().data));
    });
  });

  describe('mails and notifications in the recipient’s language', () => {
    test('the password-reset mail in Bangla for a Bangla account, in English otherwise', async () => {
      const bangla = await signUpAs(t, 'student');
      await saveLanguage(bangla, 'bn');
      const english = await signUpAs(t, 'student');

      // The request's own language does not decide the mail: the account's does.
      assert.equal(
        (await call('POST', '/forget-password', { payload: { email: `${bangla.name}@example.com` } }))
          .statusCode,
        200,
      );
      assert.equal(
        (
          await call('POST', '/forget-password', {
            headers: BANGLA,
            payload: { email: `${english.name}@example.com` },
          })
        ).statusCode,
        200,
      );
      const mailTo = (account: Account) =>
        t.outbox().find((mail) => mail.to === `${account.name}@example.com`)!;

      const bn = mailTo(bangla);
      assert.equal(bn.subject, 'আপনার পাঠশালা পাসওয়ার্ড রিসেট করুন');
      assert.ok(bn.text.startsWith('প্রিয় Test,\n'), bn.text);
      assert.ok(bn.text.includes('অথবা পাসওয়ার্ড রিসেট পাতায় এই টোকেনটি লিখুন:'));
      assert.ok(bn.text.includes('https://pathshala.example/reset-password?token='));
      assert.ok(bn.html.startsWith('<div lang="bn">'));
      assert.ok(bn.html.includes('<p>প্রিয় Test,</p>'));
      const token = resetTokenFrom(bn);
      assert.ok(bn.html.includes(token));

      const en = mailTo(english);
      assert.equal(en.subject, 'Reset your Pathshala password');
      assert.ok(en.text.startsWith('Hello Test,\n'));
      assert.ok(en.html.startsWith('<div lang="en">'));
    });

    test('a batch: each member notified and mailed in their own language, money in taka', async () => {
      const teacher = await signUpAs(t, 'teacher');
      const bangla = await signUpAs(t, 'student');
      await saveLanguage(bangla, 'bn');
      const english = await signUpAs(t, 'student');
      const batch: Batch = await createBatchOk(t, teacher, {
        ...batchFields,
        title: 'Algebra <club>',
        salary: 150000,
        student_ids: [bangla.name, english.name],
      });

      assert.ok(
        (await messagesOf(t, bangla.id)).includes(
          `${teacher.name} আপনাকে "Algebra <club>" ব্যাচে যোগ দেওয়ার আমন্ত্রণ জানিয়েছেন`,
        ),
      );
      assert.ok(
        (await messagesOf(t, english.id)).includes(`${teacher.name} invited you to join "Algebra <club>"`),
      );
      assert.ok(
        (await messagesOf(t, teacher.id)).includes(
          `${bangla.name} accepted the invitation to join "Algebra <club>"`,
        ),
        'the English teacher reads of a Bangla student’s answer in English',
      );

      const asked = await call('POST', `/batch/teacher/ask-for-payment/${batch._id}`, { account: teacher });
      assert.equal(asked.statusCode, 201, asked.body);
      assert.ok(
        (await messagesOf(t, bangla.id)).includes('"Algebra <club>" এর জন্য পেমেন্ট চাওয়া হয়েছে: ৳১,৫০,০০০'),
      );
      assert.ok(
        (await messagesOf(t, english.id)).includes('Payment requested for "Algebra <club>": ৳1,50,000'),
      );

      const mails = (account: Account) =>
        t.outbox().filter((mail) => mail.to === `${account.name}@example.com`);
      const asking = mails(bangla).find(
        (mail) => mail.subject === '"Algebra <club>" এর জন্য পেমেন্ট চাওয়া হয়েছে',
      );
      assert.ok(asking, JSON.stringify(mails(bangla).map((mail) => mail.subject)));
      assert.ok(asking.text.includes('"Algebra <club>" এর জন্য পেমেন্ট চাওয়া হয়েছে: ৳১,৫০,০০০।'), asking.text);
      assert.ok(
        asking.text.includes('পেমেন্ট করতে আপনার ব্যাচগুলো খুলুন: https://pathshala.example/student/batches'),
      );
      assert.ok(asking.html.includes('&lt;club&gt;') && !asking.html.includes('<club>'), 'html escaped');
      assert.ok(mails(english).some((mail) => mail.subject === 'Payment requested for "Algebra <club>"'));
      for (const mail of mails(english)) assert.doesNotMatch(`${mail.subject}\n${mail.text}`, BENGALI_SCRIPT);
    });
  });

  describe("the payment simulator's page", () => {
    async function simulatorPath(student: Account, headers: Record<string, string> = {}) {
      const teacher = await signUpAs(t, 'teacher');
      const batch = await createBatchOk(t, teacher, {
        ...batchFields,
        title: 'Physics',
        salary: 3500,
        student_ids: [student.name],
      });
      const asked = await call('POST', `/batch/teacher/ask-for-payment/${batch._id}`, { account: teacher });
      assert.equal(asked.statusCode, 201, asked.body);
      const paid = await call('POST', '/payment/pay', {
        account: student,
        headers,
        payload: { batchId: batch._id },
      });
      assert.equal(paid.statusCode, 200, paid.body);
      return { url: new URL(paid.json().data.redirectUrl as string), teacher };
    }

    test('in Bangla for a Bangla payer: <html lang="bn">, Bangla labels, the amount in taka', async () => {
      const student = await signUpAs(t, 'student');
      await saveLanguage(student, 'bn');
      const { url, teacher } = await simulatorPath(student);
      assert.equal(url.searchParams.get('lang'), 'bn', 'the payment link carries the language');
      const page = await t.request({ method: 'GET', url: `${url.pathname}${url.search}` });
      assert.equal(page.statusCode, 200);
      assert.match(page.body, /<html lang="bn">/);
      assert.match(page.body, /<title>পেমেন্ট সিমুলেটর — পাঠশালা<\/title>/);
      assert.match(page.body, /<dt>পরিমাণ<\/dt><dd class="amount">৳৩,৫০০<\/dd>/);
      assert.match(page.body, /<button type="submit" class="pay">৳৩,৫০০ পরিশোধ করুন<\/button>/);
      assert.match(page.body, new RegExp(`টিউশন ফি: ${teacher.name} — `), 'the product named in Bangla');
      assert.match(page.body, /aria-label="পেমেন্টের ফলাফল"/);
    });

    test('Accept-Language or ?lang= choose the language of the same page', async () => {
      const student = await signUpAs(t, 'student');
      const { url } = await simulatorPath(student);
      assert.equal(url.search, '', 'English needs no parameter');
      const english = await t.request({ method: 'GET', url: url.pathname });
      assert.match(english.body, /<html lang="en">/);
      assert.match(english.body, /<button type="submit" class="pay">Pay ৳3,500<\/button>/);
      const byHeader = await t.request({ method: 'GET', url: url.pathname, headers: BANGLA });
      assert.match(byHeader.body, /<html lang="bn">/);
      const byQuery = await t.request({ method: 'GET', url: `${url.pathname}?lang=bn`, headers: ENGLISH });
      assert.match(byQuery.body, /<html lang="bn">/);
      const englishByQuery = await t.request({
        method: 'GET',
        url: `${url.pathname}?lang=en`,
        headers: BANGLA,
      });
      assert.match(englishByQuery.body, /<html lang="en">/);

      const invalid = await t.request({ method: 'GET', url: '/payment/simulator/made-up?lang=bn' });
      assert.equal(invalid.statusCode, 400);
      assert.match(invalid.body, /<html lang="bn">/);
      assert.match(invalid.body, /পেমেন্ট সেশনটি সঠিক নয় বা মেয়াদ শেষ/);
    });
  });
});
