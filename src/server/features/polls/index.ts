export { syncPostPolls } from './polls.sync.ts';
export { presentSharedPolls, pollsForReader } from './polls.presenter.ts';
