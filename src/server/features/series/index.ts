export { postSeries } from './series.box.ts';
export { seriesPostList, sharedSeries } from './series.pipeline.ts';
export { seriesOnProfile } from './series.queries.ts';
