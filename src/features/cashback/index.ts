// The cashback feature's public face (docs/architecture.md, import rules): the header's cashback button (§2).
export { CashbackButton } from './cashback-button.tsx';
