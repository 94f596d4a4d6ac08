import { Navigate, Route, Routes } from '@pathshala/shared-ui';
import { Dashboard } from './pages/Dashboard';
import { NotFound } from './pages/NotFound';

/** The teacher area, mounted by the shell at /teacher/* inside its providers and frame (no providers here). */
export default function TeacherApp() {
  return (
    <Routes>
      <Route index element={<Navigate to="dashboard" replace />} />
      <Route path="dashboard" element={<Dashboard />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
