/** The settings pages' frame and controls: profile fields, switches and selects that save on change, the block lists. */
export { BlockedList } from './BlockedList.tsx';
export { KeywordFilter } from './KeywordFilter.tsx';
export { PersonalIconSetting } from './PersonalIconSetting.tsx';
export { DescriptionField, NameField, NicknameField } from './ProfileFields.tsx';
export { SettingsLayout, SettingsSection } from './SettingsLayout.tsx';
export { SavedSelect, SavedSwitch } from './Switch.tsx';
