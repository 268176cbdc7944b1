import type { ReactNode } from 'react';
import { ArrowLeft, X } from '../../ui/icons.ts';
import clsx from 'clsx';
import { useAuthModal, useAuthPanelTitle, type AuthPanel } from './auth-modal-context.tsx';
import { ForgotPanel } from './AuthPanels.forgot.tsx';
import { LoginPanel } from './AuthPanels.login.tsx';
import { RegisterPanel } from './AuthPanels.register.tsx';
import { ResetPanel } from './AuthPanels.reset.tsx';
import { VerifyPanel } from './AuthPanels.verify.tsx';
import { TwoFactorPanel } from './AuthPanels.two-factor.tsx';
import { useT } from '../../platform/useT.ts';

const panels: Record<AuthPanel, () => ReactNode> = {
  login: LoginPanel,
  register: RegisterPanel,
  forgot: ForgotPanel,
  reset: ResetPanel,
  verify: VerifyPanel,
  twoFactor: TwoFactorPanel,
};

export default function AuthPanels() {
  const { panel, open, close } = useAuthModal();
  const t = useT();
  const title = useAuthPanelTitle();
  if (!panel) return null;
  const Panel = panels[panel];
  // Login's arrow leaves the modal; register's, forgot's and the code's return to login (spec 2).
  const back = panel === 'login' ? close : panel === 'register' || panel === 'forgot' || panel === 'twoFactor' ? () => open('login') : null;

  return (
    <div className="flex flex-col gap-5">
      <div className="-mx-2 -mt-2 flex items-center gap-1">
        {back && (
          <IconButton label={t('authUi.back')} onClick={back}>
            <ArrowLeft aria-hidden className="size-5" />
          </IconButton>
        )}
        <p aria-hidden className={clsx('flex-1 text-xl font-semibold leading-tight', back ? 'px-1' : 'px-2')}>
          {title}
        </p>
        <IconButton label={t('authUi.close')} onClick={close}>
          <X aria-hidden className="size-5" />
        </IconButton>
      </div>
      <Panel />
    </div>
  );
}

function IconButton({ label, onClick, children }: { label: string; onClick(): void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="flex size-9 shrink-0 items-center justify-center rounded-full text-[var(--muted)] transition-colors hover:bg-[var(--bg)] hover:text-[var(--text)] focus-visible:outline-2 focus-visible:outline-accent"
    >
      {children}
    </button>
  );
}
