// One lazily loaded chunk for the signed-in frame: the routes import it on demand (routes.tsx).
export { RoleLayout } from './RoleLayout';
export { RequireRole } from '../guards/RequireRole';
export { RemoteRoute } from '../remotes/RemoteRoute';
