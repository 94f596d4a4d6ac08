// One lazily loaded chunk for everything behind the API: the routes import it on demand (routes.tsx).
export { ApiScope } from './ApiScope';
export { RoleLayout } from './RoleLayout';
export { RequireRole } from '../guards/RequireRole';
export { RemoteRoute } from '../remotes/RemoteRoute';
