import { useRef, useState, type FormEvent } from 'react';

export function useSubmit(action: () => Promise<void>) {
  const [loading, setLoading] = useState(false);
  // A ref, not the state: two Enter presses in one tick both still see `loading` as false.
  const running = useRef(false);
  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (running.current) return;
    running.current = true;
    setLoading(true);
    try {
      await action();
    } finally {
      running.current = false;
      setLoading(false);
    }
  };
  return { loading, onSubmit };
}
