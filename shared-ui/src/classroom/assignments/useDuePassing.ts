import { useEffect, useReducer } from 'react';

/** The longest wait setTimeout takes (about 24.8 days). */
const LONGEST_WAIT = 2 ** 31 - 1;

/** Renders the caller again once `dueAt` has passed, so what it offers follows the clock. */
export function useDuePassing(dueAt: string): void {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const left = Date.parse(dueAt) - Date.now();
    if (!(left > 0) || left > LONGEST_WAIT) return;
    const timer = setTimeout(rerender, left + 1000);
    return () => clearTimeout(timer);
  }, [dueAt]);
}
