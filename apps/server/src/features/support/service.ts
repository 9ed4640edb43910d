// What customer care offers other features (decision 011).
export { openTicketCount } from './repository.ts';
