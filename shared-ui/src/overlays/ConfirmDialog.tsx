import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useOverlaysText } from './i18n';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, e.g. 'Are you sure you want to delete this post?' */
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirmed action is running: the buttons wait. */
  busy?: boolean;
  /** 'danger' (the default) for what destroys, 'primary' for what builds. */
  tone?: 'danger' | 'primary';
}

/** Asks before something that cannot be undone. Cancel has focus first, so Enter does not destroy. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
  tone = 'danger',
}: ConfirmDialogProps) {
  const t = useOverlaysText();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const palette = tone === 'danger' ? 'red' : 'brand';
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => (details.open ? undefined : onCancel())}
      initialFocusEl={() => cancelRef.current}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={busy}>
                {t('dialog.cancel')}
              </Button>
              <Button colorPalette={palette} onClick={onConfirm} loading={busy} loadingText={confirmLabel}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
