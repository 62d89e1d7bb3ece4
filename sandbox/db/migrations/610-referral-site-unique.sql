-- docs/product.md §5 Bounds: one link is one site of a player, also when requests arrive at once (the service's
-- check alone let PostgreSQL store one link three times). Duplicates already stored are folded into the first
-- registration before the index can be built.
DELETE FROM referral_sites
WHERE id NOT IN (SELECT MIN(id) FROM referral_sites GROUP BY user_id, link);
CREATE UNIQUE INDEX referral_sites_user_link ON referral_sites (user_id, link);
