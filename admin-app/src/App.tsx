import type { RemotePreload } from '@pathshala/shared-api';
import { dashboardPath } from '@pathshala/shared-api/core';
import { adminDashboardQuery } from '@pathshala/shared-api/admin';
import { LoadingView, Navigate, Route, Routes } from '@pathshala/shared-ui';
import { lazy, Suspense } from 'react';
import { Dashboard } from './pages/Dashboard';
import { NotFound } from './pages/NotFound';

// The management screens load with their first visit, not with the dashboard.
const Users = lazy(() => import('./pages/Users').then((module) => ({ default: module.Users })));
const Posts = lazy(() => import('./pages/Posts').then((module) => ({ default: module.Posts })));
const Batches = lazy(() => import('./pages/Batches').then((module) => ({ default: module.Batches })));
const Reports = lazy(() => import('./pages/Reports').then((module) => ({ default: module.Reports })));
const AuditLog = lazy(() => import('./pages/AuditLog').then((module) => ({ default: module.AuditLog })));

/** The admin area, mounted by the shell at /admin/* inside its providers and frame (no providers here). */
export default function AdminApp() {
  return (
    <Suspense fallback={<LoadingView />}>
      <Routes>
        <Route index element={<Navigate to="dashboard" replace />} />
        <Route path="dashboard" element={<Dashboard />} />
        <Route path="users" element={<Users />} />
        <Route path="posts" element={<Posts />} />
        <Route path="batches" element={<Batches />} />
        <Route path="reports" element={<Reports />} />
        <Route path="audit-log" element={<AuditLog />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}

/** When a sign-in lands on the dashboard, its overview is fetched while the page's code loads (the shell calls this). */
export const preload: RemotePreload = ({ path, queryClient }) => {
  if (path === dashboardPath('admin')) void queryClient.prefetchQuery(adminDashboardQuery);
};
