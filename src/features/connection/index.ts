// The connection feature's offer to other features: the notices a modal screen mounts in its dialog, and whether the
// page already says a failure (§8).
export { ConnectionNotices, usePageSaysFailure } from './connection-notices.tsx';
