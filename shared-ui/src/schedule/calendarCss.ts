import type { SystemStyleObject } from '@chakra-ui/react';
import type { SessionStatus } from '@pathshala/shared-api/contract';
import { STATUS_PALETTE } from './sessionStatus';

const token = (name: string) => `var(--chakra-colors-${name.replace(/\./g, '-')})`;

/** Each state's block: its colour's subtle background and a solid edge (the agenda's dot too). */
const statusRules = Object.fromEntries(
  Object.entries(STATUS_PALETTE).map(([status, palette]) => [
    `& .pathshala-session-${status as SessionStatus}`,
    {
      '--fc-event-bg-color': token(`${palette}.subtle`),
      '--fc-event-border-color': token(`${palette}.solid`),
      '--fc-event-text-color': token('fg'),
    },
  ]),
);

/**
 * FullCalendar in the portal's colours, in light and dark mode (it reads these custom properties), with a
 * visible focus ring and the toolbar's title sized like a section heading.
 */
export const calendarCss: SystemStyleObject = {
  '--fc-border-color': token('border'),
  '--fc-page-bg-color': token('bg'),
  '--fc-neutral-bg-color': token('bg.muted'),
  '--fc-neutral-text-color': token('fg.muted'),
  '--fc-today-bg-color': `color-mix(in srgb, ${token('yellow.subtle')} 60%, transparent)`,
  '--fc-now-indicator-color': token('red.solid'),
  '--fc-list-event-hover-bg-color': token('bg.muted'),
  '--fc-button-bg-color': token('brand.solid'),
  '--fc-button-border-color': token('brand.solid'),
  '--fc-button-text-color': token('brand.contrast'),
  '--fc-button-hover-bg-color': token('brand.700'),
  '--fc-button-hover-border-color': token('brand.700'),
  '--fc-button-active-bg-color': token('brand.800'),
  '--fc-button-active-border-color': token('brand.800'),
  '& .fc .fc-toolbar-title': { fontSize: { base: 'md', sm: 'xl' }, fontWeight: 'semibold' },
  '& .fc .fc-toolbar.fc-header-toolbar': { marginBottom: '3', gap: '2', flexWrap: 'wrap' },
  '& .fc .fc-button': { textTransform: 'none', fontSize: 'sm' },
  '& .fc .fc-button:focus-visible, & .fc a.fc-event:focus-visible': {
    outline: '2px solid',
    outlineColor: 'brand.focusRing',
    outlineOffset: '2px',
    boxShadow: 'none',
  },
  // Day headings stay in sight when scrolling, below the portal's sticky top bar (4rem and its border).
  '& .fc .fc-scrollgrid-section-header.fc-scrollgrid-section-sticky > *, & .fc .fc-list-sticky .fc-list-day > *':
    {
      top: 'calc(4rem + 1px)',
    },
  '& .fc .fc-timegrid-slot': { height: '2em' },
  '& .fc .fc-v-event, & .fc .fc-h-event': { borderInlineStartWidth: '4px' },
  '& .fc .fc-col-header-cell-cushion, & .fc .fc-daygrid-day-number, & .fc .fc-list-day-text, & .fc .fc-list-day-side-text':
    { color: 'fg', textDecoration: 'none' },
  ...statusRules,
};
