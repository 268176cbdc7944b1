import { ScrollToTopButton } from './ScrollToTopButton.tsx';
import { WriteFab } from './WriteButton.tsx';

export function FloatingActions({ currentUrl, showWrite }: { currentUrl: string; showWrite: boolean }) {
  return (
    <div className="fixed bottom-[calc(var(--tabbar-height)+env(safe-area-inset-bottom)+16px)] right-4 z-30 flex flex-col items-center gap-3 nav:bottom-6 nav:right-6">
      <ScrollToTopButton currentUrl={currentUrl} />
      {showWrite && <WriteFab className="nav:hidden" />}
    </div>
  );
}
