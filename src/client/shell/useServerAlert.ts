/** The server hands each alert out once, so every new alert object is a new message. */
import { useEffect } from 'react';
import { useToast } from '../ui/toast.tsx';
import { usePageProps } from '../platform/usePageProps.ts';

export function useServerAlert(): void {
  const { alert } = usePageProps();
  const toast = useToast();
  useEffect(() => {
    if (!alert) return;
    if (alert.type === 'error') toast.error(alert.message);
    else toast.success(alert.message);
  }, [alert, toast]);
}
