import { dashboardPath, useSession } from '@pathshala/shared-api';
import type { Role } from '@pathshala/shared-api/contract';
import { Navigate, Outlet, useLocation } from '@pathshala/shared-ui';
import type { ReactNode } from 'react';
import { loginPath } from './login-path';

export interface RequireRoleProps {
  /** The roles allowed in; any signed-in user when omitted. */
  role?: Role | Role[];
  /** What to render when allowed; the nested routes (<Outlet/>) when omitted. */
  children?: ReactNode;
}

/**
 * A route guard (DESIGN §3): a signed-out visitor goes to /login?next=<where they were>, a signed-in user
 * of another role to their own dashboard. The server enforces the same rules; this only spares the user
 * pages they cannot use.
 */
export function RequireRole({ role, children }: RequireRoleProps) {
  const location = useLocation();
  const signedIn = useSession((state) => state.accessToken !== null);
  const sessionRole = useSession((state) => state.role);

  // A token without a known role cannot be routed anywhere sensible: treat it as signed out.
  if (!signedIn || !sessionRole) {
    return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  }
  const allowed = role === undefined || (Array.isArray(role) ? role : [role]).includes(sessionRole);
  if (!allowed) return <Navigate to={dashboardPath(sessionRole)} replace />;
  return children ?? <Outlet />;
}
