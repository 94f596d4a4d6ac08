import { configureApi, setApiLanguage } from '@pathshala/shared-api/core';
import { currentLanguage, onLanguageChange, useNavigate, type NavigateFunction } from '@pathshala/shared-ui';
import { useEffect } from 'react';
import { loginPath } from '../guards/login-path';

let configured = false;
let navigateInApp: NavigateFunction | null = null;

/** Configures the API client, once: its base URL, where an expired session goes, the reader's language. */
function connectApi(apiBaseUrl: string): void {
  if (configured) return;
  configureApi({
    baseURL: apiBaseUrl,
    onSessionExpired: (nextPath) => {
      if (navigateInApp) navigateInApp(loginPath(nextPath), { replace: true });
      else window.location.assign(loginPath(nextPath));
    },
  });
  setApiLanguage(currentLanguage());
  onLanguageChange(setApiLanguage);
  configured = true;
}

/**
 * Configures the API client and keeps it able to navigate in the app: without that it would reload the
 * page to reach the login page when a session expires, losing the 'Session expired' notice.
 */
export function useApiConnection(apiBaseUrl: string): void {
  connectApi(apiBaseUrl);
  const navigate = useNavigate();
  useEffect(() => {
    navigateInApp = navigate;
  }, [navigate]);
}
