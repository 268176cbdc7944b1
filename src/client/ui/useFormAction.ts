import { useRef, useState } from 'react';
import { useT } from '../platform/useT.ts';
import { failureFeedback, type FieldErrors } from './failureText.ts';
import { useToast } from './toast.tsx';

/** A call answering 204 has no result, yet has succeeded. */
type Succeeded<Result> = Result extends undefined | void ? true : Result;

/**
 * Sends once at a time and tells the reader how it went: field messages stay under their fields until
 * edited, other failures become toasts, and a success takes both away.
 */
export function useFormAction<Field extends string = never>(fields: readonly Field[] = []) {
  const t = useT();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  // A ref, not the state: two Enter presses in one tick both still see `busy` as false.
  const running = useRef(false);

  return {
    busy,
    errors,
    tracked<Value>(field: Field, store: (value: Value) => void) {
      return (value: Value) => {
        store(value);
        setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
      };
    },
    /**
     * The action's result (true when it has none), or undefined when it failed or was already running: callers go on
     * only with a result. `event` is a form's submit; `fallback` is as in failureText.
     */
    async run<Result>(action: () => Promise<Result>, { event, fallback }: { event?: { preventDefault(): void }; fallback?: string } = {}): Promise<Succeeded<Result> | undefined> {
      event?.preventDefault();
      if (running.current) return undefined;
      running.current = true;
      setBusy(true);
      try {
        const result = await action();
        setErrors({});
        toast.clearErrors();
        return (result === undefined ? true : result) as Succeeded<Result>;
      } catch (error) {
        const { underFields, toasts } = failureFeedback(error, fields, t, fallback);
        setErrors(underFields);
        toasts.forEach((text) => toast.error(text));
        return undefined;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
  };
}
