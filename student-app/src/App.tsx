import { Navigate, Route, Routes } from '@pathshala/shared-ui';
import { Dashboard } from './pages/Dashboard';
import { NotFound } from './pages/NotFound';

/** The student area, mounted by the shell at /student/* inside its providers and frame (no providers here). */
export default function StudentApp() {
  return (
    <Routes>
      <Route index element={<Navigate to="dashboard" replace />} />
      <Route path="dashboard" element={<Dashboard />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
