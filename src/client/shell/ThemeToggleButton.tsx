import { Moon, Sun } from 'lucide-react';
import { useTheme } from '../platform/theme.ts';
import { IconButton } from '../ui/IconButton.tsx';
import { useT } from '../platform/useT.ts';

/**
 * Guests have no account menu (where members find the theme switch), so the header gives
 * them this button instead.
 */
export function ThemeToggleButton({ className }: { className?: string }) {
  const t = useT();
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'dark' ? t('shell.theme.toLight') : t('shell.theme.toDark');
  return (
    <IconButton label={label} onClick={toggleTheme} className={className}>
      {theme === 'dark' ? <Sun className="size-5" aria-hidden="true" /> : <Moon className="size-5" aria-hidden="true" />}
    </IconButton>
  );
}
