import { Badge, Box, Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { Assignment, Submission } from '@pathshala/shared-api/contract';
import { useId, type ReactNode } from 'react';
import { FiEdit2, FiTrash2, FiUsers } from 'react-icons/fi';
import { useFormat } from '@pathshala/shared-ui';
import { canSubmit, isPastDue, studentState, type StudentAssignmentState } from './due';
import { DueLine } from './DueLine';
import { FileLink } from './FileLink';
import { useAssignmentsText } from './i18n';
import { useDuePassing } from './useDuePassing';

/** Text as written, line breaks kept (React escapes it). */
export function WrittenText({ children }: { children: string }) {
  return (
    <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
      {children}
    </Text>
  );
}

/** A labelled part of a card: 'Instructions', 'Attachment'… */
function Part({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1">
      <Text fontWeight="semibold" fontSize="sm">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** 'Mark: 8 of 10' (or 'Mark: 8' when the assignment no longer has total marks). */
export function useMarkText() {
  const t = useAssignmentsText();
  const f = useFormat();
  return (mark: number, total: number | null) =>
    total === null
      ? t('marks.givenNoTotal', { mark: f.number(mark) })
      : t('marks.given', { mark: f.number(mark), total: f.number(total) });
}

interface FrameProps {
  assignment: Assignment;
  /** Beside the title: the student's state. */
  badge?: ReactNode;
  /** Under the due time: how many submitted. */
  meta?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}

/** An assignment as an article named by its title: due time, marks, instructions and attachment. */
function AssignmentFrame({ assignment, badge, meta, children, footer }: FrameProps) {
  const t = useAssignmentsText();
  const f = useFormat();
  const titleId = useId();
  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="outline" size="sm">
      <Card.Body gap="3">
        <Flex gap="2" justify="space-between" align="start" wrap="wrap">
          <Heading as="h3" size="md" id={titleId} overflowWrap="anywhere" minW="0">
            {assignment.title}
          </Heading>
          {badge}
        </Flex>
        <DueLine dueAt={assignment.due_at} />
        <Flex columnGap="4" rowGap="1" wrap="wrap" fontSize="sm">
          {meta}
          <Text color="fg.muted">
            {assignment.total_marks === null
              ? t('marks.none')
              : t('marks.total', { marks: f.number(assignment.total_marks) })}
          </Text>
        </Flex>
        {assignment.instructions ? (
          <Part label={t('card.instructions')}>
            <WrittenText>{assignment.instructions}</WrittenText>
          </Part>
        ) : null}
        {assignment.file ? (
          <Part label={t('card.attachment')}>
            <FileLink file={assignment.file} />
          </Part>
        ) : null}
        {children}
      </Card.Body>
      {footer ? <Card.Footer>{footer}</Card.Footer> : null}
    </Card.Root>
  );
}

export interface TeacherAssignmentCardProps {
  assignment: Assignment;
  onSubmissions: (assignment: Assignment) => void;
  /** Absent for those who may not edit (an admin). */
  onEdit?: (assignment: Assignment) => void;
  onDelete?: (assignment: Assignment) => void;
}

/** The teacher's view of an assignment: how many have submitted, and Submissions, Edit and Delete. */
export function TeacherAssignmentCard({
  assignment,
  onSubmissions,
  onEdit,
  onDelete,
}: TeacherAssignmentCardProps) {
  const t = useAssignmentsText();
  const f = useFormat();
  const counted = assignment.submitted_count !== null && assignment.student_count !== null;
  return (
    <AssignmentFrame
      assignment={assignment}
      meta={
        counted ? (
          <Text fontWeight="medium">
            {t('teacher.submitted', {
              submitted: f.number(assignment.submitted_count ?? 0),
              students: f.number(assignment.student_count ?? 0),
            })}
          </Text>
        ) : null
      }
      footer={
        <Flex gap="2" wrap="wrap" w="full">
          <Button
            id={submissionsButtonId(assignment._id)}
            colorPalette="brand"
            size="sm"
            onClick={() => onSubmissions(assignment)}
            aria-label={t('teacher.submissionsOf', { title: assignment.title })}
          >
            <FiUsers aria-hidden />
            {t('teacher.submissions')}
          </Button>
          {onEdit ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => onEdit(assignment)}
              aria-label={t('teacher.editOf', { title: assignment.title })}
            >
              <FiEdit2 aria-hidden />
              {t('teacher.edit')}
            </Button>
          ) : null}
          {onDelete ? (
            <Button
              variant="outline"
              colorPalette="red"
              size="sm"
              onClick={() => onDelete(assignment)}
              aria-label={t('teacher.deleteOf', { title: assignment.title })}
            >
              <FiTrash2 aria-hidden />
              {t('teacher.delete')}
            </Button>
          ) : null}
        </Flex>
      }
    />
  );
}

/** The id of an assignment's Submissions button, where focus returns from its submissions. */
export const submissionsButtonId = (assignmentId: string) => `assignment-submissions-${assignmentId}`;

const STATE_PALETTE: Record<StudentAssignmentState, string> = {
  notSubmitted: 'gray',
  submitted: 'green',
  late: 'orange',
  feedback: 'blue',
};

/** A student's state of an assignment as a word on its colour. */
export function StudentStateBadge({ state }: { state: StudentAssignmentState }) {
  const t = useAssignmentsText();
  return (
    <Badge colorPalette={STATE_PALETTE[state]} variant="subtle" size="md">
      {t('student.state', { state })}
    </Badge>
  );
}

/** A submission's text, file and when it was sent; then the teacher's feedback and mark, if given. */
export function SubmissionDetails({
  submission,
  totalMarks,
  feedbackLabel,
}: {
  submission: Submission;
  totalMarks: number | null;
  feedbackLabel: string;
}) {
  const t = useAssignmentsText();
  const f = useFormat();
  const markText = useMarkText();
  const hasFeedback = submission.feedback !== null || submission.mark !== null;
  return (
    <Stack gap="2">
      <Text color="fg.muted" fontSize="sm">
        {t('student.sentAt', { when: f.dateTime(submission.submitted_at) })}
      </Text>
      {submission.text ? <WrittenText>{submission.text}</WrittenText> : null}
      {submission.file ? <FileLink file={submission.file} /> : null}
      {hasFeedback ? (
        <Box borderLeftWidth="3px" borderColor="brand.solid" ps="3" mt="1">
          <Stack gap="1">
            <Text fontWeight="semibold" fontSize="sm">
              {feedbackLabel}
            </Text>
            {submission.mark !== null ? (
              <Text fontWeight="medium">{markText(submission.mark, totalMarks)}</Text>
            ) : null}
            {submission.feedback ? <WrittenText>{submission.feedback}</WrittenText> : null}
          </Stack>
        </Box>
      ) : null}
    </Stack>
  );
}

export interface StudentAssignmentCardProps {
  assignment: Assignment;
  /** Opens the submit form (to submit, or replace what was sent). */
  onSubmit: (assignment: Assignment) => void;
}

/**
 * A student's view of an assignment: their state, what they sent with the teacher's feedback and mark, and
 * Submit work (or Replace submission until the due time; Submit late after it while nothing was sent).
 */
export function StudentAssignmentCard({ assignment, onSubmit }: StudentAssignmentCardProps) {
  const t = useAssignmentsText();
  useDuePassing(assignment.due_at);
  const own = assignment.my_submission;
  const past = isPastDue(assignment);
  const open = canSubmit(assignment);
  const label = own ? t('student.replace') : past ? t('student.submitLate') : t('student.submit');
  return (
    <AssignmentFrame
      assignment={assignment}
      badge={<StudentStateBadge state={studentState(assignment)} />}
      footer={
        open ? (
          <Stack gap="2" w="full" align="start">
            {own || past ? (
              <Text fontSize="sm" color="fg.muted">
                {own ? t('student.replaceHint') : t('student.lateHint')}
              </Text>
            ) : null}
            <Button
              colorPalette="brand"
              size="sm"
              onClick={() => onSubmit(assignment)}
              w={{ base: 'full', sm: 'auto' }}
            >
              {label}
            </Button>
          </Stack>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t('student.closed')}
          </Text>
        )
      }
    >
      {own ? (
        <Box borderWidth="1px" rounded="l2" p="3" bg="bg.subtle">
          <Stack gap="2">
            <Heading as="h4" size="sm">
              {t('student.yours')}
            </Heading>
            <SubmissionDetails
              submission={own}
              totalMarks={assignment.total_marks}
              feedbackLabel={t('student.feedback')}
            />
          </Stack>
        </Box>
      ) : null}
    </AssignmentFrame>
  );
}
