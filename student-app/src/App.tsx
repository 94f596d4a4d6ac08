import type { RemotePreload } from '@pathshala/shared-api';
import { dashboardPath } from '@pathshala/shared-api/core';
import { recommendedPostsQuery } from '@pathshala/shared-api/posts';
import { LoadingView, Navigate, Route, Routes } from '@pathshala/shared-ui';
import { lazy, Suspense } from 'react';
import { Dashboard } from './dashboard/Dashboard';
import { NotFound } from './NotFound';

// The dashboard comes with the remote; every other page loads with its first visit.
const PostRequest = lazy(() => import('./posts/PostRequest').then((m) => ({ default: m.PostRequest })));
const FindTutor = lazy(() => import('./posts/FindTutor').then((m) => ({ default: m.FindTutor })));
const YourPosts = lazy(() => import('./posts/YourPosts').then((m) => ({ default: m.YourPosts })));
const YourBatches = lazy(() => import('./batches/YourBatches').then((m) => ({ default: m.YourBatches })));
// The calendar library comes with this page only (@pathshala/shared-ui/schedule).
const Schedule = lazy(() => import('./schedule/Schedule').then((m) => ({ default: m.Schedule })));
// A batch's own page: its classes, materials, assignments and board (@pathshala/shared-ui/classroom).
const BatchPage = lazy(() => import('./batch/BatchPage').then((m) => ({ default: m.BatchPage })));

/** The student area, mounted by the shell at /student/* inside its providers and frame (no providers here). */
export default function StudentApp() {
  return (
    <Suspense fallback={<LoadingView />}>
      <Routes>
        <Route index element={<Navigate to="dashboard" replace />} />
        <Route path="dashboard" element={<Dashboard />} />
        <Route path="tuitionrequest" element={<PostRequest />} />
        <Route path="tutorsearch" element={<FindTutor />} />
        <Route path="posts" element={<YourPosts />} />
        <Route path="batches" element={<YourBatches />} />
        <Route path="batches/:id" element={<BatchPage />} />
        <Route path="schedule" element={<Schedule />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}

/** When a sign-in lands on the dashboard, its recommended posts are fetched while the page's code loads (the shell calls this). */
export const preload: RemotePreload = ({ path, queryClient }) => {
  if (path === dashboardPath('student')) void queryClient.prefetchQuery(recommendedPostsQuery);
};
