export { ApiTokensCard } from './ApiTokensCard.tsx';
