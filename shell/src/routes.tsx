import { Navigate, Route, Routes } from '@pathshala/shared-ui';
import { lazy, type ComponentType } from 'react';
import { PublicLayout } from './layout/PublicLayout';
import { pages, signedInArea, signedInFrame } from './loaders';

// Each lazily loaded chunk carries only what its pages use: the signed-out pages that call the API get the
// API client (ApiClientScope); the signed-in pages the query library too (ApiScope) and the signed-in frame
// (guards, the role top bar with its menus, remote loading). Each is fetched once, however many routes use it.

/** A lazy component from a named export. */
function lazyNamed<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => ({ default: await load() }));
}

const ApiClientScope = lazyNamed(() =>
  import('./layout/ApiClientScope').then((module) => module.ApiClientScope),
);
// The signed-in pages need the signed-in frame as well: fetch both together rather than one after the other.
const ApiScope = lazyNamed(() => signedInFrame().then(([module]) => module.ApiScope));
const RequireRole = lazyNamed(() => signedInArea().then((area) => area.RequireRole));
const RoleLayout = lazyNamed(() => signedInArea().then((area) => area.RoleLayout));
const RemoteRoute = lazyNamed(() => signedInArea().then((area) => area.RemoteRoute));

const Landing = lazy(pages.landing);
const About = lazy(pages.about);
const RouteError = lazy(pages.routeError);
const Login = lazy(pages.login);
const Signup = lazy(pages.signup);
const ForgotPassword = lazy(pages.forgotPassword);
const ResetPassword = lazy(pages.resetPassword);
const ViewProfile = lazy(pages.viewProfile);
const EditProfile = lazy(pages.editProfile);
const Notifications = lazy(pages.notifications);
const TeacherProfile = lazy(pages.teacherProfile);
const PaymentSuccess = lazy(pages.paymentSuccess);
const PaymentFailure = lazy(pages.paymentFailure);

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
