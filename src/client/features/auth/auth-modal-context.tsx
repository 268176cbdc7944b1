import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import { useT } from '../../platform/useT.ts';

export type AuthPanel = 'login' | 'register' | 'forgot' | 'reset' | 'verify' | 'twoFactor';

export interface AuthModalState {
  panel: AuthPanel | null;
  params: Record<string, string>;
  open(panel?: AuthPanel, params?: Record<string, string>): void;
  close(): void;
}

const AuthModalContext = createContext<AuthModalState | null>(null);

export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [panel, setPanel] = useState<AuthPanel | null>(null);
  const [params, setParams] = useState<Record<string, string>>({});
  const value = useMemo<AuthModalState>(
    () => ({
      panel,
      params,
      open: (next = 'login', nextParams = {}) => {
        setPanel(next);
        setParams(nextParams);
      },
      close: () => setPanel(null),
    }),
    [panel, params],
  );
  return <AuthModalContext value={value}>{children}</AuthModalContext>;
}

export function useAuthModal(): AuthModalState {
  const state = use(AuthModalContext);
  if (!state) throw new Error('useAuthModal must be used inside AuthModalProvider');
  return state;
}

/** The dialog's accessible name; the visible copy in the header is hidden from assistive technology, so it is not read twice. */
export function useAuthPanelTitle(): string {
  const { panel } = useAuthModal();
  const t = useT();
  return t(`authUi.titles.${panel ?? 'login'}`);
}
