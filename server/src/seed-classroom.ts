// The demo batch's term so far: what its teacher shared, the homework set and handed in, and its board.
import type { Tx } from './db';
import { assignments, batchMaterials, boardMessages, submissions, type BatchRow } from './db/schema';
import { addDays, addMinutes, dhakaDayStart, dhakaDateAfter } from './modules/schedule/dhaka';

/** `days` from `now` at `time` ('HH:mm') in Dhaka. */
function dhakaAt(now: Date, days: number, time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return addMinutes(dhakaDayStart(dhakaDateAfter(now, days)), hours * 60 + minutes);
}

/**
 * Links only (the seed has no file storage): two materials, a past assignment both students handed in (one
 * late, one with feedback) and one due next week, and a short conversation on the board.
 */
export async function seedClassroom(
  tx: Tx,
  batch: BatchRow,
  teacherId: string,
  [first, second]: readonly [string, string],
  now: Date,
): Promise<void> {
  await tx.insert(batchMaterials).values([
    {
      batchId: batch.id,
      uploaderId: teacherId,
      title: 'Periodic table (Royal Society of Chemistry)',
      url: 'https://www.rsc.org/periodic-table',
      createdAt: addDays(now, -20),
    },
    {
      batchId: batch.id,
      uploaderId: teacherId,
      title: 'Organic reactions, chapter 11 notes',
      url: 'https://en.wikipedia.org/wiki/Organic_reaction',
      createdAt: addDays(now, -6),
    },
  ]);
  const [past, upcoming] = await tx
    .insert(assignments)
    .values([
      {
        batchId: batch.id,
        teacherId,
        title: 'Balancing equations worksheet',
        instructions: 'Balance the twenty equations of exercise 3.2 and show each step.',
        dueAt: dhakaAt(now, -7, '21:00'),
        totalMarks: 20,
        createdAt: addDays(now, -12),
      },
      {
        batchId: batch.id,
        teacherId,
        title: 'Naming alkanes and alkenes',
        instructions: 'Name the fifteen compounds on page 214 (IUPAC) and draw the structures of 6 to 10.',
        dueAt: dhakaAt(now, 6, '21:00'),
        totalMarks: 15,
        createdAt: addDays(now, -1),
      },
    ])
    .returning();
  if (!past || !upcoming) throw new Error('demo assignments were not inserted');
  await tx.insert(submissions).values([
    {
      assignmentId: past.id,
      studentId: first,
      text: 'All twenty balanced; steps for 3.2.14 to 3.2.20 are on the second page.',
      submittedAt: addDays(now, -8),
      feedback: 'Very neat. Check the oxygen count in 3.2.17 once more.',
      mark: 18,
      feedbackAt: addDays(now, -6),
    },
    {
      assignmentId: past.id,
      studentId: second,
      text: 'Sorry for the delay, I was ill on Thursday.',
      submittedAt: addDays(now, -6),
    },
  ]);
  const said = [
    [teacherId, -2, 'Bring your periodic table to Thursday’s class, we start on organic chemistry.'],
    [first, -2, 'Will the model test include chapter 10?'],
    [teacherId, -1, 'Yes, chapters 9 and 10. The notes are under Materials.'],
    [second, 0, 'Thank you, apa!'],
  ] as const;
  await tx.insert(boardMessages).values(
    said.map(([authorId, days, body], index) => ({
      batchId: batch.id,
      authorId,
      body,
      createdAt: addMinutes(addDays(now, days), index - 60),
    })),
  );
}
