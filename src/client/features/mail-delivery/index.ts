export { DigestSetting } from './DigestSetting.tsx';
