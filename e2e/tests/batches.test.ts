// Batches end to end (SPEC §2 Your Batches, Batch card, Add New Batch, Payment; §7 payments; online
// classes): a teacher creates a batch with a student and asks for payment, the student pays in the offline
// payment simulator and lands on Payment Successful, both Payments lists show it, the teacher starts a class
// and the student can join it; and a payment the student fails in the simulator. Fresh users every run; the
// meeting provider (meet.jit.si) is stubbed, there is no network.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { waitForPath, withPages } from '../support/browser';
import {
  batchCard,
  createBatchApi,
  createBatchThroughDialog,
  invitationCard,
  invitationsSection,
  openYourBatches,
  paymentsSection,
  stubMeetings,
} from '../support/batches';
import type { RunningPortal } from '../support/server';
import { portalWithBrowser } from '../support/suite';
import { apiGet, apiPost, apiToken, logInAs, registerUser, uniqueWord } from '../support/users';

const suite = portalWithBrowser();

const JOURNEY_TIMEOUT = 120_000;

interface HistoryBody {
  data: { tran_id: string; status: string; amount: number; batch: { _id: string; title: string } }[];
  meta: { total: number };
}

/** Clicks a card button that opens its tab inside the click; the new tab. */
async function clickOpeningTab(page: Page, button: ReturnType<Page['getByRole']>): Promise<Page> {
  const [tab] = await Promise.all([page.waitForEvent('popup'), button.click()]);
  tab.setDefaultTimeout(15_000);
  return tab;
}

/** The simulator page a Pay tab lands on, with the amount shown. */
async function waitForSimulator(tab: Page, amountText: string): Promise<void> {
  await tab.waitForURL((url) => url.pathname.startsWith('/payment/simulator/'));
  await tab.getByRole('heading', { name: 'Pay with the simulator' }).waitFor();
  await tab.getByText(amountText, { exact: true }).first().waitFor();
}

/** Waits (up to 10 s) for a server log line that matches. */
async function waitForLog(running: RunningPortal, matches: (line: string) => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!running.output().split('\n').some(matches)) {
    if (Date.now() > deadline) assert.fail('no matching server log line');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a teacher runs a paid batch and teaches it online', () => {
  test(
    'create with a student, ask for payment, the student pays in the simulator, both see it, the class starts',
    { timeout: JOURNEY_TIMEOUT },
    () =>
      withPages(suite.browser, suite.portal.url, 'batches-pay-and-class', async (open) => {
        const title = `SSC Physics ${uniqueWord('batch')}`;
        const teacher = await registerUser(suite.portal.url, 'teacher', 'bt_t');
        const student = await registerUser(suite.portal.url, 'student', 'bt_s');

        // The teacher creates the batch with the student.
        const teacherPage = await open();
        const meetings = await stubMeetings(teacherPage.context());
        await logInAs(teacherPage, teacher);
        await openYourBatches(teacherPage, 'teacher');
        await createBatchThroughDialog(teacherPage, {
          title,
          subject: 'Physics',
          classLabel: 'Class 10',
          days: ['Sunday', 'Tuesday'],
          salary: 2500,
          students: [student.username],
        });
        await teacherPage.getByText('Batch created successfully').waitFor();
        await teacherPage.getByRole('form', { name: 'Add New Batch' }).waitFor({ state: 'detached' });
        const teacherCard = batchCard(teacherPage, title);
        await teacherCard.getByText(`Invited: ${student.username}, waiting for an answer`).waitFor();

        // The student accepts the invitation on their Batches page and is then part of the batch.
        const inviteePage = await open();
        await logInAs(inviteePage, student);
        await openYourBatches(inviteePage, 'student');
        await invitationCard(inviteePage, title).getByRole('button', { name: 'Accept' }).click();
        await invitationsSection(inviteePage).waitFor({ state: 'detached' });
        await batchCard(inviteePage, title).waitFor();
        await teacherPage.reload();
        await teacherCard.getByText('1 Interested', { exact: true }).waitFor();
        await teacherCard.getByText('Sunday, Tuesday').or(teacherCard.getByText('Sun, Tue')).waitFor();

        // The teacher asks for payment.
        await teacherCard.getByRole('button', { name: 'Ask for payment' }).click();
        await teacherPage.getByText('Payment requested').waitFor();

        // The student pays in the simulator, in the tab Pay opens.
        const page = await open();
        await logInAs(page, student);
        await openYourBatches(page, 'student');
        const card = batchCard(page, title);
        await card.getByText('Payment due', { exact: true }).waitFor();
        const payTab = await clickOpeningTab(page, card.getByRole('button', { name: 'Pay', exact: true }));
        await waitForSimulator(payTab, '৳2,500');
        await payTab.getByRole('button', { name: /^Pay / }).click();
        await waitForPath(payTab, '/payment/success');
        await payTab.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
        const tranId = new URL(payTab.url()).searchParams.get('tran_id');
        assert.match(tranId ?? '', /^PS[A-Z2-7]{16}$/);
        await payTab.getByText(tranId!, { exact: true }).waitFor();
        await payTab.getByText(title, { exact: true }).waitFor();
        await payTab.getByText('৳2,500', { exact: true }).waitFor();
        await payTab.getByRole('link', { name: 'Go back to dashboard' }).waitFor();

        // Back on Your Batches: nothing is due, and the payment is listed as paid.
        await page.reload();
        await card.getByRole('heading', { name: title }).waitFor();
        assert.equal(await card.getByRole('button', { name: 'Pay', exact: true }).count(), 0);
        assert.equal(await card.getByText('Payment due', { exact: true }).count(), 0);
        assert.equal(await card.getByRole('button', { name: 'Join class' }).count(), 0);
        const paidRow = paymentsSection(page).getByRole('row').filter({ hasText: tranId! });
        await paidRow.getByText('paid', { exact: true }).waitFor();
        await paidRow.getByText(title).waitFor();

        // The simulator's IPN reached the app (PUBLIC_URL is the portal's own origin).
        await waitForLog(suite.portal, (line) => line.includes('IPN delivered') && line.includes(tranId!));

        // Exactly one paid payment, through the API too.
        const studentToken = await apiToken(suite.portal.url, student);
        const history = await apiGet<HistoryBody>(suite.portal.url, studentToken, '/payment/history');
        const paid = history.data.filter((payment) => payment.status === 'paid');
        assert.equal(paid.length, 1, JSON.stringify(history.data));
        assert.equal(paid[0]!.tran_id, tranId);
        assert.equal(paid[0]!.amount, 2500);
        assert.equal(paid[0]!.batch.title, title);

        // The teacher sees it received.
        await teacherPage.reload();
        const receivedRow = paymentsSection(teacherPage).getByRole('row').filter({ hasText: tranId! });
        await receivedRow.getByText(student.username, { exact: true }).waitFor();
        await receivedRow.getByText('paid', { exact: true }).waitFor();

        // The teacher starts the class: its tab goes to the meeting (stubbed).
        const startTab = await clickOpeningTab(
          teacherPage,
          batchCard(teacherPage, title).getByRole('button', { name: 'Start class' }),
        );
        await startTab.waitForURL((url) => url.hostname === 'meet.jit.si');
        assert.equal(meetings.length, 1, meetings.join('\n'));
        assert.match(meetings[0]!, /^https:\/\/meet\.jit\.si\/[^/?#]+/);

        // The student can join it.
        await page.reload();
        await card.getByRole('button', { name: 'Join class' }).waitFor();
      }),
  );
});

describe('a payment the student fails in the simulator', () => {
  test(
    'lands on Payment Failure with the reason and a way back; Pay is still offered; nothing is paid',
    { timeout: JOURNEY_TIMEOUT },
    () =>
      withPages(suite.browser, suite.portal.url, 'batches-pay-fails', async (open) => {
        const title = `HSC Chemistry ${uniqueWord('batch')}`;
        const teacher = await registerUser(suite.portal.url, 'teacher', 'bf_t');
        const student = await registerUser(suite.portal.url, 'student', 'bf_s');
        const teacherToken = await apiToken(suite.portal.url, teacher);
        const batchId = await createBatchApi(suite.portal.url, teacherToken, {
          title,
          subject: 'Chemistry',
          class: '9',
          salary: 1800,
          students: [student.username],
        });
        await apiPost(suite.portal.url, teacherToken, `/batch/teacher/ask-for-payment/${batchId}`, {});

        const page = await open();
        await logInAs(page, student);
        await openYourBatches(page, 'student');
        const card = batchCard(page, title);
        const payTab = await clickOpeningTab(page, card.getByRole('button', { name: 'Pay', exact: true }));
        await waitForSimulator(payTab, '৳1,800');
        await payTab.getByRole('button', { name: 'Fail', exact: true }).click();
        await waitForPath(payTab, '/payment/failure');
        await payTab.getByRole('heading', { name: 'Payment Failure' }).waitFor();
        // The address names the payment only; the reason is the server's.
        assert.deepEqual([...new URL(payTab.url()).searchParams.keys()], ['tran_id']);
        await payTab.getByText('The payment failed at the payment gateway.', { exact: true }).waitFor();
        await payTab.getByRole('link', { name: 'Back to Your Batches' }).click();
        await waitForPath(payTab, '/student/batches');
        await batchCard(payTab, title).getByRole('button', { name: 'Pay', exact: true }).waitFor();

        // A made-up transaction is not found, never a success.
        await payTab.goto('/payment/success?tran_id=PSMADEUPMADEUP23');
        await payTab.getByRole('heading', { level: 1, name: 'We could not find this payment' }).waitFor();
        assert.equal(await payTab.getByRole('heading', { name: 'Payment Successful!' }).count(), 0);

        await page.reload();
        await card.getByRole('button', { name: 'Pay', exact: true }).waitFor();
        const studentToken = await apiToken(suite.portal.url, student);
        const history = await apiGet<HistoryBody>(suite.portal.url, studentToken, '/payment/history');
        assert.equal(history.data.filter((payment) => payment.status === 'paid').length, 0);
        assert.deepEqual(
          history.data.map((payment) => payment.status),
          ['failed'],
        );
      }),
  );
});
