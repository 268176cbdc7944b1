export { cardSite, drawMissingShareCards } from './share-cards.commands.ts';
