/**
 * What the auth feature offers the other features (docs/architecture.md "Import rules": a feature reaches another
 * only through its index.ts). The shell's headers show the user block, the account summary and the login form;
 * the profile signs the player out after self-exclusion and from the reality check.
 */
export { default as UserBlock } from './user-block.tsx';
export { AccountSummary, HeaderDeposit, PanicButton, preloadSignedInHeader } from './signed-in-lazy.tsx';
export { LazyLoginForm } from './lazy-login-form.tsx';
export { signOut } from './session.ts';
