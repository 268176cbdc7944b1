/** The Comments tab is the User page under its own name: one component, so switching tabs keeps the header's state. */
export { default } from './User.tsx';
