import { defineCatalog } from '@pathshala/shared-ui';
import type en from './locales/en.json';

/**
 * The texts of the assignments' building blocks in '@pathshala/shared-ui/classroom': an assignment's card, its
 * due time, the Set assignment, submit and feedback forms, and the teacher's submissions view.
 */
export const {
  useText: useAssignmentsText,
  Text: AssignmentsText,
  text: assignmentsText,
} = defineCatalog<typeof en>('ui.classroom.assignments', {
  en: () => import('./locales/en.json'),
  bn: () => import('./locales/bn.json'),
});

export type AssignmentsKey = keyof typeof en;
