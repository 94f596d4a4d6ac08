import { TEACHING_MODES, type Gender, type Medium, type TeachingMode } from '@pathshala/shared-api/contract';
import { useMemo } from 'react';
import { usePostsText, type PostsKey } from './i18n';

const MODE_KEYS: Record<TeachingMode, PostsKey> = {
  online: 'mode.online',
  student_home: 'mode.student_home',
  teacher_place: 'mode.teacher_place',
};

const MEDIUM_KEYS: Record<Medium, PostsKey> = {
  bangla: 'medium.bangla',
  english_version: 'medium.english_version',
  english: 'medium.english',
  madrasa: 'medium.madrasa',
};

const GENDER_KEYS: Record<Gender, { name: PostsKey; prefers: PostsKey }> = {
  male: { name: 'gender.male', prefers: 'card.prefersMale' },
  female: { name: 'gender.female', prefers: 'card.prefersFemale' },
};

/** A mode's place in the contract's order; one the contract does not know goes last. */
const modeOrder = (mode: string) => {
  const index = (TEACHING_MODES as readonly string[]).indexOf(mode);
  return index === -1 ? TEACHING_MODES.length : index;
};

/** Modes as they are read everywhere, however they were stored: online, the student's home, the teacher's place. */
export const inModeOrder = <M extends string>(modes: readonly M[]): M[] =>
  [...modes].sort((a, b) => modeOrder(a) - modeOrder(b));

export const isTeachingMode = (value: string): value is TeachingMode => Object.hasOwn(MODE_KEYS, value);
export const isMedium = (value: string): value is Medium => Object.hasOwn(MEDIUM_KEYS, value);
export const isGender = (value: string): value is Gender => Object.hasOwn(GENDER_KEYS, value);

/**
 * How the matching fields (contract `matching.ts`) read in the active language. A stored value the contract
 * does not know reads as it is; a missing one as null, so a card shows nothing for it.
 */
export function useMatchingText() {
  const t = usePostsText();
  return useMemo(() => {
    const modeLabel = (mode: string) => (isTeachingMode(mode) ? t(MODE_KEYS[mode]) : mode);
    return {
      /** 'Online', 'At the student's home', 'At the teacher's place'. */
      modeLabel,
      /** The modes in the contract's order, 'Online · At the student's home'; null for none. */
      modesLabel: (modes: readonly string[] | null | undefined) =>
        modes && modes.length > 0 ? inModeOrder(modes).map(modeLabel).join(' · ') : null,
      /** 'Bangla medium', 'English version', 'English medium', 'Madrasa'; null for none. */
      mediumLabel: (medium: string | null | undefined) =>
        medium ? (isMedium(medium) ? t(MEDIUM_KEYS[medium]) : medium) : null,
      /** 'Male', 'Female'; null for none. */
      genderLabel: (gender: string | null | undefined) =>
        gender ? (isGender(gender) ? t(GENDER_KEYS[gender].name) : gender) : null,
      /** A request's wish, 'Prefers a female tutor'; null for either. */
      tutorPreferenceLabel: (gender: string | null | undefined) =>
        gender && isGender(gender) ? t(GENDER_KEYS[gender].prefers) : null,
    };
  }, [t]);
}
