import { Navigate, Route, Routes } from '@pathshala/shared-ui';
import { lazy, type ComponentType } from 'react';
import { PublicLayout } from './layout/PublicLayout';

// Each lazily loaded chunk carries only what its pages use: the signed-out pages that call the API get the
// API client (ApiClientScope); the signed-in pages the query library too (ApiScope) and the signed-in frame
// (guards, the role top bar with its menus, remote loading). Each is fetched once, however many routes use it.
const signedInArea = () => import('./layout/signed-in-area');

/** A lazy component from a named export. */
function lazyNamed<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => ({ default: await load() }));
}

const ApiClientScope = lazyNamed(() =>
  import('./layout/ApiClientScope').then((module) => module.ApiClientScope),
);
// The signed-in pages need the signed-in frame as well: fetch both together rather than one after the other.
const ApiScope = lazyNamed(() =>
  Promise.all([import('./layout/ApiScope'), signedInArea()]).then(([module]) => module.ApiScope),
);
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
const EditProfile = lazy(() => import('./pages/profile/EditProfile'));
const Notifications = lazy(() => import('./pages/notifications/Notifications'));
const TeacherProfile = lazy(() => import('./pages/profile/TeacherProfile'));
const PaymentSuccess = lazy(() => import('./pages/payment/PaymentSuccess'));
const PaymentFailure = lazy(() => import('./pages/payment/PaymentFailure'));

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
        <Route element={<ApiClientScope apiBaseUrl={apiBaseUrl} />}>
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
            <Route path="editprofile" element={<EditProfile />} />
            <Route path="notification" element={<Notifications />} />
            <Route path="teacher/profile/:teacherId" element={<TeacherProfile />} />
            <Route path="payment/success" element={<PaymentSuccess />} />
            <Route path="payment/failure" element={<PaymentFailure />} />
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
