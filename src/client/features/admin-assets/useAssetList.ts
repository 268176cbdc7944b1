/** A list of the assets screen held as the server last answered it; each change answers the whole list. */
import { useState } from 'react';
import { usePictureAction } from '../profiles/index.ts';

export function useAssetList<T>(initial: T[]) {
  const [items, setItems] = useState(initial);
  const { busy, run } = usePictureAction();

  /** Runs the call and shows its answer; false when it failed (the toast has said why). */
  async function apply(call: () => Promise<{ data: T[] }>, done: string): Promise<boolean> {
    const answer = await run(call, done);
    if (answer) setItems(answer.data);
    return answer !== null;
  }

  return { items, busy, apply };
}
