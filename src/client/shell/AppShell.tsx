/** Inertia keeps this layout mounted across visits, so the sidebar and modal state survive navigation. */
import { Suspense, useEffect, type ReactNode } from 'react';
import { usePage } from '@inertiajs/react';
import { AdSlot } from '../features/ads/index.ts';
import { AuthModal, AuthModalProvider } from '../features/auth/index.ts';
import { EditorProvider } from '../features/editor/index.ts';
import { FloatingActions } from './FloatingActions.tsx';
import { Header } from './Header.tsx';
import { LeftSidebar, SidebarDrawer } from './LeftSidebar.tsx';
import { MobileTabBar } from './MobileTabBar.tsx';
import { OfflineNotice } from './OfflineNotice.tsx';
import { ReadOnlyBanner } from './ReadOnlyBanner.tsx';
import { RightSidebar } from './RightSidebar.tsx';
import { ToastProvider } from '../ui/toast.tsx';
import { useHeadSync } from '../platform/useHeadSync.ts';
import { usePageProps } from '../platform/usePageProps.ts';
import { useRealtimeAccount } from '../platform/realtime.ts';
import { useServerAlert } from './useServerAlert.ts';
import { useSidebarState } from './useSidebarState.ts';
import { useT } from '../platform/useT.ts';

export default function AppShell({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <AuthModalProvider>
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
  // The control panel's tables and forms need the width the reading column and its widgets take.
  const panel = component.startsWith('Admin/');
  useHeadSync();
  useServerAlert();
  useRealtimeAccount(usePageProps().auth.user?.id ?? null);

  return (
    <div className="min-h-dvh">
      <a
        href="#content"
        className="sr-only z-50 rounded-lg bg-accent-fill px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        {t('shell.skipToContent')}
      </a>
      <AdSlot position="supbar" />
      <Suspense>
        <Header onToggleSidebar={sidebar.toggle} />
      </Suspense>
      <ReadOnlyBanner />
      <OfflineNotice />
      <div className="mx-auto flex max-w-[1440px]">
        <Suspense>{!sidebar.hidden && <LeftSidebar />}</Suspense>
        <main
          id="content"
          className="min-w-0 flex-1 px-3 pb-[calc(var(--tabbar-height)+env(safe-area-inset-bottom)+24px)] pt-4 nav:px-6 nav:pb-12 nav:pt-5"
        >
          <div className={panel ? 'mx-auto w-full max-w-[1040px]' : 'mx-auto w-full max-w-[680px]'}>
            <Suspense>
              {children}
              <HydratedMark />
            </Suspense>
          </div>
        </main>
        <Suspense>{!panel && <RightSidebar />}</Suspense>
      </div>
      <SidebarDrawer open={sidebar.drawerOpen} onOpenChange={sidebar.setDrawerOpen} />
      <Suspense>
        <MobileTabBar />
      </Suspense>
      <FloatingActions currentUrl={url} showWrite={component === 'Index'} />
      <AuthModal />
    </div>
  );
}

/**
 * Browser tests wait for this mark: a click before hydration lands on inert HTML. The shell's regions are
 * Suspense boundaries so that React hydrates them in slices, yielding to the browser between them; they
 * are hydrated in one render after the shell, so the page's region commits with the others.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
