import { chakra, HStack } from '@pathshala/shared-ui';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useRatingsText } from './i18n';
import { Star } from './Star';

export interface StarPickerProps {
  /** 0 when nothing is chosen yet, else 1–5. */
  value: number;
  onChange: (value: number) => void;
  /** The group's accessible name (default 'Rating'). */
  label?: string;
  /** The id of an error message that describes the group. */
  errorId?: string;
  invalid?: boolean;
  disabled?: boolean;
}

const STARS = [1, 2, 3, 4, 5] as const;

const StarButton = chakra('button', {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    p: '1',
    rounded: 'l2',
    cursor: 'pointer',
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' },
    _disabled: { cursor: 'not-allowed', opacity: 0.6 },
  },
});

/**
 * Choose 1 to 5 stars: a radio group (role radiogroup, each star a radio 'N stars'). One star is in the tab
 * order; arrow keys move and select, Home and End jump to 1 and 5.
 */
export function StarPicker({
  value,
  onChange,
  label,
  errorId,
  invalid = false,
  disabled = false,
}: StarPickerProps) {
  const t = useRatingsText();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  // The checked star takes the focus; with none checked, the first.
  const tabStop = value >= 1 ? value : 1;

  function select(star: number) {
    onChange(star);
    refs.current[star - 1]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, star: number) {
    let next: number | null = null;
    if (event.key === 'ArrowRight' || event.key === 'ArrowUp') next = star === 5 ? 1 : star + 1;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') next = star === 1 ? 5 : star - 1;
    else if (event.key === 'Home') next = 1;
    else if (event.key === 'End') next = 5;
    if (next === null) return;
    event.preventDefault();
    select(next);
  }

  return (
    <HStack
      gap="0.5"
      role="radiogroup"
      aria-label={label ?? t('starPicker.label')}
      aria-invalid={invalid || undefined}
      aria-describedby={errorId}
      aria-disabled={disabled || undefined}
      onMouseLeave={() => setHovered(0)}
    >
      {STARS.map((star) => (
        <StarButton
          key={star}
          ref={(element: HTMLButtonElement | null) => {
            refs.current[star - 1] = element;
          }}
          type="button"
          role="radio"
          aria-checked={value === star}
          aria-label={t('starPicker.star', { count: star })}
          tabIndex={star === tabStop ? 0 : -1}
          disabled={disabled}
          onClick={() => select(star)}
          onKeyDown={(event) => onKeyDown(event, star)}
          onMouseEnter={() => setHovered(star)}
        >
          <Star filled={star <= shown} boxSize="8" />
        </StarButton>
      ))}
    </HStack>
  );
}
