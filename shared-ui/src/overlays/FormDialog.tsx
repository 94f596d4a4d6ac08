import { Button, chakra, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { useOverlaysText } from './i18n';

export interface FormDialogProps extends Pick<Dialog.RootProps, 'closeOnInteractOutside' | 'size'> {
  open: boolean;
  onClose: () => void;
  /** The form, mounted only while open (so each opening starts afresh). */
  children: ReactNode;
}

/** A centred modal for a form: at most 80% of the viewport high, scrolling inside. */
export function FormDialog({ open, onClose, children, ...rootProps }: FormDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      scrollBehavior="inside"
      placement="center"
      {...rootProps}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content maxH="80vh">{open ? children : null}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export interface DialogFormProps {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The dialog's title, also the form's accessible name. */
  title: string;
  /** Shows a Close button in the corner. */
  closeButton?: boolean;
  onClose: () => void;
  saving: boolean;
  /** The submit button's text (default 'Save Changes'). */
  submitLabel?: string;
  /** Its text while saving (default 'Saving...'). */
  savingLabel?: string;
  /** The button that closes without saving (default 'Cancel'), when the submit button's words are close to it. */
  cancelLabel?: string;
  /** The submit button's colour (default the brand's; 'red' for what cannot be undone). */
  submitPalette?: string;
  /** The fields. */
  children: ReactNode;
}

/** A `FormDialog`'s content: title, fields, and Cancel beside the submit button. */
export function DialogForm({
  formRef,
  onSubmit,
  title,
  closeButton = false,
  onClose,
  saving,
  submitLabel,
  savingLabel,
  cancelLabel,
  submitPalette = 'brand',
  children,
}: DialogFormProps) {
  const t = useOverlaysText();
  return (
    <chakra.form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={title}
      display="flex"
      flexDirection="column"
      flex="1"
      minH="0"
    >
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      {closeButton ? (
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" aria-label={t('dialog.close')} />
        </Dialog.CloseTrigger>
      ) : null}
      <Dialog.Body>{children}</Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={saving}>
          {cancelLabel ?? t('dialog.cancel')}
        </Button>
        <Button
          type="submit"
          colorPalette={submitPalette}
          loading={saving}
          loadingText={savingLabel ?? t('dialog.saving')}
        >
          {submitLabel ?? t('dialog.save')}
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}
