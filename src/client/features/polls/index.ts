export { PollBlock } from './PollBlock.tsx';
export { PollsProvider, type PostPolls } from './polls-context.tsx';
