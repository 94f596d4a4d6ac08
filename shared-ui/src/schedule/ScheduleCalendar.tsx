import { Box } from '@chakra-ui/react';
import type {
  CalendarOptions,
  DatesSetArg,
  EventClickArg,
  EventContentArg,
  EventInput,
  EventMountArg,
  SlotLabelContentArg,
} from '@fullcalendar/core';
import bnLocale from '@fullcalendar/core/locales/bn';
import enGbLocale from '@fullcalendar/core/locales/en-gb';
import dayGridPlugin from '@fullcalendar/daygrid';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import type { ClassSession } from '@pathshala/shared-api/contract';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { DHAKA_TIME_ZONE, useFormat } from '@pathshala/shared-ui';
import { addDays, dhakaDay } from '../i18n/dhaka-calendar';
import { calendarCss } from './calendarCss';
import { intlTimeZonePlugin } from './intlTimeZone';
import { useScheduleText } from './i18n';
import { SessionEvent } from './SessionEvent';
import { useMediaQuery } from './useMediaQuery';

/** The days a calendar shows, as the API takes them: Dhaka days, `to` not included. */
export interface ScheduleRange {
  /** 'YYYY-MM-DD'. */
  from: string;
  /** 'YYYY-MM-DD', the day after the last one shown. */
  to: string;
}

export interface ScheduleCalendarProps {
  /** The classes of the range shown (the page fetches what `onRangeChange` reports). */
  sessions: readonly ClassSession[];
  /** Called with the days shown, at first and on each move to other days or another view. */
  onRangeChange: (range: ScheduleRange) => void;
  /** A class was clicked, or chosen with Enter or Space. */
  onSelect: (session: ClassSession) => void;
  /** The classes of the range are loading. */
  busy?: boolean;
}

/** A phone: the week and month grids do not fit, their agendas do. */
export const PHONE_QUERY = '(max-width: 600px)';

/** A wide screen's view and the phone's view of the same days. */
const PHONE_VIEW: Record<string, string> = { timeGridWeek: 'listWeek', dayGridMonth: 'listMonth' };
const WIDE_VIEW: Record<string, string> = { listWeek: 'timeGridWeek', listMonth: 'dayGridMonth' };

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, intlTimeZonePlugin];

/** What the API lists: at most a year back and a year ahead of today. */
const REACH_DAYS = 365;

const clockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: DHAKA_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The hour of day in Dhaka, with its minutes as a fraction. */
function hourOf(iso: string): number {
  const [hour, minute] = clockFormat.format(new Date(iso)).split(':').map(Number) as [number, number];
  return hour + minute / 60;
}

/** The hours a week shows: at least 07:00–22:00, more when a class falls outside them. */
function visibleHours(sessions: readonly ClassSession[]) {
  let first = 7;
  let last = 22;
  for (const session of sessions) {
    const start = hourOf(session.starts_at);
    const end = start + session.duration_minutes / 60;
    first = Math.min(first, Math.floor(start));
    last = Math.max(last, Math.min(24, Math.ceil(end)));
  }
  const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00:00`;
  return { slotMinTime: clock(first), slotMaxTime: clock(last) };
}

const toEvent = (session: ClassSession): EventInput => ({
  id: session._id,
  title: session.batch_name,
  start: session.starts_at,
  end: session.ends_at,
  classNames: ['pathshala-session', `pathshala-session-${session.status}`],
  extendedProps: { session },
});

const sessionOf = (arg: { event: { extendedProps: Record<string, unknown> } }) =>
  arg.event.extendedProps.session as ClassSession;

/**
 * The classes as a calendar in Dhaka time (FullCalendar): a week of hours or a month on a wide screen, their
 * agenda on a phone, in the reader's language. Each class shows its batch, its time and its state in words,
 * and is reached by keyboard; the page fetches the days it reports.
 */
export function ScheduleCalendar({ sessions, onRangeChange, onSelect, busy = false }: ScheduleCalendarProps) {
  const t = useScheduleText();
  const f = useFormat();
  const phone = useMediaQuery(PHONE_QUERY);
  const calendarRef = useRef<FullCalendar>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const events = useMemo(() => sessions.map(toEvent), [sessions]);
  const hours = useMemo(() => visibleHours(sessions), [sessions]);
  const today = dhakaDay();

  // Turning a phone or resizing a window keeps the days shown, in the view that fits.
  useEffect(() => {
    const api = calendarRef.current?.getApi();
    if (!api) return;
    const other = (phone ? PHONE_VIEW : WIDE_VIEW)[api.view.type];
    if (other) api.changeView(other);
  }, [phone]);

  // After each render of the toolbar (a move to other days re-renders it; so may any of ours).
  useEffect(() => hideToolbarIcons(boxRef.current));
  const datesSet = useCallback(
    (arg: DatesSetArg) => {
      hideToolbarIcons(boxRef.current);
      onRangeChange({ from: dhakaDay(arg.start), to: dhakaDay(arg.end) });
    },
    [onRangeChange],
  );
  const eventClick = useCallback(
    (arg: EventClickArg) => {
      arg.jsEvent.preventDefault();
      onSelect(sessionOf(arg));
    },
    [onSelect],
  );
  const eventContent = useCallback(
    (arg: EventContentArg) => (
      <SessionEvent session={sessionOf(arg)} row={arg.view.type.startsWith('list')} onSelect={onSelect} />
    ),
    [onSelect],
  );

  const options = useMemo((): CalendarOptions => {
    const week = t('calendar.week');
    const month = t('calendar.month');
    return {
      plugins: PLUGINS,
      timeZone: DHAKA_TIME_ZONE,
      locale: f.language === 'bn' ? bnLocale : enGbLocale,
      // DESIGN §6.5: Sunday first everywhere.
      firstDay: 0,
      initialView: phone ? 'listWeek' : 'timeGridWeek',
      validRange: { start: addDays(today, -REACH_DAYS), end: addDays(today, REACH_DAYS + 1) },
      headerToolbar: phone
        ? { start: 'title', end: 'prev,today,next' }
        : { start: 'prev,next today', center: 'title', end: 'timeGridWeek,dayGridMonth' },
      footerToolbar: phone ? { center: 'listWeek,listMonth' } : false,
      buttonText: { today: t('calendar.today'), week, month },
      views: {
        timeGridWeek: { buttonText: week },
        dayGridMonth: { buttonText: month },
        listWeek: { buttonText: week },
        listMonth: { buttonText: month },
      },
      buttonHints: {
        prev: (_text: string, unit: string) => t('calendar.previous', { unit }),
        next: (_text: string, unit: string) => t('calendar.next', { unit }),
        today: (_text: string, unit: string) => t('calendar.current', { unit }),
      },
      viewHint: (text: string) => t('calendar.viewHint', { view: text }),
      noEventsText: t('calendar.noClasses'),
      height: 'auto',
      allDaySlot: false,
      nowIndicator: true,
      eventDisplay: 'block',
      displayEventTime: false,
      eventInteractive: true,
      // Classes that clash sit side by side: stacked, the later one would cover the other's tap target.
      slotEventOverlap: false,
      slotLabelContent: (arg: SlotLabelContentArg) => f.time(arg.date),
      ...hours,
    };
  }, [t, f, phone, today, hours]);

  return (
    <Box ref={boxRef} css={calendarCss} aria-busy={busy || undefined} opacity={busy ? 0.7 : undefined}>
      <FullCalendar
        ref={calendarRef}
        {...options}
        events={events}
        datesSet={datesSet}
        eventClick={eventClick}
        eventContent={eventContent}
        eventDidMount={markAsButton}
      />
    </Box>
  );
}

/**
 * FullCalendar draws Previous and Next as icons with role="img" and no text: the buttons are named by their
 * titles ('Previous week'), so the icons are hidden from screen readers instead of read as unnamed images.
 */
function hideToolbarIcons(root: HTMLElement | null) {
  root?.querySelectorAll('.fc-icon').forEach((icon) => icon.setAttribute('aria-hidden', 'true'));
}

/** A class in a grid is FullCalendar's focusable link without an address: it acts as a button, so it says so. */
function markAsButton(arg: EventMountArg) {
  if (arg.el.tagName === 'A') arg.el.setAttribute('role', 'button');
}
