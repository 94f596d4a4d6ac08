import type { Batch } from '@pathshala/shared-api/contract';
import { useFormat } from '@pathshala/shared-ui';
import { Detail, DetailList, TuitionDetails } from '../posts/cardParts';
import { useTuitionText } from '../posts/postText';
import { useBatchesText } from './i18n';

export interface BatchFactsProps {
  batch: Batch;
}

/**
 * What a batch is, as its card and an invitation to it both show it: subject, class, time, salary, days, each
 * class's length, and its teacher (or the teacher invited, until they answer).
 */
export function BatchFacts({ batch }: BatchFactsProps) {
  const t = useBatchesText();
  const f = useFormat();
  const { username } = useTuitionText();
  const teacher = batch.teacher_id;
  const invitedTeacher = batch.invited_teacher;
  return (
    <DetailList>
      <TuitionDetails item={batch} />
      <Detail label={t('card.classLength')}>
        {t('card.minutes', { minutes: f.number(batch.duration_minutes) })}
      </Detail>
      <Detail label={t('card.teacher')}>
        {teacher
          ? username(teacher.username)
          : invitedTeacher
            ? t('card.teacherInvited', { name: username(invitedTeacher.username) })
            : t('card.noTeacher')}
      </Detail>
    </DetailList>
  );
}
