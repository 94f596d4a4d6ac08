import { FiStar, Icon } from '@pathshala/shared-ui';

/** How a star looks filled (gold) and empty (an outline in the muted colour). */
const LOOK = {
  filled: { color: 'yellow.500', fill: 'currentColor' },
  empty: { color: 'fg.subtle', fill: 'none' },
} as const;

/** One star, filled or empty. */
export function Star({ filled, boxSize }: { filled: boolean; boxSize: string }) {
  const look = filled ? LOOK.filled : LOOK.empty;
  return <Icon as={FiStar} aria-hidden color={look.color} fill={look.fill} boxSize={boxSize} />;
}
