export { BlockedList } from './BlockedList.tsx';
export { KeywordFilter } from './KeywordFilter.tsx';
export { PersonalIconSetting } from './PersonalIconSetting.tsx';
export { DescriptionField, NameField, NicknameField } from './ProfileFields.tsx';
export { SettingsLayout, SettingsSection } from './SettingsLayout.tsx';
export { SavedSelect, SavedSwitch } from './Switch.tsx';
