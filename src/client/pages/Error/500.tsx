import { ServerCrash } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../../components/ErrorScreen.tsx';

export default function Error500() {
  const { t } = useTranslation();
  return <ErrorScreen icon={ServerCrash} title={t('errors.serverError')} text={t('errors.serverErrorText')} />;
}
