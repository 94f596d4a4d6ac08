// '@pathshala/shared-ui/nav': the signed-in top bar, a shared singleton entry of its own so that the public
// pages do not ship it. Named re-exports only (see index.ts).
export { RoleNav } from './layout/RoleNav';
export type { RoleNavProps, RoleNavUser } from './layout/RoleNav';
export { ROLE_LINKS } from './layout/roleLinks';
