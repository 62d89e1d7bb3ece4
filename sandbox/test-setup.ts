// The sandbox project's vitest setup (vitest.config.ts): new passwords are hashed at the test cost, which is still a
// real scrypt (sandbox/auth/passwords.ts says why). A test about the production cost sets it itself.
import { hashCost, testHashCost } from './auth/passwords.ts';

Object.assign(hashCost, testHashCost);
