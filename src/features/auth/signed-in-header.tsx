// The header parts only a signed-in player sees, in one chunk (signed-in-lazy.tsx loads it).
export { AccountSummary, HeaderDeposit } from './account-summary.tsx';
export { SignedInUserBlock } from './signed-in-user-block.tsx';
export { PanicButton } from './panic-button.tsx';
