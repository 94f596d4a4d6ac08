import { z } from 'zod';
import { envelope } from './common';
import { MEETING_LIMITS } from './meetings';
import { userRef } from './users';

/** Every class is planned and shown in Dhaka time, whatever zone the server or the device is in. */
export const SCHEDULE_TIME_ZONE = 'Asia/Dhaka';

export const SCHEDULE_LIMITS = {
  /** A class's length in minutes: the same bounds as an online class's (MEETING_LIMITS). */
  durationMin: MEETING_LIMITS.durationMin,
  durationMax: MEETING_LIMITS.durationMax,
  durationDefault: MEETING_LIMITS.durationDefault,
  /** Days one calendar or sessions call may cover. */
  rangeDaysMax: 62,
  /** How far from today (days) a batch may start, classes may be listed or a class may be moved. */
  reachDays: 366,
  noteMax: 500,
  /** How long before a class its members are reminded. */
  reminderLeadMinutes: 60,
  /** Students marked in one attendance call (a batch holds at most 100). */
  attendanceMax: 100,
} as const;

/**
 * What became of a class: `scheduled` as the weekly days and time give it, `moved` to another time by the
 * teacher, `cancelled` by the teacher, `held` once the teacher started it or marked its attendance.
 */
export const SESSION_STATUSES = ['scheduled', 'moved', 'cancelled', 'held'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export const ATTENDANCE_STATUSES = ['present', 'late', 'absent'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export const SCHEDULE_MESSAGES = {
  durationInvalid: `Class length must be a whole number of minutes between ${SCHEDULE_LIMITS.durationMin} and ${SCHEDULE_LIMITS.durationMax}`,
  startDateInvalid: 'Start date must be a date such as 2026-11-26',
  startDateOutOfReach: 'Start date must be from today to a year from today',
  fromInvalid: 'From must be a date such as 2026-11-26, or a date and time',
  toInvalid: 'To must be a date such as 2026-11-26, or a date and time',
  rangeOrder: 'The end of the range must be after its start',
  rangeTooLong: `Choose at most ${SCHEDULE_LIMITS.rangeDaysMax} days at a time`,
  rangeOutOfReach: 'Choose dates within a year from today',
  listed: 'Classes fetched successfully',
  notFound: 'Class not found',
  notMember: 'Only members of this batch can see its classes',
  notTeacherChange: "Only the batch's teacher can move or cancel its classes",
  startsAtInvalid: 'New time must be a date and time such as 2026-11-26T18:30',
  startsAtPast: 'Choose a time in the future',
  startsAtOutOfReach: 'Choose a time within a year from today',
  cancelledInvalid: 'Cancelled must be true or false',
  noteInvalid: 'Note must be text',
  noteTooLong: `Note must be at most ${SCHEDULE_LIMITS.noteMax} characters long`,
  changeEmpty: 'Give the class a new time, or cancel it',
  cancelWithMove: 'A class is either cancelled or moved to a new time, not both',
  alreadyStarted: 'This class has already started; it can no longer be moved or cancelled',
  moved: 'Class moved; its members have been told',
  cancelled: 'Class cancelled; its members have been told',
  restored: 'Class restored; its members have been told',
  noteSaved: 'Note saved; its members have been told',
  unchanged: 'The class is already as asked',
  notTeacherAttendance: "Only the batch's teacher can mark attendance",
  attendanceNotStarted: 'Attendance can be marked once the class has started',
  attendanceCancelled: 'This class was cancelled; there is no attendance to mark',
  attendanceInvalid: 'Attendance must be a list of students, each with a status',
  attendanceEmpty: 'Mark at least one student',
  attendanceTooMany: `Mark at most ${SCHEDULE_LIMITS.attendanceMax} students at a time`,
  attendanceDuplicate: 'Each student can be marked once',
  attendanceStatusInvalid: 'Status must be present, late or absent',
  studentIdInvalid: 'Invalid student id',
  notStudentsOfBatch: 'Some of these are not students of this batch',
  attendanceSaved: 'Attendance saved',
  attendanceListed: 'Attendance fetched successfully',
  notMemberAttendance: 'Only members of this batch can see its attendance',
  feedFetched: 'Calendar link fetched successfully',
  feedRotated: 'Calendar link replaced; the old link no longer works',
  feedNotFound: 'Calendar not found',
} as const;

/** 'YYYY-MM-DD': a day of the calendar in Dhaka. */
export const CALENDAR_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** A date and time: 'YYYY-MM-DDTHH:mm' (Dhaka time), with seconds and an offset or Z (that moment) optional. */
export const DATE_TIME_PATTERN =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)?$/;

/** A real day ('2026-02-30' is not one). */
function isRealDate(text: string): boolean {
  const [year, month, day] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const calendarDate = (message: string) =>
  z.string({ error: message }).trim().regex(CALENDAR_DATE_PATTERN, message).refine(isRealDate, message);

/** A day ('2026-11-26', from its start in Dhaka) or a moment ('2026-11-26T18:30', Dhaka time, or with an offset). */
const dayOrMoment = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine(
      (text) => (CALENDAR_DATE_PATTERN.test(text) || DATE_TIME_PATTERN.test(text)) && isRealDate(text),
      message,
    );

/** A batch's class length and first day, on create and update (BATCH fields beside the weekly days and time). */
export const scheduleFields = {
  duration_minutes: z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: SCHEDULE_MESSAGES.durationInvalid })
      .int(SCHEDULE_MESSAGES.durationInvalid)
      .min(SCHEDULE_LIMITS.durationMin, SCHEDULE_MESSAGES.durationInvalid)
      .max(SCHEDULE_LIMITS.durationMax, SCHEDULE_MESSAGES.durationInvalid),
  ),
  /** The first day classes may fall on (Dhaka): from today to a year ahead when it is set or changed. */
  start_date: calendarDate(SCHEDULE_MESSAGES.startDateInvalid),
};

/**
 * GET /calendar and GET /batch/{id}/sessions: `from` (default the start of today in Dhaka) up to `to`
 * (default a week after `from`), at most 62 days, within a year of today. A date means its start in Dhaka.
 */
export const scheduleRangeQuery = z.object({
  from: dayOrMoment(SCHEDULE_MESSAGES.fromInvalid).optional(),
  to: dayOrMoment(SCHEDULE_MESSAGES.toInvalid).optional(),
});
export type ScheduleRangeQuery = z.infer<typeof scheduleRangeQuery>;

/** One class of a batch, as a member sees it. Times are ISO 8601 moments; the portal shows them in Dhaka time. */
export const classSession = z.object({
  _id: z.string(),
  batch_id: z.string(),
  /** The batch's title, or its subject when it has none. */
  batch_name: z.string(),
  subject: z.string(),
  class: z.string(),
  teacher_id: userRef.nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  duration_minutes: z.number().int(),
  /** When the weekly days and time put it (differs from `starts_at` once moved). */
  scheduled_at: z.string(),
  status: z.enum(SESSION_STATUSES),
  /** The teacher's note on a move or a cancellation. */
  note: z.string().nullable(),
  /** The online class's link, only while it is live. */
  join_class_link: z.string().nullable(),
  /** The caller's own attendance (a student's), once marked. */
  my_attendance: z.enum(ATTENDANCE_STATUSES).nullable(),
});
export type ClassSession = z.infer<typeof classSession>;
export const classSessionResponse = envelope(classSession);
export const classSessionListResponse = envelope(z.array(classSession));

export const sessionParam = z.object({
  id: z.string().uuid('Invalid id'),
  sessionId: z.string().uuid('Invalid id'),
});

const note = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string({ error: SCHEDULE_MESSAGES.noteInvalid })
    .trim()
    .max(SCHEDULE_LIMITS.noteMax, SCHEDULE_MESSAGES.noteTooLong)
    .nullable(),
);

/**
 * PUT /batch/{id}/sessions/{sessionId} (the batch's teacher): a new start ('2026-11-26T18:30' is Dhaka time),
 * or `cancelled: true` (false restores a cancelled class), each with an optional note for the members.
 */
export const updateSessionBody = z
  .object({
    starts_at: dayOrMoment(SCHEDULE_MESSAGES.startsAtInvalid)
      .refine((text) => DATE_TIME_PATTERN.test(text), SCHEDULE_MESSAGES.startsAtInvalid)
      .optional(),
    cancelled: z.boolean({ error: SCHEDULE_MESSAGES.cancelledInvalid }).optional(),
    note: note.optional(),
  })
  .refine(
    (body) => body.starts_at !== undefined || body.cancelled !== undefined || body.note !== undefined,
    SCHEDULE_MESSAGES.changeEmpty,
  )
  .refine((body) => !(body.cancelled === true && body.starts_at !== undefined), {
    message: SCHEDULE_MESSAGES.cancelWithMove,
    path: ['starts_at'],
  });
export type UpdateSessionBody = z.output<typeof updateSessionBody>;

/** PUT /batch/{id}/sessions/{sessionId}/attendance (the batch's teacher): each student once, with a status. */
export const markAttendanceBody = z
  .array(
    z.object(
      {
        student_id: z
          .string({ error: SCHEDULE_MESSAGES.studentIdInvalid })
          .uuid(SCHEDULE_MESSAGES.studentIdInvalid),
        status: z.enum(ATTENDANCE_STATUSES, { error: SCHEDULE_MESSAGES.attendanceStatusInvalid }),
      },
      { error: SCHEDULE_MESSAGES.attendanceInvalid },
    ),
    { error: SCHEDULE_MESSAGES.attendanceInvalid },
  )
  // Rules on the whole list are refinements, so that a 400 leads with their message (the server shows a rule's
  // own message for the whole body only then); min and max after them keep the bounds in the OpenAPI schema.
  .refine((records) => records.length >= 1, SCHEDULE_MESSAGES.attendanceEmpty)
  .refine((records) => records.length <= SCHEDULE_LIMITS.attendanceMax, SCHEDULE_MESSAGES.attendanceTooMany)
  .min(1, SCHEDULE_MESSAGES.attendanceEmpty)
  .max(SCHEDULE_LIMITS.attendanceMax, SCHEDULE_MESSAGES.attendanceTooMany)
  .refine(
    (records) => new Set(records.map((record) => record.student_id)).size === records.length,
    SCHEDULE_MESSAGES.attendanceDuplicate,
  );
export type MarkAttendanceBody = z.output<typeof markAttendanceBody>;

/** A class that has attendance, or is held, as the attendance sheet lists it. */
export const attendedSession = z.object({
  _id: z.string(),
  starts_at: z.string(),
  status: z.enum(SESSION_STATUSES),
});

export const attendanceRecord = z.object({
  session_id: z.string(),
  student_id: z.string(),
  status: z.enum(ATTENDANCE_STATUSES),
});
export type AttendanceRecord = z.infer<typeof attendanceRecord>;

/** One student's attendance in a batch: counts, and the share of marked classes they came to (late counts). */
export const attendanceSummary = z.object({
  student: userRef,
  present: z.number().int(),
  late: z.number().int(),
  absent: z.number().int(),
  /** (present + late) / marked classes, 0–1; null before the student is marked at all. */
  rate: z.number().nullable(),
});
export type AttendanceSummary = z.infer<typeof attendanceSummary>;

/**
 * GET /batch/{id}/attendance: the teacher sees every current student, a student only themselves. Sessions are
 * the held classes and any class with a mark, newest first.
 */
export const batchAttendance = z.object({
  sessions: z.array(attendedSession),
  records: z.array(attendanceRecord),
  students: z.array(attendanceSummary),
});
export type BatchAttendance = z.infer<typeof batchAttendance>;
export const batchAttendanceResponse = envelope(batchAttendance);

/** GET /calendar/feed and POST /calendar/feed/rotate: the caller's private iCalendar subscription. */
export const calendarFeed = z.object({
  /** https://…/api/v1/calendar/feed/{token}.ics */
  url: z.string(),
  /** The same as webcal://, which phones open in their calendar app. */
  webcal_url: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeed>;
export const calendarFeedResponse = envelope(calendarFeed);

export const calendarFeedParam = z.object({ file: z.string().max(200) });
