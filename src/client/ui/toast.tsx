/**
 * The live region stays mounted even when empty: Radix Dialog hides everything outside an open modal
 * from assistive technology except elements already carrying `aria-live`. Toasts are not interactive
 * for the same reason: a click outside the modal would close it.
 */
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CircleAlert, CircleCheck } from './icons.ts';
import { useT } from '../platform/useT.ts';
import { failureFeedback } from './failureText.ts';

type ToastKind = 'success' | 'error';

interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
}

export interface ToastApi {
  success(text: string): void;
  error(text: string): void;
  /** A success elsewhere than in a toast still ends the errors about the attempt it put right. */
  clearErrors(): void;
}

const DISMISS_AFTER_MS = 4000;
const MAX_VISIBLE = 4;

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const show = useCallback((kind: ToastKind, text: string) => {
    const id = ++nextId.current;
    setItems((current) => {
      // A success removes the errors still showing: they were about the attempt just put right.
      const kept = kind === 'success' ? current.filter((item) => item.kind !== 'error') : current;
      return [...kept, { id, kind, text }].slice(-MAX_VISIBLE);
    });
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setItems((current) => current.filter((item) => item.id !== id));
    }, DISMISS_AFTER_MS);
    timers.current.add(timer);
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      success: (text) => show('success', text),
      error: (text) => show('error', text),
      clearErrors: () => setItems((current) => current.filter((item) => item.kind !== 'error')),
    }),
    [show],
  );

  return (
    <ToastContext value={api}>
      {children}
      <div
        aria-live="polite"
        role="status"
        className="pointer-events-none fixed inset-x-3 bottom-4 z-[60] flex flex-col items-center gap-2 sm:bottom-6"
      >
        {items.map((item) => (
          <div
            key={item.id}
            data-testid={`toast-${item.kind}`}
            className="flex max-w-[420px] items-start gap-2.5 rounded-xl bg-[#1f2126] px-4 py-3 text-[15px] leading-snug text-white shadow-lg ring-1 ring-white/10 dark:bg-[#2c2e35]"
          >
            {item.kind === 'success' ? (
              <CircleCheck aria-hidden className="mt-px size-5 shrink-0 text-emerald-400" />
            ) : (
              <CircleAlert aria-hidden className="mt-px size-5 shrink-0 text-red-400" />
            )}
            <span>{item.text}</span>
          </div>
        ))}
      </div>
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast must be used inside ToastProvider (mounted by the app shell)');
  return api;
}

/** Tells a failure that no form sends (a menu's load, a toggle undone) as useFormAction would; `fallback` is as in failureText. */
export function useFailureToast(): (error: unknown, fallback?: string) => void {
  const t = useT();
  const toast = useToast();
  return useCallback(
    (error: unknown, fallback?: string) => failureFeedback(error, [], t, fallback).toasts.forEach((text) => toast.error(text)),
    [t, toast],
  );
}
