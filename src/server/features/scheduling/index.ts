export { default as schedulingRoutes } from './scheduling.routes.ts';
export { defineSchedulingJobs } from './scheduling.jobs.ts';
