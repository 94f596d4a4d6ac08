import { useLocation } from '@pathshala/shared-ui';

/** Router state the auth pages pass each other, e.g. 'Registration successful! Please log in.' */
export interface AuthNotice {
  message: string;
}

/** The notice the previous page handed over in the router's location state, if any. */
export function useLocationNotice(): string | null {
  const { state } = useLocation();
  if (
    state !== null &&
    typeof state === 'object' &&
    'message' in state &&
    typeof state.message === 'string'
  ) {
    return state.message;
  }
  return null;
}

/**
 * Moves focus to the first field (in `order`) that has an error, so keyboard and screen-reader users land
 * on what needs fixing. Fields are found by their `name`; for a radio group, its first option.
 */
export function focusFirstInvalid<Name extends string>(
  form: HTMLFormElement | null,
  order: readonly Name[],
  errors: Partial<Record<Name, string>>,
): void {
  const name = order.find((field) => errors[field]);
  if (!form || !name) return;
  const item = form.elements.namedItem(name);
  const element = item instanceof RadioNodeList ? item[0] : item;
  if (element instanceof HTMLElement) element.focus();
}
