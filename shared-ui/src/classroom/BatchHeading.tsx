import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { Batch } from '@pathshala/shared-api/contract';
import type { ReactNode } from 'react';
import { FiArrowLeft } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';
import { useFormat } from '@pathshala/shared-ui';
import { batchTitle } from '../batches/batchText';
import { useTuitionText } from '../posts/postText';
import { useClassroomText } from './i18n';

export interface BatchHeadingProps {
  batch: Batch;
  /** Where 'Your batches' goes back to, e.g. '/student/batches'. */
  backTo: string;
  /** An action beside the facts (e.g. Start class). */
  action?: ReactNode;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box minW="0">
      <Text as="dt" fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" overflowWrap="anywhere">
        {children}
      </Text>
    </Box>
  );
}

/**
 * A batch page's head: back to Your batches, the batch's name as the page's h1 with its subtitle, and its facts
 * (subject and class, teacher, days and time in Dhaka, class length, students).
 */
export function BatchHeading({ batch, backTo, action }: BatchHeadingProps) {
  const t = useClassroomText();
  const f = useFormat();
  const tuition = useTuitionText();
  const subject = batch.subject.trim() || tuition.fallback.notSpecified;
  return (
    <Stack gap="4">
      <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="medium" alignSelf="start">
        <RouterLink to={backTo}>
          <FiArrowLeft aria-hidden />
          {t('heading.back')}
        </RouterLink>
      </Link>
      <Stack gap="1">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} overflowWrap="anywhere">
          {batchTitle(batch)}
        </Heading>
        {batch.subtitle.trim() ? (
          <Text color="fg.muted" overflowWrap="anywhere">
            {batch.subtitle}
          </Text>
        ) : null}
      </Stack>
      <Box
        as="dl"
        display="grid"
        gridTemplateColumns="repeat(auto-fill, minmax(9rem, 1fr))"
        gap="3"
        aria-label={t('heading.facts')}
      >
        <Fact label={t('heading.subject')}>
          {t('heading.subjectClass', { subject, level: tuition.classLabel(batch.class) })}
        </Fact>
        <Fact label={t('heading.teacher')}>
          {batch.teacher_id ? tuition.username(batch.teacher_id.username) : t('heading.noTeacher')}
        </Fact>
        <Fact label={t('heading.when')}>
          {t('heading.daysTime', {
            days: tuition.daysLabel(batch.weekly_schedule),
            time: tuition.timeLabel(batch.time),
          })}
        </Fact>
        <Fact label={t('heading.length')}>
          {t('heading.minutes', { minutes: f.number(batch.duration_minutes) })}
        </Fact>
        <Fact label={t('heading.students')}>{f.number(batch.student_ids.length)}</Fact>
      </Box>
      {action}
    </Stack>
  );
}
