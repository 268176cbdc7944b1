/**
 * A member's Comments tab is the same page as their Posts tab (User/User) under the name the
 * spec registers for it: one component, so switching tabs keeps the header and its state.
 */
export { default } from './User.tsx';
