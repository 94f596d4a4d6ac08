import { Badge, Box, Button, Card, Flex, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { Assignment, StudentSubmission, Submission } from '@pathshala/shared-api/contract';
import { useEffect, useId, useRef } from 'react';
import { FiArrowLeft, FiMessageSquare } from 'react-icons/fi';
import { useFormat } from '@pathshala/shared-ui';
import { QueryView, type QueryLike } from '../../states/QueryView';
import { SubmissionDetails } from './AssignmentCard';
import { isPastDue } from './due';
import { DueLine } from './DueLine';
import { useAssignmentsText } from './i18n';

export interface SubmissionsViewProps {
  assignment: Assignment;
  /** Every current student of the batch with their submission or null (GET …/submissions). */
  submissions: QueryLike<StudentSubmission[]>;
  onBack: () => void;
  /** Opens the feedback form for a submission; absent for those who may not give feedback (an admin). */
  onFeedback?: (submission: Submission) => void;
}

type RowState = 'submitted' | 'late' | 'missing' | 'notSubmitted';

const PALETTE: Record<RowState, string> = {
  submitted: 'green',
  late: 'orange',
  missing: 'red',
  notSubmitted: 'gray',
};

const rowState = (row: StudentSubmission, pastDue: boolean): RowState =>
  row.submission ? (row.submission.is_late ? 'late' : 'submitted') : pastDue ? 'missing' : 'notSubmitted';

/**
 * One assignment's submissions, for its teacher: every student of the batch, submitted, late or missing, with
 * their text and file, and the feedback and mark given. Its heading takes focus when it opens.
 */
export function SubmissionsView({ assignment, submissions, onBack, onFeedback }: SubmissionsViewProps) {
  const t = useAssignmentsText();
  const f = useFormat();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => headingRef.current?.focus(), []);
  const pastDue = isPastDue(assignment);

  return (
    <Stack gap="4" as="section" aria-labelledby={headingId}>
      <Button variant="ghost" size="sm" alignSelf="start" onClick={onBack}>
        <FiArrowLeft aria-hidden />
        {t('submissions.back')}
      </Button>
      <Stack gap="1">
        <Text color="fg.muted" fontSize="sm" fontWeight="medium">
          {t('submissions.heading')}
        </Text>
        <Heading as="h2" size="lg" id={headingId} ref={headingRef} tabIndex={-1} overflowWrap="anywhere">
          {assignment.title}
        </Heading>
        <DueLine dueAt={assignment.due_at} />
      </Stack>
      <QueryView
        query={submissions}
        loadingLabel={t('submissions.loading')}
        errorMessage={t('submissions.failed')}
        empty={<Text color="fg.muted">{t('submissions.noStudents')}</Text>}
      >
        {(rows) => (
          <Stack gap="3">
            <Text fontWeight="medium">
              {t('submissions.count', {
                submitted: f.number(rows.filter((row) => row.submission).length),
                students: f.number(rows.length),
              })}
            </Text>
            <List.Root as="ul" listStyle="none" ms="0" gap="3" display="flex" flexDirection="column">
              {rows.map((row) => (
                <List.Item key={row.student._id}>
                  <StudentRow
                    row={row}
                    state={rowState(row, pastDue)}
                    totalMarks={assignment.total_marks}
                    onFeedback={onFeedback}
                  />
                </List.Item>
              ))}
            </List.Root>
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}

function StudentRow({
  row,
  state,
  totalMarks,
  onFeedback,
}: {
  row: StudentSubmission;
  state: RowState;
  totalMarks: number | null;
  onFeedback?: (submission: Submission) => void;
}) {
  const t = useAssignmentsText();
  const nameId = useId();
  const { submission, student } = row;
  const answered = submission !== null && (submission.feedback !== null || submission.mark !== null);
  return (
    <Card.Root as="article" aria-labelledby={nameId} variant="outline" size="sm">
      <Card.Body gap="2">
        <Flex gap="2" justify="space-between" align="center" wrap="wrap">
          <Heading as="h3" size="sm" id={nameId} overflowWrap="anywhere" minW="0">
            {student.username}
          </Heading>
          <Badge colorPalette={PALETTE[state]} variant="subtle" size="md">
            {t('submissions.state', { state })}
          </Badge>
        </Flex>
        {submission ? (
          <SubmissionDetails
            submission={submission}
            totalMarks={totalMarks}
            feedbackLabel={t('submissions.feedback')}
          />
        ) : (
          <Text color="fg.muted" fontSize="sm">
            {t('submissions.nothing')}
          </Text>
        )}
        {submission && onFeedback ? (
          <Box>
            <Button
              size="sm"
              variant={answered ? 'outline' : 'solid'}
              colorPalette="brand"
              onClick={() => onFeedback(submission)}
              aria-label={
                answered
                  ? t('submissions.editFeedbackTo', { student: student.username })
                  : t('submissions.giveFeedbackTo', { student: student.username })
              }
              w={{ base: 'full', sm: 'auto' }}
            >
              <FiMessageSquare aria-hidden />
              {answered ? t('submissions.editFeedback') : t('submissions.giveFeedback')}
            </Button>
          </Box>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
