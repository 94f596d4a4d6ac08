// '@pathshala/shared-ui/posts': tuition posts and requests, the marketplace's heart, for the student and
// teacher remotes alike: the post card, both post forms, the search screen, the user's own posts and the
// student's recommendations. A shared singleton entry of its own, loaded only by the pages that show posts.
export { PostCard } from './posts/PostCard';
export type { PostCardProps } from './posts/PostCard';
export { PostForm } from './posts/PostForm';
export type { PostFormProps, PostFormVariant } from './posts/PostForm';
export { WeekdayChips } from './posts/WeekdayChips';
export { SubjectClassFields, TimeSalaryFields } from './posts/tuitionFields';
export { LoadError } from './posts/LoadError';
export { PageHeading } from './posts/PageHeading';
export { EditPostDialog } from './posts/EditPostDialog';
export { PostSearchPage } from './posts/PostSearchPage';
export { MyPostsPage } from './posts/MyPostsPage';
export { CreatePostPage, REDIRECT_AFTER_MS } from './posts/CreatePostPage';
export { RecommendedPosts, RECOMMENDATIONS_FAILED } from './posts/RecommendedPosts';
