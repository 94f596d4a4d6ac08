import type { Post, Weekday } from '@pathshala/shared-api/contract';
import { useMemo } from 'react';
import { useFormat } from '@pathshala/shared-ui';
import { usePostsText, type PostsKey } from './i18n';

/** Each class's name by its stored value (the contract's `CLASS_OPTIONS` labels in English): 'Class 7'. */
const CLASS_KEYS: Record<string, PostsKey> = {
  '1': 'classes.1',
  '2': 'classes.2',
  '3': 'classes.3',
  '4': 'classes.4',
  '5': 'classes.5',
  '6': 'classes.6',
  '7': 'classes.7',
  '8': 'classes.8',
  '9': 'classes.9',
  '10': 'classes.10',
  '11': 'classes.11',
  '12': 'classes.12',
  hons: 'classes.hons',
  masters: 'classes.masters',
};

/** Each day's name and the three letters its chip shows: 'Sunday', 'Sun'. */
const WEEKDAY_KEYS: Record<Weekday, { name: PostsKey; short: PostsKey }> = {
  Sunday: { name: 'weekdays.sunday', short: 'weekdays.sundayShort' },
  Monday: { name: 'weekdays.monday', short: 'weekdays.mondayShort' },
  Tuesday: { name: 'weekdays.tuesday', short: 'weekdays.tuesdayShort' },
  Wednesday: { name: 'weekdays.wednesday', short: 'weekdays.wednesdayShort' },
  Thursday: { name: 'weekdays.thursday', short: 'weekdays.thursdayShort' },
  Friday: { name: 'weekdays.friday', short: 'weekdays.fridayShort' },
  Saturday: { name: 'weekdays.saturday', short: 'weekdays.saturdayShort' },
};

const isClassValue = (value: string) => Object.hasOwn(CLASS_KEYS, value);
const isWeekday = (value: string): value is Weekday => Object.hasOwn(WEEKDAY_KEYS, value);

const present = (text: string | null | undefined): text is string => Boolean(text?.trim());

export const orFallback = (text: string | null | undefined, fallback: string) =>
  present(text) ? text : fallback;

/** A time input's value ('18:30'); anything else is free text such as 'After Maghrib'. */

/** Everyone who showed interest, students and teachers: what the card's count badge counts. */
export const interestCount = (post: Pick<Post, 'interested_students' | 'interested_teachers'>) =>
  post.interested_students.length + post.interested_teachers.length;

export const isInterested = (
  post: Pick<Post, 'interested_students' | 'interested_teachers'>,
  userId: string | undefined,
) =>
  userId !== undefined &&
  [...post.interested_students, ...post.interested_teachers].some((user) => user._id === userId);

/**
 * How a post's or a batch's facts read in the active language (SPEC §9 fallbacks included): class and day
 * names, the time as people say it, the salary in taka. Stored values never change; only what is shown.
 */
export function useTuitionText() {
  const t = usePostsText();
  const f = useFormat();
  return useMemo(() => {
    const fallback = {
      title: t('fallback.title'),
      subtitle: t('fallback.subtitle'),
      notSpecified: t('fallback.notSpecified'),
      flexible: t('fallback.flexible'),
      username: t('fallback.username'),
    };
    /** The day's name, 'Sunday'; a value that is no day as it is. */
    const dayName = (day: string) => (isWeekday(day) ? t(WEEKDAY_KEYS[day].name) : day);
    return {
      fallback,
      /** 'Class 7', 'Class Hons'; any other stored value as it is. */
      classLabel: (value: string | null | undefined) => {
        if (!present(value)) return fallback.notSpecified;
        return isClassValue(value) ? t(CLASS_KEYS[value]!) : value;
      },
      dayName,
      /** The three letters a day's chip shows, 'Sun'. */
      dayShort: (day: Weekday) => t(WEEKDAY_KEYS[day].short),
      daysLabel: (days: readonly string[]) =>
        days.length ? days.map(dayName).join(', ') : fallback.flexible,
      /** '৳5,000' (৳৫,০০০ in Bangla). */
      salaryLabel: (salary: number) => f.money(salary),
      /** '18:30' or '6:30 PM' reads '6:30 PM' / 'সন্ধ্যা ৬:৩০'; free text ('After Maghrib') stays as written. */
      timeLabel: (time: string | null | undefined) => (present(time) ? f.clockTime(time) : fallback.flexible),
      /** SPEC §9: the Duration label comes from is_continuous, the type label from is_batch. */
      durationLabel: (post: Pick<Post, 'is_continuous'>) =>
        post.is_continuous ? t('duration.continuous') : t('duration.fixed'),
      typeLabel: (post: Pick<Post, 'is_batch'>) => (post.is_batch ? t('type.batch') : t('type.individual')),
      /** A username, or 'Username not found'. */
      username: (name: string | null | undefined) => orFallback(name, fallback.username),
    };
  }, [t, f]);
}
