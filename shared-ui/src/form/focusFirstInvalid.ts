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
