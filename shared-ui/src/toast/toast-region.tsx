// The toast machinery (Chakra's toaster: a Zag store and machine, ~8 KB gzipped). toaster.tsx loads it with
// the first toast, so pages that never toast never download it.
import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';
import { useMessageText } from '../i18n/messages';
import { useUiText } from '../i18n/ui-catalog';
import type { ReactNode } from 'react';
import { TOAST_DURATION_MS } from './duration';

/** Hovering a toast, or leaving the page idle, pauses its timer. */
export const toastStore = createToaster({
  placement: 'top-end',
  pauseOnPageIdle: true,
  duration: TOAST_DURATION_MS,
});

/**
 * Renders the toasts, each a role="status" live region. A title or description that is a message of the API
 * or the contract (a server's reason, a validation message) shows in the active language.
 */
export function ToastRegion() {
  const t = useUiText();
  const messageText = useMessageText();
  const shown = (text: ReactNode) => (typeof text === 'string' ? messageText(text) : text);
  return (
    <Portal>
      <ChakraToaster
        toaster={toastStore}
        insetInline={{ mdDown: '4' }}
        // The region's name (Alt+T moves to it)
        aria-label={t('toast.region')}
      >
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{shown(toast.title)}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{shown(toast.description)}</Toast.Description> : null}
            </Stack>
            {toast.action ? <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger> : null}
            <Toast.CloseTrigger aria-label={t('toast.dismiss')} />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
