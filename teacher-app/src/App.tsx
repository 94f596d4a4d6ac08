import { LoadingView, Navigate, Route, Routes } from '@pathshala/shared-ui';
import { lazy, Suspense } from 'react';
import { Dashboard } from './pages/Dashboard';
import { NotFound } from './pages/NotFound';

// The post screens load with their first visit, not with the dashboard.
const posts = () => import('@pathshala/shared-ui/posts');
const CreatePostPage = lazy(() => posts().then((module) => ({ default: module.CreatePostPage })));
const PostSearchPage = lazy(() => posts().then((module) => ({ default: module.PostSearchPage })));
const MyPostsPage = lazy(() => posts().then((module) => ({ default: module.MyPostsPage })));
// The batch screens likewise, with their first visit.
const BatchesPage = lazy(() =>
  import('@pathshala/shared-ui/batches').then((module) => ({ default: module.BatchesPage })),
);

/** The teacher area, mounted by the shell at /teacher/* inside its providers and frame (no providers here). */
export default function TeacherApp() {
  return (
    <Suspense fallback={<LoadingView />}>
      <Routes>
        <Route index element={<Navigate to="dashboard" replace />} />
        <Route path="dashboard" element={<Dashboard />} />
        <Route path="tuitionpost" element={<CreatePostPage role="teacher" />} />
        <Route path="tuitionsearch" element={<PostSearchPage role="teacher" />} />
        <Route path="posts" element={<MyPostsPage role="teacher" />} />
        <Route path="batches" element={<BatchesPage role="teacher" />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
