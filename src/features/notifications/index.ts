// The notifications feature's public face (docs/architecture.md, import rules): the cards the shell shows (§4).
export { NotificationCards } from './notification-cards-gate.tsx';
