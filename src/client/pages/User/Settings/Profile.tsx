import { calls } from '../../../../shared/api/index.ts';
import { GENDERS } from '../../../../shared/dto/user.ts';
import { DescriptionField, NameField, NicknameField, PersonalIconSetting, SavedSelect, SavedSwitch, SettingsLayout, SettingsSection } from '../../../features/settings/index.ts';
import { api } from '../../../platform/api.ts';
import { usePageProps } from '../../../platform/usePageProps.ts';
import { useT } from '../../../platform/useT.ts';

export default function SettingsProfile() {
  const t = useT();
  const { settings } = usePageProps<'User/Settings/Profile'>();
  return (
    <SettingsLayout title={t('settings.profile.title')}>
      <section aria-label={t('settings.profile.title')} className="flex flex-col gap-5 rounded-xl bg-surface p-4 nav:p-5">
        {/* Keyed by the saved values: a rename's reload starts the fields from the new ones. */}
        <NameField key={`name:${settings.name}:${settings.can_rename}`} settings={settings} />
        <NicknameField key={`slug:${settings.slug}:${settings.can_rename_slug}`} settings={settings} />
        <DescriptionField settings={settings} />
      </section>
      <SettingsSection title={t('settings.profile.personalIcon')}>
        <PersonalIconSetting settings={settings} />
      </SettingsSection>
      <SettingsSection title={t('settings.profile.gender')} text={t('settings.profile.genderText')}>
        <SavedSelect
          label={t('settings.profile.genderLabel')}
          value={settings.gender}
          options={GENDERS.map((gender) => ({ value: gender, label: t(`settings.profile.genders.${gender}`) }))}
          savedText={t('settings.saved')}
          save={async (gender) => (await api(calls.settings.gender, { body: { gender } })).gender}
        />
      </SettingsSection>
      <SettingsSection title={t('settings.profile.onlineStatus')}>
        <SavedSwitch
          label={t('settings.profile.onlineShow')}
          initial={settings.show_online}
          savedText={t('settings.profile.statusUpdated')}
          save={async (status) => (await api(calls.settings.onlineStatus, { body: { status } })).status}
        />
      </SettingsSection>
      <SettingsSection title={t('settings.profile.showPosts')}>
        <SavedSwitch
          label={t('settings.profile.showPostsLabel')}
          initial={settings.show_posts}
          savedText={t('settings.profile.postsUpdated')}
          save={async (status) => (await api(calls.settings.showPosts, { body: { status } })).status}
        />
      </SettingsSection>
    </SettingsLayout>
  );
}
