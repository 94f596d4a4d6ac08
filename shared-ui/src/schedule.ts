// '@pathshala/shared-ui/schedule': the class calendar and what goes with it, for the student and teacher
// remotes' Schedule pages: the calendar (FullCalendar with its Dhaka time zone, ~… KB gzipped, so a shared
// singleton entry of its own that only the Schedule pages load, and nothing else imports), a class's details,
// the Move class, Cancel class and attendance dialogs, the attendance summary and the calendar link.
// Presentational: props in, callbacks out; nothing here fetches.
export { ScheduleCalendar, PHONE_QUERY } from './schedule/ScheduleCalendar';
export type { ScheduleCalendarProps, ScheduleRange } from './schedule/ScheduleCalendar';
export { CalendarView } from './schedule/CalendarView';
export type { CalendarViewProps } from './schedule/CalendarView';
export { SessionDetails, SessionDialog } from './schedule/SessionDetails';
export type { SessionDetailsProps, SessionDialogProps } from './schedule/SessionDetails';
export { SessionActions } from './schedule/SessionActions';
export type { SessionActionsProps } from './schedule/SessionActions';
export { SessionStatusBadge } from './schedule/SessionStatusBadge';
export { sessionTiming, STATUS_PALETTE } from './schedule/sessionStatus';
export type { SessionTiming } from './schedule/sessionStatus';
export { MoveSessionDialog } from './schedule/MoveSessionDialog';
export type { MoveSessionDialogProps, MoveSessionInput } from './schedule/MoveSessionDialog';
export { CancelSessionDialog } from './schedule/CancelSessionDialog';
export type { CancelSessionDialogProps } from './schedule/CancelSessionDialog';
export { AttendanceSheet } from './schedule/AttendanceSheet';
export type { AttendanceMarks, AttendanceSheetProps } from './schedule/AttendanceSheet';
export { AttendanceSummary } from './schedule/AttendanceSummary';
export type { AttendanceSummaryProps } from './schedule/AttendanceSummary';
export { AttendanceSection, useChosenBatch } from './schedule/AttendanceSection';
export type { AttendanceSectionProps } from './schedule/AttendanceSection';
export { CalendarFeedCard } from './schedule/CalendarFeedCard';
export type { CalendarFeedCardProps } from './schedule/CalendarFeedCard';
