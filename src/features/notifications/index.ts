// The notifications feature's public face (docs/architecture.md, import rules): the header's inbox and its list (§4).
export { NotificationInbox, NotificationInboxList, UnreadNotificationsBadge } from './notification-cards-gate.tsx';
