import type { Assignment, Batch } from '@pathshala/shared-api/contract';
import { useAssignments, useSubmitAssignment } from '@pathshala/shared-api/classroom';
import { EmptyState, FiBookOpen, Heading, Stack, Text } from '@pathshala/shared-ui';
import {
  AssignmentPager,
  StudentAssignmentCard,
  SubmitWorkDialog,
  type SubmitWorkInput,
} from '@pathshala/shared-ui/classroom';
import { QueryView, withToasts } from '@pathshala/shared-ui/signed-in';
import { useId, useState } from 'react';
import { useText } from '../i18n';

export interface AssignmentsTabProps {
  batch: Batch;
}

/**
 * The Assignments tab of a batch's page, for a student: each assignment (due latest first) with their own state,
 * what they sent and the teacher's feedback and mark, and the form to submit their work, or replace it until
 * the due time.
 */
export function AssignmentsTab({ batch }: AssignmentsTabProps) {
  const t = useText();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const assignments = useAssignments(batch._id, page);
  const submit = useSubmitAssignment(batch._id);
  const [submitting, setSubmitting] = useState<Assignment | null>(null);

  const send = (assignment: Assignment, input: SubmitWorkInput) =>
    withToasts(submit.mutateAsync({ assignmentId: assignment._id, input }), {
      success: (sent) => ({
        title: assignment.my_submission
          ? t('assignments.replaced')
          : sent.is_late
            ? t('assignments.submittedLate')
            : t('assignments.submitted'),
      }),
      failure: t('assignments.failed.submit'),
    }).then(() => setSubmitting(null));

  return (
    <Stack as="section" gap="4" aria-labelledby={headingId}>
      <Stack gap="1">
        <Heading as="h2" size="lg" id={headingId}>
          {t('assignments.heading')}
        </Heading>
        <Text color="fg.muted">{t('assignments.intro')}</Text>
      </Stack>
      <QueryView
        query={{ ...assignments, data: assignments.data?.items }}
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
              <StudentAssignmentCard key={assignment._id} assignment={assignment} onSubmit={setSubmitting} />
            ))}
          </Stack>
        )}
      </QueryView>
      <AssignmentPager
        meta={assignments.data?.meta}
        shown={assignments.data?.items.length ?? 0}
        onPage={setPage}
      />
      <SubmitWorkDialog assignment={submitting} onClose={() => setSubmitting(null)} onSubmit={send} />
    </Stack>
  );
}
