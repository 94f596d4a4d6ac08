// '@pathshala/shared-ui/batches': the building blocks of the screens that show batches, for the student,
// teacher and admin remotes alike (each remote holds its own pages): the batch card, the invitations to a
// batch and their section, the Add New Batch and Edit Batch dialogs with their fields and values, the payments
// table, and the tab a payment or a class opens in. A shared singleton entry of its own, loaded only by the
// pages that show batches. Presentational: props in, callbacks out; nothing here fetches.
export { BatchCard, batchRoles } from './batches/BatchCard';
export type { BatchCardProps } from './batches/BatchCard';
export { BatchFacts } from './batches/BatchFacts';
export type { BatchFactsProps } from './batches/BatchFacts';
export { BatchInvitationCard } from './batches/BatchInvitationCard';
export type { BatchInvitationCardProps } from './batches/BatchInvitationCard';
export { BatchInvitations, withdrawInvitation } from './batches/BatchInvitations';
export type { BatchInvitationsProps } from './batches/BatchInvitations';
export { batchTitle, DEFAULT_PAYMENT_AMOUNT, productName } from './batches/batchText';
export { AddBatchDialog } from './batches/AddBatchDialog';
export type { AddBatchDialogProps } from './batches/AddBatchDialog';
export { EditBatchDialog } from './batches/EditBatchDialog';
export type { EditBatchDialogProps } from './batches/EditBatchDialog';
export {
  ADMIN_BATCH_TIME,
  DEFAULT_BATCH_TIME,
  toCreateBatchInput,
  toUpdateBatchInput,
} from './batches/batchFormValues';
export type { AddBatchValues, EditBatchValues } from './batches/batchFormValues';
export { BatchSwitches } from './batches/BatchSwitches';
export { ScheduleFields } from './batches/ScheduleFields';
export { PaymentsTable } from './batches/PaymentsTable';
export { PaymentsSection } from './batches/PaymentsSection';
export type { PaymentsSectionProps } from './batches/PaymentsSection';
export { BatchSections } from './batches/BatchSections';
export { BATCH_EDIT_TEXTS, useBatchEditors } from './batches/useBatchEditors';
export type { BatchEditorsOptions } from './batches/useBatchEditors';
export type { BatchSectionsProps } from './batches/BatchSections';
export type { PaymentsTableProps } from './batches/PaymentsTable';
export { openPendingTab } from './batches/newTab';
