import { defineCatalog } from '@pathshala/shared-ui';
import type en from './locales/en.json';

/**
 * The texts of the '@pathshala/shared-ui/posts' entry: the post card, the post form's sections and fields
 * (with the class and weekday names), the Edit Tuition Post dialog and the search screens.
 */
export const {
  useText: usePostsText,
  Text: PostsText,
  text: postsText,
} = defineCatalog<typeof en>('ui.posts', {
  en: () => import('./locales/en.json'),
  bn: () => import('./locales/bn.json'),
});

export type PostsKey = keyof typeof en;
