import { FileQuestion } from 'lucide-react';
import { ErrorScreen } from '../../components/ErrorScreen.tsx';
import { useT } from '../../hooks/useT.ts';

export default function Error404() {
  const t = useT();
  return <ErrorScreen icon={FileQuestion} title={t('errors.notFound')} text={t('errors.notFoundText')} />;
}
