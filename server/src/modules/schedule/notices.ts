import type { Text } from '../../i18n/catalog';
import type { Notice, NoticeText } from '../notifications/notices';

/** Links to the recipient's own Schedule page. */
const schedule = (text: Text): NonNullable<NoticeText['link']> => ({
  label: text.t('link.openSchedule'),
  path: (role) => `/${role}/schedule`,
});

/** The message, with the teacher's note after it when there is one. */
const noted = (text: Text, message: string, note: string | null): NoticeText => ({
  message: note ? text.t('notice.withNote', { message, note }) : message,
  subject: message,
  link: schedule(text),
});

/** A change to one class: the batch's name, its start before and after, the teacher's note. */
type ClassChangeNotice = (batch: string, before: Date, after: Date, note: string | null) => Notice;

/** What a batch's members are told when its teacher changes one of its classes, in their language. */
export const CLASS_NOTICES: Record<'moved' | 'cancelled' | 'restored' | 'note', ClassChangeNotice> = {
  moved: (batch, before, after, note) => (text) =>
    noted(
      text,
      text.t('notice.classMoved', { batch, from: text.classTime(before), to: text.classTime(after) }),
      note,
    ),
  cancelled: (batch, before, _after, note) => (text) =>
    noted(text, text.t('notice.classCancelled', { batch, when: text.classTime(before) }), note),
  restored: (batch, _before, after, note) => (text) =>
    noted(text, text.t('notice.classRestored', { batch, when: text.classTime(after) }), note),
  note: (batch, _before, after, note) => (text) =>
    noted(text, text.t('notice.classNote', { batch, when: text.classTime(after) }), note),
};

/** The reminder each member gets about an hour before a class. */
export const classReminder =
  (batch: string, when: Date): Notice =>
  (text) => ({
    message: text.t('notice.classReminder', { batch, when: text.classTime(when) }),
    link: schedule(text),
  });
