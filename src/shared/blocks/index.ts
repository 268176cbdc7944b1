export * from './types.ts';
export * from './embed-services.ts';
export * from './validate.ts';
export * from './text.ts';
export * from './hashtags.ts';
export * from './media.ts';
export * from './select.ts';
