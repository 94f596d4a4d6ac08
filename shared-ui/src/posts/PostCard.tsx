import { Badge, Box, Button, Card, Flex, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import type { Post, UserRef } from '@pathshala/shared-api/contract';
import { Fragment, useId, type ReactNode } from 'react';
import { useFormat } from '@pathshala/shared-ui';
import { Detail, DetailList, ToggleList, TuitionDetails } from './cardParts';
import { usePostsText } from './i18n';
import { inModeOrder, useMatchingText } from './matchingText';
import { usePlaceName } from './places';
import { interestCount, isInterested, orFallback, useTuitionText } from './postText';

export interface PostCardProps {
  post: Post;
  /** The signed-in user: decides which of Edit, Delete, Accept, Join and Leave apply. */
  viewerId?: string;
  /** Shows Edit on the viewer's own post. */
  onEdit?: (post: Post) => void;
  /** Shows Delete on the viewer's own post. */
  onDelete?: (post: Post) => void;
  /** Shows Accept beside each interested teacher on the viewer's own open student request. */
  onAccept?: (post: Post, teacher: UserRef) => void;
  /** Shows Join when the viewer is neither the owner nor interested. */
  onJoin?: (post: Post) => void;
  /** Shows Leave when the viewer is interested. */
  onLeave?: (post: Post) => void;
  /**
   * 'join-leave' (student screens): a Join or a Leave button. 'toggle' (teacher search): one button,
   * 'Show Interest' or, pressed, 'Interested'.
   */
  interestStyle?: 'join-leave' | 'toggle';
  /** An action is in flight for this post: its buttons are disabled. */
  busy?: boolean;
  /** More owner actions, e.g. starting a batch. */
  children?: ReactNode;
}

function StatusBadge({ post }: { post: Post }) {
  const t = usePostsText();
  const f = useFormat();
  if (post.status === 'closed')
    return (
      <Badge colorPalette="blue" variant="solid">
        {t('card.matched')}
      </Badge>
    );
  const count = interestCount(post);
  return count > 0 ? (
    <Badge colorPalette="accent" variant="solid">
      {t('card.interestedCount', { count: f.number(count) })}
    </Badge>
  ) : (
    <Badge colorPalette="brand" variant="solid">
      {t('card.active')}
    </Badge>
  );
}

/** The interested lists' toggles point down while open. */
const arrow = (open: boolean) => (open ? '▾' : '▸');

/** One tuition post or request (SPEC §2 Post card). */
export function PostCard({
  post,
  viewerId,
  onEdit,
  onDelete,
  onAccept,
  onJoin,
  onLeave,
  interestStyle = 'join-leave',
  busy = false,
  children,
}: PostCardProps) {
  const t = usePostsText();
  const f = useFormat();
  const { fallback, durationLabel, typeLabel, username } = useTuitionText();
  const { modeLabel, mediumLabel, tutorPreferenceLabel } = useMatchingText();
  const placeName = usePlaceName();
  const headingId = useId();
  const isOwner = viewerId !== undefined && post.owner_id._id === viewerId;
  const open = post.status === 'open';
  const interested = isInterested(post, viewerId);
  const canAccept = Boolean(onAccept) && isOwner && open && post.owner_role === 'student';
  const showJoin = Boolean(onJoin) && open && !isOwner && !interested;
  const showLeave = Boolean(onLeave) && open && interested;
  const showEdit = Boolean(onEdit) && isOwner && open;
  const showDelete = Boolean(onDelete) && isOwner;

  // Where and how: only what the post says (an older post may say none of it).
  const place = placeName(post);
  const modes = inModeOrder(post.modes ?? []);
  const medium = mediumLabel(post.medium);
  const preference = post.owner_role === 'student' ? tutorPreferenceLabel(post.preferred_tutor_gender) : null;

  const toggleVariant = interested ? 'subtle' : 'solid';
  const students = f.number(post.interested_students.length);
  const teachers = f.number(post.interested_teachers.length);
  const interestButtons =
    interestStyle === 'toggle' ? (
      showJoin || showLeave ? (
        <Button
          size="sm"
          colorPalette="brand"
          variant={toggleVariant}
          aria-pressed={interested}
          disabled={busy}
          onClick={() => (interested ? onLeave?.(post) : onJoin?.(post))}
        >
          {interested ? t('card.interested') : t('card.showInterest')}
        </Button>
      ) : null
    ) : (
      <>
        {showJoin ? (
          <Button size="sm" colorPalette="brand" disabled={busy} onClick={() => onJoin?.(post)}>
            {t('card.join')}
          </Button>
        ) : null}
        {showLeave ? (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => onLeave?.(post)}>
            {t('card.leave')}
          </Button>
        ) : null}
      </>
    );

  const ownerButtons = (
    <>
      {showEdit ? (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => onEdit?.(post)}>
          {t('card.edit')}
        </Button>
      ) : null}
      {showDelete ? (
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          disabled={busy}
          onClick={() => onDelete?.(post)}
        >
          {t('card.delete')}
        </Button>
      ) : null}
    </>
  );

  return (
    <Card.Root as="article" aria-labelledby={headingId} variant="outline" h="full" size="sm">
      <Card.Header gap="2">
        <Flex justify="space-between" align="start" gap="3">
          <Box minW="0">
            <Heading as="h3" size="md" id={headingId} overflowWrap="anywhere">
              {orFallback(post.title, fallback.title)}
            </Heading>
            <Text color="fg.muted" fontSize="sm" overflowWrap="anywhere">
              {orFallback(post.subtitle, fallback.subtitle)}
            </Text>
          </Box>
          <StatusBadge post={post} />
        </Flex>
        <Wrap gap="2">
          {post.is_continuous ? <Badge colorPalette="green">{t('card.continuous')}</Badge> : null}
          {post.is_batch ? (
            <Badge colorPalette="purple">
              {post.max_size === null
                ? t('card.batchNoMax')
                : t('card.batchMax', { max: f.number(post.max_size) })}
            </Badge>
          ) : null}
          {preference ? <Badge colorPalette="orange">{preference}</Badge> : null}
        </Wrap>
      </Card.Header>
      <Card.Body gap="4">
        <DetailList>
          <TuitionDetails item={post} />
          {medium ? <Detail label={t('field.medium')}>{medium}</Detail> : null}
          {place ? <Detail label={t('field.location')}>{place}</Detail> : null}
          {modes.length > 0 ? (
            <Detail label={t('field.modes')}>
              {/* Each mode kept whole on a narrow card: a line breaks between modes, not inside one. */}
              {modes.map((mode, index) => (
                <Fragment key={mode}>
                  {index > 0 ? ' · ' : null}
                  <Box as="span" display="inline-block">
                    {modeLabel(mode)}
                  </Box>
                </Fragment>
              ))}
            </Detail>
          ) : null}
          <Detail label={t('field.duration')}>{durationLabel(post)}</Detail>
          <Detail label={t('field.type')}>{typeLabel(post)}</Detail>
        </DetailList>
        <Text color="fg.muted" whiteSpace="pre-line" overflowWrap="anywhere" lineClamp={6}>
          {orFallback(post.description, fallback.notSpecified)}
        </Text>
        <Stack gap="1">
          <ToggleList
            label={(open) => `${arrow(open)} ${t('card.interestedStudents', { count: students })}`}
            users={post.interested_students}
          />
          <ToggleList
            label={(open) => `${arrow(open)} ${t('card.interestedTeachers', { count: teachers })}`}
            users={post.interested_teachers}
            defaultOpen={canAccept}
            renderAction={
              canAccept
                ? (teacher) => (
                    <Button
                      size="xs"
                      colorPalette="brand"
                      disabled={busy}
                      aria-label={t('card.acceptName', { name: username(teacher.username) })}
                      onClick={() => onAccept?.(post, teacher)}
                    >
                      {t('card.accept')}
                    </Button>
                  )
                : undefined
            }
          />
        </Stack>
      </Card.Body>
      {showJoin || showLeave || showEdit || showDelete || children ? (
        <Card.Footer>
          <HStack gap="2" wrap="wrap" w="full" justify="flex-end">
            {children}
            {interestButtons}
            {ownerButtons}
          </HStack>
        </Card.Footer>
      ) : null}
    </Card.Root>
  );
}
