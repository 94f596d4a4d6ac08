import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';

/** Spec §4: a toast hides after 3 seconds. */
export const TOAST_DURATION_MS = 3000;

/**
 * The app-wide toast queue: `toaster.create({ title, description, type: 'success' | 'error' | 'info' | 'warning' })`.
 * Hovering a toast, or leaving the page idle, pauses its timer.
 */
export const toaster = createToaster({
  placement: 'top-end',
  pauseOnPageIdle: true,
  duration: TOAST_DURATION_MS,
});

// The toast machinery starts with the first toast (a lighter first paint) and then stays mounted, so toasts
// can animate out. The latch lives beside the toaster, which is a module singleton too. The store announces
// a toast before counting it, hence the latch is set from the announcement.
let firstToastSeen = false;
function subscribeToToasts(onStoreChange: () => void) {
  return toaster.subscribe(() => {
    firstToastSeen = true;
    onStoreChange();
  });
}
const hasToasted = () => firstToastSeen || toaster.getCount() > 0;
const useHasToasted = () => useSyncExternalStore(subscribeToToasts, hasToasted, () => false);

/** Renders the toasts; PathshalaProvider mounts it once. Each toast is a role="status" live region. */
export function Toaster() {
  const hasToasted = useHasToasted();
  if (!hasToasted) return null;
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.action ? <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger> : null}
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
