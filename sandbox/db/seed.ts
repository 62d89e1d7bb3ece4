import { generateSecret } from '../auth/jwt.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Ledger } from '../ledger.ts';
import { parseMoney } from '../money.ts';
import { callbackSecretName } from '../services/callback-signature.ts';
import { seedSettings } from '../services/settings.ts';
import { seedTransferHistory } from '../services/transfers.ts';
import { findUserByUsername, insertUser } from '../users.ts';
import type { Database } from './database.ts';

/**
 * First-start data. Every step is idempotent (insert-if-absent, ledger postings with fixed idempotency keys),
 * so it runs on every start and only fills in what is missing.
 */
export interface SeedAccount {
  username: string;
  password: string;
  email: string;
  role: string;
  firstName: string;
  lastName: string;
  /** Opening balances, decimal strings. */
  balance: string;
  bonusBalance: string;
  info: { date_of_birth: string; postal_code: string; street_address: string; country: string; city: string };
}

// DESIGN "The sandbox": fixed accounts, printed at start-up and in the README.
export const seedAccounts: readonly SeedAccount[] = [
  {
    username: 'player1',
    password: 'player1-pass',
    email: 'player1@example.test',
    role: 'P',
    firstName: 'Player',
    lastName: 'One',
    balance: '1250.75',
    bonusBalance: '40.00',
    info: { date_of_birth: '1990-05-17', postal_code: '1000', street_address: '1 Avenue Habib Bourguiba', country: 'TN', city: 'Tunis' },
  },
  {
    // A role other than 'P', for the front end's role check (§4): it may sign in here, and is signed out there.
    username: 'agent1',
    password: 'agent1-pass',
    email: 'agent1@example.test',
    role: 'A',
    firstName: 'Agent',
    lastName: 'One',
    balance: '0.00',
    bonusBalance: '0.00',
    info: { date_of_birth: '1985-02-03', postal_code: '2000', street_address: '5 Rue de Marseille', country: 'TN', city: 'Tunis' },
  },
  {
    // The operator's cashier (role C, users.ts roles): approves, fails and processes other people's payments
    // through the backoffice calls (§7 approve_*, manual_*, process_after_approve). Not a player, so the player
    // site signs it out like agent1 (§4).
    username: 'cashier1',
    password: 'cashier1-pass',
    email: 'cashier1@example.test',
    role: 'C',
    firstName: 'Cashier',
    lastName: 'One',
    balance: '0.00',
    bonusBalance: '0.00',
    info: { date_of_birth: '1988-09-21', postal_code: '1002', street_address: '12 Rue de Rome', country: 'TN', city: 'Tunis' },
  },
];

/** Seed accounts joined on this date, so their answers do not depend on the day the data folder was made. */
const seedDateJoined = Date.UTC(2025, 0, 15, 10, 0, 0);

export async function loadOrCreateSecret(db: Database, name: string): Promise<string> {
  await db.run('INSERT INTO sandbox_secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING', [name, generateSecret()]);
  const row = await db.get<{ value: string }>('SELECT value FROM sandbox_secrets WHERE name = ?', [name]);
  if (!row) throw new Error(`Secret "${name}" could not be stored`);
  return row.value;
}

/**
 * The seed accounts' hashes, made once per process: their passwords are published (README), so sharing a salt
 * between databases hides nothing, and a process that starts many sandboxes (the tests start about a hundred)
 * no longer spends 50 ms of scrypt per account on each.
 */
const seedHashes = new Map<string, Promise<string>>();
function seedHash(password: string): Promise<string> {
  let hash = seedHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hash.catch(() => seedHashes.delete(password));
    seedHashes.set(password, hash);
  }
  return hash;
}

const openingBalanceKey = 'seed:opening-balance';

export async function seed(db: Database, ledger: Ledger, now: number): Promise<void> {
  await seedSettings(db);
  // §7 Processor callbacks: each payment system signs its callbacks with its own secret, which stays on the server (the
  // sandbox's payment page plays the processor and reads it from here; the browser never sees it).
  const systems = await db.all<{ slug: string }>('SELECT DISTINCT slug FROM payment_systems ORDER BY slug');
  for (const { slug } of systems) await loadOrCreateSecret(db, callbackSecretName(slug));
  for (const account of seedAccounts) {
    let user = await findUserByUsername(db, account.username);
    if (!user) {
      user = await insertUser(db, {
        username: account.username,
        email: account.email,
        passwordHash: await seedHash(account.password),
        role: account.role,
        currency: 'TND',
        firstName: account.firstName,
        lastName: account.lastName,
        dateJoined: seedDateJoined,
        isSelfRegistered: true,
        userTypes: 'self-registered',
        emailVerified: true,
      });
      if (!user) throw new Error(`Seed account ${account.username} could not be created`);
      await db.run(
        'UPDATE user_info SET date_of_birth = ?, postal_code = ?, street_address = ?, country = ?, city = ? WHERE user_id = ?',
        [account.info.date_of_birth, account.info.postal_code, account.info.street_address, account.info.country, account.info.city, user.id],
      );
    }
    // Posted once, when the account's money is first seeded: its history (the seeded player's transfers, dated in
    // their past) comes first, and the opening balance is what the history leaves to reach the seeded balance.
    const opened = await db.get<{ found: number }>('SELECT 1 AS found FROM ledger_entries WHERE user_id = ? AND idempotency_key = ?', [user.id, openingBalanceKey]);
    if (opened) continue;
    const historyMinor = await seedTransferHistory(db, ledger, user, now);
    const movements = (
      [
        { account: 'cash', amount: account.balance, before: historyMinor },
        { account: 'bonus', amount: account.bonusBalance, before: 0 },
      ] as const
    )
      .map(({ account: ledgerAccount, amount, before }) => ({ account: ledgerAccount, amountMinor: (parseMoney(amount) ?? 0) - before }))
      .filter((movement) => movement.amountMinor !== 0);
    if (movements.length > 0) {
      await ledger.post({ userId: user.id, movements, reason: 'seed', idempotencyKey: openingBalanceKey, balanceCap: 'exempt', replay: 'answer', at: now });
    }
  }
}
