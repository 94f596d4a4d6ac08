// '@pathshala/shared-ui/classroom': a batch's page, for the student and teacher remotes (each holds its own page
// and data hooks): the heading with the batch's facts, the Classes | Materials | Assignments | Board tabs, the
// materials (list, Share material, delete, the teacher's sharing switch) and the board (messages with their links,
// the composer, delete, report). A shared singleton entry of its own, loaded only by the batch pages.
// Presentational: props in, callbacks out; nothing here fetches.
export { BatchHeading } from './classroom/BatchHeading';
export type { BatchHeadingProps } from './classroom/BatchHeading';
export { BatchUnavailable } from './classroom/BatchUnavailable';
export type { BatchUnavailableProps } from './classroom/BatchUnavailable';
export { BATCH_TABS, BatchTabs, batchTabOf, useBatchTab } from './classroom/BatchTabs';
export type { BatchTab, BatchTabsProps } from './classroom/BatchTabs';
export { LinkifiedText } from './classroom/LinkifiedText';
export type { LinkifiedTextProps } from './classroom/LinkifiedText';
export { splitLinks } from './classroom/linkify';
export type { MessagePart } from './classroom/linkify';
export { fileKind, fileProblem, useFileFacts } from './classroom/fileFacts';
export type { FileKind } from './classroom/fileFacts';
export { MaterialList } from './classroom/MaterialList';
export type { MaterialListProps } from './classroom/MaterialList';
export { ShareMaterialDialog } from './classroom/ShareMaterialDialog';
export type { ShareMaterialDialogProps, ShareMaterialInput } from './classroom/ShareMaterialDialog';
export { MaterialsPanel } from './classroom/MaterialsPanel';
export type { MaterialsPanelProps } from './classroom/MaterialsPanel';
export { BoardComposer } from './classroom/BoardComposer';
export type { BoardComposerProps } from './classroom/BoardComposer';
export { ReportMessageDialog } from './classroom/ReportMessageDialog';
export type { ReportMessageDialogProps } from './classroom/ReportMessageDialog';
export { BoardPanel } from './classroom/BoardPanel';
export type { BoardPanelProps } from './classroom/BoardPanel';
// Assignments: an assignment's card for the teacher and for a student, Set / Edit assignment, the submit form,
// the teacher's submissions view and feedback form.
export { StudentAssignmentCard, TeacherAssignmentCard } from './classroom/assignments/AssignmentCard';
export type {
  StudentAssignmentCardProps,
  TeacherAssignmentCardProps,
} from './classroom/assignments/AssignmentCard';
export { submissionsButtonId } from './classroom/assignments/AssignmentCard';
export { AssignmentDialog } from './classroom/assignments/AssignmentDialog';
export type {
  AssignmentChanges,
  AssignmentDialogProps,
  NewAssignmentInput,
} from './classroom/assignments/AssignmentDialog';
export { SubmitWorkDialog } from './classroom/assignments/SubmitWorkDialog';
export type { SubmitWorkDialogProps, SubmitWorkInput } from './classroom/assignments/SubmitWorkDialog';
export { SubmissionsView } from './classroom/assignments/SubmissionsView';
export type { SubmissionsViewProps } from './classroom/assignments/SubmissionsView';
export { FeedbackDialog } from './classroom/assignments/FeedbackDialog';
export type { FeedbackDialogProps, FeedbackInput } from './classroom/assignments/FeedbackDialog';
export { canSubmit, dueTiming, isPastDue, studentState } from './classroom/assignments/due';
export type { DueTiming, StudentAssignmentState } from './classroom/assignments/due';
export { AssignmentPager } from './classroom/assignments/AssignmentPager';
export type { AssignmentPagerProps } from './classroom/assignments/AssignmentPager';
