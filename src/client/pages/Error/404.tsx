import { FileQuestion } from '../../ui/icons.ts';
import { ErrorScreen } from '../../shell/ErrorScreen.tsx';
import { useT } from '../../platform/useT.ts';

export default function Error404() {
  const t = useT();
  return <ErrorScreen icon={FileQuestion} title={t('errors.notFound')} text={t('errors.notFoundText')} />;
}
