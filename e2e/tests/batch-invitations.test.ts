// Invitations to a batch end to end: a student creates a batch naming a teacher and another student, who are
// invited rather than added; the teacher (on a phone) sees the invitation on their Batches page and accepts,
// the other student declines, the owner sees who accepted, then changes the salary, which waits until the
// teacher agrees. Fresh users every run.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { field, withPages } from '../support/browser';
import {
  batchCard,
  createBatchThroughDialog,
  invitationCard,
  invitationsSection,
  openYourBatches,
  openYourBatchesOnPhone,
} from '../support/batches';
import { portalWithBrowser } from '../support/suite';
import { apiGet, apiToken, logInAs, registerUser, uniqueWord } from '../support/users';

const suite = portalWithBrowser();

const PHONE = { width: 390, height: 844 };

interface Member {
  _id: string;
  username: string;
}

interface BatchBody {
  _id: string;
  title: string;
  salary: number;
  proposed_salary: number | null;
  teacher_id: Member | null;
  student_ids: Member[];
  invited_teacher: Member | null;
  invited_students: Member[];
}

describe('a student invites a teacher and a classmate to a new batch', () => {
  test(
    'the teacher accepts on a phone, the classmate declines, the owner proposes a new salary and the teacher agrees',
    { timeout: 150_000 },
    () =>
      withPages(suite.browser, suite.portal.url, 'batch-invitations', async (open) => {
        const title = `SSC Maths ${uniqueWord('batch')}`;
        const owner = await registerUser(suite.portal.url, 'student', 'bi_o');
        const teacher = await registerUser(suite.portal.url, 'teacher', 'bi_t');
        const classmate = await registerUser(suite.portal.url, 'student', 'bi_s');

        // The owner creates the batch naming the teacher and the classmate: both are invited, not members.
        const ownerPage = await open();
        await logInAs(ownerPage, owner);
        await openYourBatches(ownerPage, 'student');
        await createBatchThroughDialog(ownerPage, {
          title,
          subject: 'Mathematics',
          classLabel: 'Class 9',
          days: ['Saturday', 'Monday'],
          salary: 3000,
          teacher: teacher.username,
          students: [classmate.username],
        });
        await ownerPage.getByText('Batch created successfully').waitFor();
        await ownerPage.getByRole('form', { name: 'Add New Batch' }).waitFor({ state: 'detached' });
        const ownerCard = batchCard(ownerPage, title);
        await ownerCard
          .getByText(`Invited: ${teacher.username} (teacher), ${classmate.username}, waiting for an answer`)
          .waitFor();
        await ownerCard.getByText(`${teacher.username} (invited)`).waitFor();
        await ownerCard
          .getByRole('button', { name: `Withdraw the invitation to ${classmate.username}` })
          .waitFor();

        // The teacher, on a phone, finds the invitation on their Batches page and accepts it.
        const teacherPage = await open({ viewport: PHONE });
        await logInAs(teacherPage, teacher);
        await openYourBatchesOnPhone(teacherPage, 'teacher');
        const toTeach = invitationCard(teacherPage, title);
        await toTeach.getByText(`${owner.username} invites you to teach this batch`).waitFor();
        await toTeach.getByText('৳3,000', { exact: true }).waitFor();
        await toTeach.getByText('Saturday, Monday').or(toTeach.getByText('Monday, Saturday')).waitFor();
        await toTeach.getByRole('button', { name: 'Accept' }).click();
        await teacherPage.getByText(`You now teach "${title}"`).waitFor();
        await invitationsSection(teacherPage).waitFor({ state: 'detached' });
        const taught = batchCard(teacherPage, title);
        await taught.getByRole('button', { name: 'Start class' }).waitFor();

        // The classmate declines: no invitation is left and the batch is not theirs.
        const classmatePage = await open();
        await logInAs(classmatePage, classmate);
        await openYourBatches(classmatePage, 'student');
        const toJoin = invitationCard(classmatePage, title);
        await toJoin.getByText(`${owner.username} invites you to join this batch`).waitFor();
        await toJoin.getByRole('button', { name: 'Decline' }).click();
        await classmatePage.getByText(`You declined the invitation to "${title}"`).waitFor();
        await invitationsSection(classmatePage).waitFor({ state: 'detached' });
        await classmatePage.getByRole('heading', { name: 'No batches yet' }).waitFor();
        assert.equal(await batchCard(classmatePage, title).count(), 0);

        // The owner sees who accepted: the teacher teaches it and nobody waits any more.
        await ownerPage.reload();
        await ownerCard.getByText(teacher.username, { exact: true }).waitFor();
        assert.equal(await ownerCard.getByText(/^Invited:/).count(), 0);
        assert.equal(await ownerCard.getByText(`${teacher.username} (invited)`).count(), 0);

        // The owner changes the salary: it waits for the teacher, the old one holds meanwhile.
        await ownerCard.getByRole('button', { name: 'Edit batch' }).click();
        const dialog = ownerPage.getByRole('dialog', { name: 'Edit Batch' });
        await field(dialog, 'Salary (BDT per month)').fill('3500');
        await dialog.getByRole('button', { name: 'Save Changes' }).click();
        await ownerPage
          .getByText("Batch updated; the new salary waits for the teacher's agreement")
          .waitFor();
        await dialog.waitFor({ state: 'detached' });
        const waiting = "New salary ৳3,500 waits for the teacher's agreement";
        await ownerCard.getByText(waiting).waitFor();
        await ownerCard.getByText('৳3,000', { exact: true }).waitFor();
        assert.equal(await ownerCard.getByRole('button', { name: 'Agree to the new salary' }).count(), 0);

        // The teacher agrees on the phone: the new salary is the batch's.
        await teacherPage.reload();
        await taught.getByText(waiting).waitFor();
        await taught.getByRole('button', { name: 'Agree to the new salary' }).click();
        await teacherPage.getByText(`New salary agreed: "${title}" now pays ৳3,500`).waitFor();
        await taught.getByText(waiting).waitFor({ state: 'detached' });
        await taught.getByText('৳3,500', { exact: true }).waitFor();

        // The owner sees it too.
        await ownerPage.reload();
        await ownerCard.getByText('৳3,500', { exact: true }).waitFor();
        assert.equal(await ownerCard.getByText(waiting).count(), 0);

        // And the API agrees: the teacher teaches, the classmate is neither a member nor invited.
        const ownerToken = await apiToken(suite.portal.url, owner);
        const batches = await apiGet<{ data: BatchBody[] }>(suite.portal.url, ownerToken, '/batch/batches');
        const batch = batches.data.find((one) => one.title === title);
        assert.ok(batch, `the owner's batches hold "${title}"`);
        assert.equal(batch.teacher_id?.username, teacher.username);
        assert.equal(batch.invited_teacher, null);
        assert.deepEqual(batch.invited_students, []);
        assert.equal(
          batch.student_ids.some((member) => member.username === classmate.username),
          false,
        );
        assert.equal(batch.salary, 3500);
        assert.equal(batch.proposed_salary, null);
      }),
  );
});
