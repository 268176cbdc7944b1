export { telegramKeepers, telegramState } from './telegram.queries.ts';
