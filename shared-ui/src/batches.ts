// '@pathshala/shared-ui/batches': batches, payments and online classes for the student and teacher remotes:
// the batch card, the Add New Batch and Edit Batch dialogs, and the Batch Management page. A shared singleton
// entry of its own, loaded only by the pages that show batches.
export { BatchCard, batchRoles } from './batches/BatchCard';
export type { BatchCardProps } from './batches/BatchCard';
export { AddBatchDialog } from './batches/AddBatchDialog';
export type { AddBatchDialogProps } from './batches/AddBatchDialog';
export { EditBatchDialog } from './batches/EditBatchDialog';
export type { EditBatchDialogProps } from './batches/EditBatchDialog';
export { BatchesPage } from './batches/BatchesPage';
export { PaymentsSection } from './batches/PaymentsSection';
export { useBatchActions, joinClass, BATCH_FAILURES } from './batches/useBatchActions';
export { ADMIN_BATCH_TIME, DEFAULT_BATCH_TIME, toCreateBatchInput } from './batches/batchFormValues';
export type { AddBatchValues } from './batches/batchFormValues';
export { BatchSwitches } from './batches/BatchSwitches';
export { ScheduleFields } from './batches/ScheduleFields';
