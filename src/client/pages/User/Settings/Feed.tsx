import { router } from '@inertiajs/react';
import { calls } from '../../../../shared/api/index.ts';
import { FEED_NAMES, FEED_SORTINGS } from '../../../../shared/dto/user.ts';
import { BlockedList, KeywordFilter, SavedSelect, SettingsLayout, SettingsSection } from '../../../features/settings/index.ts';
import { api } from '../../../platform/api.ts';
import { usePageProps } from '../../../platform/usePageProps.ts';
import { useT } from '../../../platform/useT.ts';

/** The home link and the tab bar read the defaults from the shared props: fetch them again after a change. */
const reloadDefaults = () => router.reload({ only: ['defaultFeed', 'defaultSortingFeed', 'filters'] });

export default function SettingsFeed() {
  const t = useT();
  const { defaultFeed, defaultSortingFeed, keywords, blocked } = usePageProps<'User/Settings/Feed'>();
  return (
    <SettingsLayout title={t('settings.feed.title')}>
      <section aria-label={t('settings.feed.title')} className="flex flex-col gap-3 rounded-xl bg-surface p-4 nav:p-5">
        <SavedSelect
          label={t('settings.feed.default')}
          value={defaultFeed}
          options={FEED_NAMES.map((feed) => ({ value: feed, label: t(`settings.feed.feeds.${feed}`) }))}
          savedText={t('settings.saved')}
          save={async (feed) => {
            const answer = await api(calls.settings.defaultFeed, { body: { feed } });
            reloadDefaults();
            return answer.feed;
          }}
        />
        <SavedSelect
          label={t('settings.feed.sorting')}
          value={defaultSortingFeed}
          options={FEED_SORTINGS.map((sorting) => ({ value: sorting, label: t(`settings.feed.sortings.${sorting}`) }))}
          savedText={t('settings.feed.sortingChanged')}
          save={async (value) => {
            const answer = await api(calls.settings.defaultSorting, { body: { value } });
            reloadDefaults();
            return answer.value;
          }}
        />
      </section>
      <SettingsSection id="keywords" title={t('settings.feed.keywords')} text={t('settings.feed.keywordsText')}>
        <KeywordFilter initial={keywords} />
      </SettingsSection>
      <SettingsSection id="blocklist" title={t('settings.feed.blocked')} text={t('settings.feed.blockedText')}>
        <BlockedList initial={blocked} />
      </SettingsSection>
    </SettingsLayout>
  );
}
