// '@pathshala/shared-ui/overlays': menus, dialogs and tabs, a shared singleton entry of its own so that only
// the pages that use them ship their machinery (Zag machines, floating positioning, focus trapping: ~35 KB
// gzipped together). Named re-exports only (see index.ts).
export { Dialog, Menu, Portal, Tabs } from '@chakra-ui/react';

export { ConfirmDialog } from './overlays/ConfirmDialog';
export type { ConfirmDialogProps } from './overlays/ConfirmDialog';
export { FormDialog, DialogForm } from './overlays/FormDialog';
export type { FormDialogProps, DialogFormProps } from './overlays/FormDialog';
export { useConfirmedDelete } from './overlays/useConfirmedDelete';
export type { ConfirmedDeleteOptions } from './overlays/useConfirmedDelete';
