import { defineCatalog } from '@pathshala/shared-ui';
import type en from './locales/en.json';

/**
 * The texts of the '@pathshala/shared-ui/classroom' entry: a batch page's heading and tabs, its materials and its
 * board.
 */
export const {
  useText: useClassroomText,
  Text: ClassroomText,
  text: classroomText,
} = defineCatalog<typeof en>('ui.classroom', {
  en: () => import('./locales/en.json'),
  bn: () => import('./locales/bn.json'),
});

export type ClassroomKey = keyof typeof en;
