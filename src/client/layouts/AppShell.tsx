/**
 * Everything around a page (spec 2, "Mobile layout and shell"): header, left sidebar or its
 * drawer, the content column, the right sidebar, the bottom tab bar, floating buttons and
 * the sign-in modal. Inertia keeps this layout mounted across visits, so the sidebar and
 * modal state survive navigation.
 */
import type { ReactNode } from 'react';
import { usePage } from '@inertiajs/react';
import { AuthModal } from '../components/auth/AuthModal.tsx';
import { AuthModalProvider } from '../components/auth/auth-modal-context.tsx';
import { EditorProvider } from '../components/editor/editor-context.tsx';
import { FloatingActions } from '../components/shell/FloatingActions.tsx';
import { Header } from '../components/shell/Header.tsx';
import { LeftSidebar, SidebarDrawer } from '../components/shell/LeftSidebar.tsx';
import { MobileTabBar } from '../components/shell/MobileTabBar.tsx';
import { RightSidebar } from '../components/shell/RightSidebar.tsx';
import { ToastProvider } from '../components/ui/toast.tsx';
import { useHeadSync } from '../hooks/useHeadSync.ts';
import { useServerAlert } from '../hooks/useServerAlert.ts';
import { useSidebarState } from '../hooks/useSidebarState.ts';
import { useT } from '../hooks/useT.ts';

export default function AppShell({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <AuthModalProvider>
        {/* Hosts the post editor modal too (issue P3). */}
        <EditorProvider>
          <Shell>{children}</Shell>
        </EditorProvider>
      </AuthModalProvider>
    </ToastProvider>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const t = useT();
  const { url, component } = usePage();
  const sidebar = useSidebarState(url);
  useHeadSync();
  useServerAlert();

  return (
    <div className="min-h-dvh">
      <a
        href="#content"
        className="sr-only z-50 rounded-lg bg-accent px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        {t('shell.skipToContent')}
      </a>
      <Header onToggleSidebar={sidebar.toggle} />
      <div className="mx-auto flex max-w-[1440px]">
        {!sidebar.hidden && <LeftSidebar />}
        <main
          id="content"
          className="min-w-0 flex-1 px-3 pb-[calc(var(--tabbar-height)+env(safe-area-inset-bottom)+24px)] pt-4 nav:px-6 nav:pb-12 nav:pt-5"
        >
          <div className="mx-auto w-full max-w-[680px]">{children}</div>
        </main>
        <RightSidebar />
      </div>
      <SidebarDrawer open={sidebar.drawerOpen} onOpenChange={sidebar.setDrawerOpen} />
      <MobileTabBar />
      <FloatingActions currentUrl={url} showWrite={component === 'Index'} />
      <AuthModal />
    </div>
  );
}
