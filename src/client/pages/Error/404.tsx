import { FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../../components/ErrorScreen.tsx';

export default function Error404() {
  const { t } = useTranslation();
  return <ErrorScreen icon={FileQuestion} title={t('errors.notFound')} text={t('errors.notFoundText')} />;
}
