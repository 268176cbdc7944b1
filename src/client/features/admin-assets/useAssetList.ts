import { useState } from 'react';
import { usePictureAction } from '../profiles/index.ts';

export function useAssetList<T>(initial: T[]) {
  const [items, setItems] = useState(initial);
  const { busy, run } = usePictureAction();

  async function apply(call: () => Promise<{ data: T[] }>, done: string): Promise<boolean> {
    const answer = await run(call, done);
    if (answer) setItems(answer.data);
    return answer !== null;
  }

  return { items, busy, apply };
}
