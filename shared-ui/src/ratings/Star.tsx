import { FiStar, Icon } from '@pathshala/shared-ui';

/** One star, filled (gold) or empty (an outline in the muted colour). */
export function Star({ filled, boxSize }: { filled: boolean; boxSize: string }) {
  return (
    <Icon
      as={FiStar}
      aria-hidden
      color={filled ? 'yellow.500' : 'fg.subtle'}
      fill={filled ? 'currentColor' : 'none'}
      boxSize={boxSize}
    />
  );
}
