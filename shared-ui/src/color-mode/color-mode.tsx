import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ReactNode } from 'react';

export type ColorMode = 'light' | 'dark';

export interface ColorModeContextValue {
  colorMode: ColorMode;
  toggleColorMode: () => void;
  setColorMode: (mode: ColorMode) => void;
}

/** localStorage key holding the visitor's explicit choice; absent means "follow the system". */
export const COLOR_MODE_STORAGE_KEY = 'colorMode';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function readStoredMode(): ColorMode | null {
  try {
    const stored = window.localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : null;
  } catch {
    return null; // storage can be disabled (privacy mode); the system preference still applies
  }
}

function systemMode(): ColorMode {
  return typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(DARK_QUERY).matches
    ? 'dark'
    : 'light';
}

function applyToDocument(mode: ColorMode) {
  const root = document.documentElement;
  root.classList.remove(mode === 'dark' ? 'light' : 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
}

const subscribeToNothing = () => () => {};
const isNotHydrating = () => false;
const isHydrating = () => true;

const ColorModeContext = createContext<ColorModeContextValue | null>(null);

export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [explicitMode, setExplicitMode] = useState<ColorMode | null>(readStoredMode);
  const [systemPreference, setSystemPreference] = useState<ColorMode>(systemMode);
  // A page rendered ahead of time (the landing page) was rendered light: hydrating it renders light too, so the
  // markup matches, and the reader's mode follows at once.
  const hydrating = useSyncExternalStore(subscribeToNothing, isNotHydrating, isHydrating);
  const colorMode = hydrating ? 'light' : (explicitMode ?? systemPreference);

  useLayoutEffect(() => applyToDocument(colorMode), [colorMode]);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = (event: MediaQueryListEvent) => setSystemPreference(event.matches ? 'dark' : 'light');
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const setColorMode = useCallback((mode: ColorMode) => {
    setExplicitMode(mode);
    try {
      window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
    } catch {
      // the choice still holds for this page view
    }
  }, []);

  const value = useMemo<ColorModeContextValue>(
    () => ({
      colorMode,
      setColorMode,
      toggleColorMode: () => setColorMode(colorMode === 'dark' ? 'light' : 'dark'),
    }),
    [colorMode, setColorMode],
  );

  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeContextValue {
  const context = useContext(ColorModeContext);
  if (!context) throw new Error('useColorMode must be used inside <PathshalaProvider>');
  return context;
}
