import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PublicLayout } from './layout/PublicLayout';

const signedInArea = () => import('./layout/signed-in-area');

/** A lazy component from a named export: the signed-in area is one chunk, fetched once for all four. */
function lazyNamed<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => ({ default: await load() }));
}

const ApiScope = lazyNamed(() => signedInArea().then((area) => area.ApiScope));
const RequireRole = lazyNamed(() => signedInArea().then((area) => area.RequireRole));
const RoleLayout = lazyNamed(() => signedInArea().then((area) => area.RoleLayout));
const RemoteRoute = lazyNamed(() => signedInArea().then((area) => area.RemoteRoute));

const Landing = lazy(() => import('./pages/public/Landing'));
const About = lazy(() => import('./pages/public/About'));
const RouteError = lazy(() => import('./pages/public/RouteError'));
const Login = lazy(() => import('./pages/auth/Login'));
const Signup = lazy(() => import('./pages/auth/Signup'));
const ForgotPassword = lazy(() => import('./pages/auth/ForgotPassword'));
const ResetPassword = lazy(() => import('./pages/auth/ResetPassword'));
const ViewProfile = lazy(() => import('./pages/profile/ViewProfile'));

/**
 * The portal's routes (DESIGN §3). Pages are split per route: the landing page loads only what it shows.
 * Shared signed-in pages are declared before the role areas, so a shell page such as
 * /teacher/profile/:teacherId belongs in the first group.
 */
export function AppRoutes({ apiBaseUrl }: { apiBaseUrl: string }) {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<Landing />} />
        <Route path="about" element={<About />} />
        <Route element={<ApiScope apiBaseUrl={apiBaseUrl} />}>
          <Route path="login" element={<Login />} />
          <Route path="signup" element={<Signup />} />
          <Route path="forgot-password" element={<ForgotPassword />} />
          <Route path="reset-password" element={<ResetPassword />} />
        </Route>
        <Route path="*" element={<RouteError />} />
      </Route>
      <Route path="teacher/login" element={<Navigate to="/login" replace />} />
      <Route element={<ApiScope apiBaseUrl={apiBaseUrl} />}>
        <Route element={<RequireRole />}>
          <Route element={<RoleLayout />}>
            <Route path="viewprofile" element={<ViewProfile />} />
            <Route element={<RequireRole role="student" />}>
              <Route path="student/*" element={<RemoteRoute name="student" />} />
            </Route>
            <Route element={<RequireRole role="teacher" />}>
              <Route path="teacher/*" element={<RemoteRoute name="teacher" />} />
            </Route>
            <Route element={<RequireRole role="admin" />}>
              <Route path="admin/*" element={<RemoteRoute name="admin" />} />
            </Route>
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
