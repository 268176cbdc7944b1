/**
 * Opening the sign-in modal from anywhere: the Write button, My feed, Messages, the bell,
 * any action a guest tries, and every 401 answer (spec 2, section 4).
 */
import { createContext, use, useMemo, useState, type ReactNode } from 'react';

export type AuthPanel = 'login' | 'register' | 'forgot' | 'reset' | 'verify' | 'twoFactor';

export interface AuthModalState {
  panel: AuthPanel | null;
  /** Extra data for a panel: the reset token and email, the address awaiting verification. */
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
