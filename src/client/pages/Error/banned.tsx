import { useTranslation } from 'react-i18next';

export default function Errorbanned() {
  const { t } = useTranslation();
  return <h1 className="text-2xl font-bold">{t('errors.notFound')}</h1>;
}
