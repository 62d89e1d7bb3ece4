// The wheel's public face for other features (docs/architecture.md, import rules): the header's wheel button.
export { WheelButton } from './wheel-button.tsx';
export { wheelSettingsQuery } from './use-wheel.ts';
