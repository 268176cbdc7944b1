import { ServerCrash } from '../../ui/icons.ts';
import { ErrorScreen } from '../../shell/ErrorScreen.tsx';
import { useT } from '../../platform/useT.ts';

export default function Error500() {
  const t = useT();
  return <ErrorScreen icon={ServerCrash} title={t('errors.serverError')} text={t('errors.serverErrorText')} />;
}
