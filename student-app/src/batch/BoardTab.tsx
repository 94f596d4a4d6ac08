import { useProfile } from '@pathshala/shared-api';
import type { Batch } from '@pathshala/shared-api/contract';
import { useBoard } from '@pathshala/shared-api/classroom';
import { BoardPanel } from '@pathshala/shared-ui/classroom';

/**
 * The Board tab of a batch's page: its messages newest last, live (the notification stream puts new and deleted
 * ones in the cache), a composer, Delete on their own messages, Report on others'. Shown, it marks the board read.
 */
export function BoardTab({ batch }: { batch: Batch }) {
  const { data: profile } = useProfile();
  const board = useBoard(batch._id);
  return <BoardPanel {...board} viewerId={profile?._id} unreadMessages={batch.unread_messages} />;
}
