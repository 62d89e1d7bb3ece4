-- §6 Staff roles: every change of a payment's status made by a person (a cashier's approve_*, manual_*,
-- process_after_approve; a cancel_payment) or by a signed processor callback: who, when, which payment, what,
-- and the §4 status before and after. Rows are only ever inserted.
CREATE TABLE payment_audit (
  id INTEGER PRIMARY KEY,
  payment_id INTEGER NOT NULL REFERENCES payments (id),
  -- the call: approve_success, manual_fail, cancel_payment, callback-success...
  action TEXT NOT NULL,
  -- the signed-in user who made it; NULL for a processor callback
  actor_id INTEGER REFERENCES users (id),
  -- the actor's role at that moment (users.ts roles), or 'processor'
  actor_role TEXT NOT NULL,
  status_before INTEGER NOT NULL,
  status_after INTEGER NOT NULL,
  comment TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX payment_audit_payment ON payment_audit (payment_id, id);

-- An agent reads the payments of the players whose parent it is (users.ts roles).
CREATE INDEX users_parent ON users (parent_id);
