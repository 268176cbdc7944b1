import { useState } from 'react';

/** Whether something has been opened at least once: a closed overlay renders nothing until then, and stays mounted after, so it can animate closed. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}
