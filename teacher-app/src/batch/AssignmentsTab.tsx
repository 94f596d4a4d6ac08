import type { Assignment, Batch, Submission } from '@pathshala/shared-api/contract';
import {
  useAssignments,
  useCreateAssignment,
  useDeleteAssignment,
  useGiveFeedback,
  useSubmissions,
  useUpdateAssignment,
} from '@pathshala/shared-api/classroom';
import { Button, EmptyState, FiBookOpen, FiPlus, Flex, Heading, Stack, Text } from '@pathshala/shared-ui';
import {
  AssignmentDialog,
  AssignmentPager,
  FeedbackDialog,
  SubmissionsView,
  submissionsButtonId,
  TeacherAssignmentCard,
  type AssignmentChanges,
  type FeedbackInput,
  type NewAssignmentInput,
} from '@pathshala/shared-ui/classroom';
import { ConfirmDialog } from '@pathshala/shared-ui/overlays';
import { QueryView, withToasts } from '@pathshala/shared-ui/signed-in';
import { useEffect, useId, useRef, useState } from 'react';
import { useText } from '../i18n';

export interface AssignmentsTabProps {
  batch: Batch;
}

/**
 * The Assignments tab of a batch's page, for its teacher: the assignments (due latest first) with who has
 * submitted, Set assignment, Edit and Delete (after asking); an assignment's submissions, every student with
 * their work, and the feedback form for each.
 */
export function AssignmentsTab({ batch }: AssignmentsTabProps) {
  const t = useText();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const assignments = useAssignments(batch._id, page);
  const create = useCreateAssignment(batch._id);
  const update = useUpdateAssignment(batch._id);
  const remove = useDeleteAssignment(batch._id);
  const feedback = useGiveFeedback(batch._id);
  const [editing, setEditing] = useState<Assignment | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Assignment | null>(null);
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [answering, setAnswering] = useState<Submission | null>(null);
  const items = assignments.data?.items;
  const viewing = viewingId ? (items?.find((item) => item._id === viewingId) ?? null) : null;
  const submissions = useSubmissions(batch._id, viewing?._id);

  // Back from an assignment's submissions, focus returns to its Submissions button.
  const returnTo = useRef<string | null>(null);
  useEffect(() => {
    if (viewing || !returnTo.current) return;
    document.getElementById(submissionsButtonId(returnTo.current))?.focus();
    returnTo.current = null;
  });

  const close = () => setEditing(null);
  const createOne = (input: NewAssignmentInput) =>
    withToasts(create.mutateAsync(input), {
      success: t('assignments.created'),
      failure: t('assignments.failed.create'),
    }).then(close);
  const updateOne = (assignment: Assignment, changes: AssignmentChanges) =>
    withToasts(update.mutateAsync({ assignmentId: assignment._id, input: changes }), {
      success: t('assignments.updated'),
      failure: t('assignments.failed.update'),
    }).then(close);
  const deleteOne = (assignment: Assignment) =>
    withToasts(remove.mutateAsync(assignment._id), {
      success: t('assignments.deleted'),
      failure: t('assignments.failed.delete'),
    }).then(
      () => setDeleting(null),
      () => undefined,
    );
  const answer = (submission: Submission, input: FeedbackInput) =>
    withToasts(
      feedback.mutateAsync({
        assignmentId: submission.assignment_id,
        submissionId: submission._id,
        input,
      }),
      {
        success: t('assignments.feedbackSaved', { student: submission.student.username }),
        failure: t('assignments.failed.feedback'),
      },
    ).then(() => setAnswering(null));

  if (viewing)
    return (
      <>
        <SubmissionsView
          assignment={viewing}
          submissions={submissions}
          onBack={() => {
            returnTo.current = viewing._id;
            setViewingId(null);
          }}
          onFeedback={setAnswering}
        />
        <FeedbackDialog
          submission={answering}
          assignment={viewing}
          onClose={() => setAnswering(null)}
          onSave={answer}
        />
      </>
    );

  return (
    <Stack as="section" gap="4" aria-labelledby={headingId}>
      <Flex
        gap="3"
        justify="space-between"
        align={{ base: 'stretch', sm: 'end' }}
        direction={{ base: 'column', sm: 'row' }}
      >
        <Stack gap="1">
          <Heading as="h2" size="lg" id={headingId}>
            {t('assignments.heading')}
          </Heading>
          <Text color="fg.muted">{t('assignments.intro')}</Text>
        </Stack>
        <Button colorPalette="brand" onClick={() => setEditing('new')} flexShrink={0}>
          <FiPlus aria-hidden />
          {t('assignments.set')}
        </Button>
      </Flex>
      <QueryView
        query={{ ...assignments, data: items }}
        loadingLabel={t('assignments.loading')}
        errorMessage={t('assignments.failed')}
        empty={
          <EmptyState
            icon={FiBookOpen}
            title={t('assignments.empty.title')}
            description={t('assignments.empty.description')}
          />
        }
      >
        {(list) => (
          <Stack gap="4">
            {list.map((assignment) => (
              <TeacherAssignmentCard
                key={assignment._id}
                assignment={assignment}
                onSubmissions={(item) => setViewingId(item._id)}
                onEdit={setEditing}
                onDelete={setDeleting}
              />
            ))}
          </Stack>
        )}
      </QueryView>
      <AssignmentPager
        meta={assignments.data?.meta}
        shown={assignments.data?.items.length ?? 0}
        onPage={setPage}
      />
      <AssignmentDialog
        open={editing !== null}
        assignment={editing === 'new' ? null : editing}
        onClose={close}
        onCreate={createOne}
        onUpdate={updateOne}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('assignments.delete.title')}
        message={t('assignments.delete.message', { title: deleting?.title ?? '' })}
        confirmLabel={t('assignments.delete.confirm')}
        onConfirm={() => deleting && void deleteOne(deleting)}
        onCancel={() => setDeleting(null)}
        busy={remove.isPending}
      />
    </Stack>
  );
}
