/**
 * A server alert in the page props (spec 2: "shown as a notification") becomes a toast.
 * The server hands each alert out once, so every new alert object is a new message.
 */
import { useEffect } from 'react';
import { useToast } from '../ui/toast.tsx';
import { usePageProps } from '../platform/usePageProps.ts';

export function useServerAlert(): void {
  const { alert } = usePageProps();
  const toast = useToast();
  useEffect(() => {
    if (!alert) return;
    // Toasts come in two looks; an informational alert reads best as the positive one.
    if (alert.type === 'error') toast.error(alert.message);
    else toast.success(alert.message);
  }, [alert, toast]);
}
