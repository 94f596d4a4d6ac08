import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  IconButton,
  Link,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import type { Batch, UserRef } from '@pathshala/shared-api/contract';
import { useId, type ReactNode } from 'react';
import {
  FiCreditCard,
  FiDollarSign,
  FiArrowRight,
  FiCheck,
  FiEdit2,
  FiLogIn,
  FiLogOut,
  FiTrash2,
  FiUserX,
  FiVideo,
  FiX,
} from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';
import { useFormat } from '@pathshala/shared-ui';
import { ToggleList } from '../posts/cardParts';
import { useTuitionText } from '../posts/postText';
import { BatchFacts } from './BatchFacts';
import { batchTitle } from './batchText';
import { unreadShown } from './unreadShown';
import { useBatchesText } from './i18n';

export interface BatchCardProps {
  batch: Batch;
  /** The batch's own page (e.g. '/student/batches/<id>'): an 'Open batch' link leads there. */
  batchLink?: string;
  /** The signed-in user: decides which actions apply. */
  viewerId?: string;
  onEdit?: (batch: Batch) => void;
  onDelete?: (batch: Batch) => void;
  /** Shows Delete on every batch, not only the viewer's own (an admin managing batches). */
  deleteAny?: boolean;
  onAskForPayment?: (batch: Batch) => void;
  onPay?: (batch: Batch) => void;
  onStartClass?: (batch: Batch) => void;
  onJoinClass?: (batch: Batch) => void;
  onLeave?: (batch: Batch) => void;
  onRemoveStudent?: (batch: Batch, student: UserRef) => void;
  /** The owner withdraws the invitation of someone named who has not answered yet. */
  onWithdrawInvitation?: (batch: Batch, invitee: UserRef) => void;
  /** The batch's teacher agrees to the salary the owner proposed (shown to the teacher only). */
  onAgreeToSalary?: (batch: Batch) => void;
  /** The batch's teacher declines the salary the owner proposed (shown to the teacher only). */
  onDeclineSalary?: (batch: Batch) => void;
  /** An action is in flight for this batch: its buttons wait. */
  busy?: boolean;
}

/** Who the viewer is to a batch: what the card shows them follows from this. */
export function batchRoles(batch: Batch, viewerId: string | undefined) {
  const known = viewerId !== undefined;
  const isOwner = known && batch.owner_id._id === viewerId;
  const isTeacher = known && batch.teacher_id?._id === viewerId;
  const isStudent = known && batch.student_ids.some((student) => student._id === viewerId);
  return { isOwner, isTeacher, isStudent, isMember: isStudent || (isOwner && !isTeacher) };
}

interface ActionProps {
  /** The accessible name, e.g. 'Edit batch'. */
  label: string;
  /** The visible text when shorter than the name, e.g. 'Edit'. */
  text?: string;
  icon: ReactNode;
  onClick: () => void;
  busy: boolean;
  palette?: string;
  variant?: 'outline' | 'solid' | 'subtle';
}

/** An action with its icon and a short visible label; the accessible name says what it acts on. */
function Action({ label, text, icon, onClick, busy, palette = 'gray', variant = 'outline' }: ActionProps) {
  return (
    <Button
      aria-label={label}
      size="sm"
      variant={variant}
      colorPalette={palette}
      disabled={busy}
      onClick={onClick}
    >
      {icon}
      {text ?? label}
    </Button>
  );
}

/** One batch (SPEC §2 Batch card), with the actions that apply to the viewer. */
export function BatchCard({
  batch,
  batchLink,
  viewerId,
  onEdit,
  onDelete,
  deleteAny = false,
  onAskForPayment,
  onPay,
  onStartClass,
  onJoinClass,
  onLeave,
  onRemoveStudent,
  onWithdrawInvitation,
  onAgreeToSalary,
  onDeclineSalary,
  busy = false,
}: BatchCardProps) {
  const t = useBatchesText();
  const f = useFormat();
  const { username } = useTuitionText();
  const headingId = useId();
  const { isOwner, isTeacher, isStudent, isMember } = batchRoles(batch, viewerId);
  const count = batch.student_ids.length;
  const run = (handler: ((batch: Batch) => void) | undefined) => () => handler?.(batch);

  const actions: ReactNode[] = [];
  if (onStartClass && isTeacher)
    actions.push(
      <Action
        key="start"
        label={t('card.startClass')}
        icon={<FiVideo />}
        palette="brand"
        variant="solid"
        busy={busy}
        onClick={run(onStartClass)}
      />,
    );
  if (onJoinClass && isMember && batch.join_class_link)
    actions.push(
      <Action
        key="join"
        label={t('card.joinClass')}
        icon={<FiLogIn />}
        palette="brand"
        variant="solid"
        busy={busy}
        onClick={run(onJoinClass)}
      />,
    );
  if (onPay && isStudent && batch.time_to_pay)
    actions.push(
      <Action
        key="pay"
        label={t('card.pay')}
        icon={<FiCreditCard />}
        palette="green"
        variant="solid"
        busy={busy}
        onClick={run(onPay)}
      />,
    );
  if (onAskForPayment && isTeacher)
    actions.push(
      <Action
        key="ask"
        label={t('card.askForPayment')}
        icon={<FiDollarSign />}
        busy={busy}
        onClick={run(onAskForPayment)}
      />,
    );
  if (onEdit && isOwner)
    actions.push(
      <Action
        key="edit"
        label={t('card.editBatch')}
        text={t('card.edit')}
        icon={<FiEdit2 />}
        busy={busy}
        onClick={run(onEdit)}
      />,
    );
  if (onLeave && isStudent && !isOwner)
    actions.push(
      <Action
        key="leave"
        label={t('card.leaveBatch')}
        text={t('card.leave')}
        icon={<FiLogOut />}
        busy={busy}
        onClick={run(onLeave)}
      />,
    );
  if (onDelete && (deleteAny || isOwner || isTeacher))
    actions.push(
      <Action
        key="delete"
        label={t('card.deleteBatch')}
        text={t('card.delete')}
        icon={<FiTrash2 />}
        palette="red"
        busy={busy}
        onClick={run(onDelete)}
      />,
    );

  const teacher = batch.teacher_id;
  const teacherProfile = teacher ? `/teacher/profile/${encodeURIComponent(teacher._id)}` : '';
  const canRemove = Boolean(onRemoveStudent) && isOwner;

  return (
    <Card.Root as="article" aria-labelledby={headingId} variant="outline" h="full" size="sm">
      <Card.Header gap="2">
        <Flex justify="space-between" align="start" gap="3">
          <Box minW="0">
            <Heading as="h3" size="md" id={headingId} overflowWrap="anywhere">
              {batchTitle(batch)}
            </Heading>
            {batch.subtitle.trim() ? (
              <Text color="fg.muted" fontSize="sm" overflowWrap="anywhere">
                {batch.subtitle}
              </Text>
            ) : null}
          </Box>
          {count > 0 ? (
            <Badge colorPalette="accent" variant="solid" flexShrink="0">
              {t('card.interestedCount', { count: f.number(count) })}
            </Badge>
          ) : (
            <Badge colorPalette="brand" variant="solid" flexShrink="0">
              {t('card.active')}
            </Badge>
          )}
        </Flex>
        <Wrap gap="2">
          {batch.is_continuous ? <Badge colorPalette="green">{t('card.continuous')}</Badge> : null}
          {batch.is_batch ? (
            <Badge colorPalette="purple">
              {batch.max_size === null
                ? t('card.batchNoMax')
                : t('card.batchMax', { max: f.number(batch.max_size) })}
            </Badge>
          ) : null}
          {batch.time_to_pay && isStudent ? (
            <Badge colorPalette="orange">{t('card.paymentDue')}</Badge>
          ) : null}
          {batch.unread_messages > 0 ? (
            <Badge colorPalette="red" variant="solid">
              {t('card.unreadMessages', {
                count: batch.unread_messages,
                shown: unreadShown(batch.unread_messages, f.number),
              })}
            </Badge>
          ) : null}
        </Wrap>
      </Card.Header>
      <Card.Body gap="4">
        <BatchFacts batch={batch} />
        <SalaryProposal
          batch={batch}
          busy={busy}
          onAgree={isTeacher ? onAgreeToSalary : undefined}
          onDecline={isTeacher ? onDeclineSalary : undefined}
        />
        {batch.description.trim() ? (
          <Text color="fg.muted" whiteSpace="pre-line" overflowWrap="anywhere" lineClamp={6}>
            {batch.description}
          </Text>
        ) : null}
        {teacher && isStudent ? (
          // DESIGN §6.6: only with a teacher to rate, and only for the batch's students.
          <Link asChild colorPalette="brand" fontWeight="medium" alignSelf="start">
            <RouterLink to={teacherProfile}>{t('card.rateReview')}</RouterLink>
          </Link>
        ) : null}
        {/* 'View 3 Students': the students by username (and Remove for the owner). */}
        <ToggleList
          label={(open) =>
            open ? `▾ ${t('card.hideStudents', { count })}` : `▸ ${t('card.viewStudents', { count })}`
          }
          users={batch.student_ids}
          renderAction={
            canRemove
              ? (student) =>
                  student._id === viewerId ? null : (
                    <IconButton
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      disabled={busy}
                      aria-label={t('card.removeStudent', { name: username(student.username) })}
                      title={t('card.removeFromBatch')}
                      onClick={() => onRemoveStudent?.(batch, student)}
                    >
                      <FiUserX />
                    </IconButton>
                  )
              : undefined
          }
        />
        <PendingInvitees batch={batch} busy={busy} onWithdraw={isOwner ? onWithdrawInvitation : undefined} />
      </Card.Body>
      {actions.length > 0 || batchLink ? (
        <Card.Footer>
          <HStack gap="2" wrap="wrap" w="full" justify="flex-end">
            {batchLink ? (
              <Button asChild size="sm" colorPalette="brand" variant="subtle" me="auto">
                <RouterLink to={batchLink}>
                  {t('card.openBatch')}
                  <FiArrowRight aria-hidden />
                </RouterLink>
              </Button>
            ) : null}
            {actions}
          </HStack>
        </Card.Footer>
      ) : null}
    </Card.Root>
  );
}

interface SalaryProposalProps {
  batch: Batch;
  busy: boolean;
  /** Given for the batch's teacher, who answers. */
  onAgree?: (batch: Batch) => void;
  onDecline?: (batch: Batch) => void;
}

/** A salary the owner proposed, until the teacher answers: everyone sees it; the teacher agrees or declines. */
function SalaryProposal({ batch, busy, onAgree, onDecline }: SalaryProposalProps) {
  const t = useBatchesText();
  const f = useFormat();
  // A server from before salary proposals sends no field at all: nothing waits then either.
  if (typeof batch.proposed_salary !== 'number') return null;
  return (
    <Stack gap="2" p="3" rounded="l2" borderWidth="1px" borderColor="orange.muted" bg="orange.subtle">
      <Text fontWeight="medium" color="orange.fg">
        {t('card.salaryProposed', { salary: f.money(batch.proposed_salary) })}
      </Text>
      {onAgree || onDecline ? (
        <HStack gap="2" wrap="wrap">
          {onAgree ? (
            <Action
              label={t('card.agreeToSalary')}
              text={t('card.agree')}
              icon={<FiCheck />}
              palette="green"
              variant="solid"
              busy={busy}
              onClick={() => onAgree(batch)}
            />
          ) : null}
          {onDecline ? (
            <Action
              label={t('card.declineSalary')}
              text={t('card.decline')}
              icon={<FiX />}
              busy={busy}
              onClick={() => onDecline(batch)}
            />
          ) : null}
        </HStack>
      ) : null}
    </Stack>
  );
}

interface PendingInviteesProps {
  batch: Batch;
  busy: boolean;
  /** Given for the owner, who may withdraw each invitation. */
  onWithdraw?: (batch: Batch, invitee: UserRef) => void;
}

/** The people named in the batch who have not answered yet: the teacher first, then the students. */
function PendingInvitees({ batch, busy, onWithdraw }: PendingInviteesProps) {
  const t = useBatchesText();
  const { username } = useTuitionText();
  // A server from before invitations sends neither field: nobody waits then.
  const invitedStudents = batch.invited_students ?? [];
  const invitees = batch.invited_teacher ? [batch.invited_teacher, ...invitedStudents] : invitedStudents;
  if (invitees.length === 0) return null;
  const names = invitees
    .map((invitee) =>
      invitee === batch.invited_teacher
        ? t('card.invitedTeacherName', { name: username(invitee.username) })
        : username(invitee.username),
    )
    .join(', ');
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
        {t('card.invited', { names })}
      </Text>
      {onWithdraw ? (
        <Wrap gap="2">
          {invitees.map((invitee) => (
            <Button
              key={invitee._id}
              size="xs"
              variant="outline"
              colorPalette="red"
              disabled={busy}
              onClick={() => onWithdraw(batch, invitee)}
            >
              <FiUserX aria-hidden />
              {t('card.withdrawInvitation', { name: username(invitee.username) })}
            </Button>
          ))}
        </Wrap>
      ) : null}
    </Stack>
  );
}
