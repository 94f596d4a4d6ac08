// The router, through shared-ui (DESIGN §3 'Bytes matter'): shared whole, react-router-dom costs ~60 KB gzipped
// on every page; bundled here, inside shared-ui's federated chunk, only these exports ship (~13 KB), and the
// portal still has exactly one router at run time (the shell's shared-ui). Apps import the router from
// '@pathshala/shared-ui', never from react-router(-dom) (lint rule). Add what a screen needs, nothing speculative.
// Tests find MemoryRouter, createMemoryRouter and RouterProvider in '@pathshala/shared-ui/testing'.
export {
  BrowserRouter,
  createSearchParams,
  generatePath,
  isRouteErrorResponse,
  Link as RouterLink,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
export type {
  Location,
  LinkProps as RouterLinkProps,
  NavigateFunction,
  NavigateOptions,
  NavLinkProps,
  Params,
  SetURLSearchParams,
  To,
  URLSearchParamsInit,
} from 'react-router-dom';
