import { ServerOff } from '../../ui/icons.ts';
import { ErrorScreen } from '../../shell/ErrorScreen.tsx';
import { useT } from '../../platform/useT.ts';

export default function Error503() {
  const t = useT();
  return <ErrorScreen icon={ServerOff} title={t('errors.unavailableTitle')} text={t('errors.unavailableText')} />;
}
