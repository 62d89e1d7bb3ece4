// The connection feature's offer to other features: the notices a modal screen mounts in its dialog (§8).
export { ConnectionNotices } from './connection-notices.tsx';
