import { configureApi, createQueryClient } from '@pathshala/shared-api';
import {
  BrowserRouter,
  Navigate,
  PathshalaProvider,
  Route,
  Routes,
  startInReadersLanguage,
} from '@pathshala/shared-ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import TeacherApp from './App';

// The providers the shell gives the remote in the portal, for working on it alone.
configureApi({ baseURL: '/api/v1' });
const queryClient = createQueryClient();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
// As the shell does: the first paint is in the reader's language (the provider waits for one).
void startInReadersLanguage().then(() =>
  createRoot(container).render(
    <StrictMode>
      <PathshalaProvider>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <Routes>
              <Route path="/teacher/*" element={<TeacherApp />} />
              <Route path="*" element={<Navigate to="/teacher/dashboard" replace />} />
            </Routes>
          </BrowserRouter>
        </QueryClientProvider>
      </PathshalaProvider>
    </StrictMode>,
  ),
);
