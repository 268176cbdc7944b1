import { useTranslation } from 'react-i18next';
import { usePageProps } from '../hooks/usePageProps.ts';

export default function Index() {
  const { feed } = usePageProps<'Index'>();
  const { t } = useTranslation();
  return <h1 className="text-2xl font-bold">{feed} {t('plural.comments', { count: 5 })}</h1>;
}
