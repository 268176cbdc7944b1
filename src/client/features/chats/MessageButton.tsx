import { useState } from 'react';
import { MessageCircle } from '../../ui/icons.ts';
import { useT } from '../../platform/useT.ts';
import { buttonClass } from '../../ui/Button.tsx';
import { useFailureToast } from '../../ui/toast.tsx';
import { startChat } from './start-chat.ts';

export function MessageButton({ userId, label }: { userId: number; label: string }) {
  const t = useT();
  const fail = useFailureToast();
  const [opening, setOpening] = useState(false);
  // Not useFormAction: the button stays disabled while the chat's page loads after a success.
  const open = () => {
    setOpening(true);
    startChat(userId).catch((error: unknown) => {
      setOpening(false);
      fail(error, t('chats.errors.notStarted'));
    });
  };
  return (
    <button type="button" className={buttonClass('secondary')} onClick={open} disabled={opening}>
      <MessageCircle className="size-4" aria-hidden="true" />
      {label}
    </button>
  );
}
