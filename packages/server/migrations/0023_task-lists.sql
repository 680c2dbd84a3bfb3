-- Custom SQL migration file, put your code below! --
-- hand-written
-- The portal's customers list (GET /api/customer-management): the customers in name order, so a page reads its 20
-- rows from the index instead of sorting every company (bench/tasks.ts, docs/performance.md).
CREATE INDEX IF NOT EXISTS "tenants_customer_name_idx" ON "tenants" (lower("name"), "id") WHERE NOT "is_internal";
