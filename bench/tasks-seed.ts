/**
 * Bulk data for bench/tasks.ts, written with INSERT … SELECT generate_series on PostgreSQL: BENCH_CUSTOMERS client
 * companies (default 2,000) with two people each, 20 extra staff, five flows per company and BENCH_TASKS tasks
 * (default 100,000) spread over them: statuses ~40 % DONE, 25 % PENDING, 20 % IN_PROGRESS, 15 % WAITING_FOR_REVIEW;
 * due dates over a year around today (so about a third of the open ones are overdue); a third done by the customer;
 * preparers and reviewers among 24 staff (the demo's four included). The demo data is there first.
 */
import type pg from 'pg';

export async function seedTasksBench(c: pg.Client, internalDomain: string, customers: number, totalTasks: number) {
  const q = async (label: string, sql: string, params: unknown[] = []) => {
    const t0 = Date.now();
    const r = await c.query(sql, params);
    console.error(`  seed: ${label} (${r.rowCount ?? 0} rows, ${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    return r;
  };
  const one = async <T>(sql: string, params: unknown[] = []) => (await c.query(sql, params)).rows[0] as T;
  const internal = await one<{ id: number }>('select id from tenants where is_internal');
  const staffWs = await one<{ id: number }>(
    `select workspace_id as id from tenant_memberships where tenant_id = $1 limit 1`,
    [internal.id],
  );
  const flowsPerCustomer = 5;
  const tasksPerFlow = Math.max(1, Math.round(totalTasks / (customers * flowsPerCustomer)));

  await q(
    'tenants',
    `insert into tenants(name, account_type) select 'Bench Co ' || g, 'COMPANY' from generate_series(1, ${customers}) g`,
  );
  await q('workspaces', `insert into workspaces(slug) select 'benchco' || g from generate_series(1, ${customers}) g`);
  await q(
    'client users',
    `insert into users(email, first_name, last_name, email_verified_at)
       select 'person' || k || '@benchco' || g || '.example', 'Person' || k, 'Benchco' || g, now()
       from generate_series(1, ${customers}) g, generate_series(0, 1) k`,
  );
  await q(
    'client memberships',
    `insert into tenant_memberships(user_id, tenant_id, workspace_id)
       select u.id, t.id, w.id from generate_series(1, ${customers}) g
       join tenants t on t.name = 'Bench Co ' || g
       join workspaces w on w.slug = 'benchco' || g
       join users u on u.email in ('person0@benchco' || g || '.example', 'person1@benchco' || g || '.example')`,
  );
  await q(
    'staff users',
    `insert into users(email, first_name, last_name, email_verified_at)
       select 'benchstaff' || g || '@${internalDomain}', 'Staff' || g, 'Bench', now() from generate_series(0, 19) g`,
  );
  await q(
    'staff memberships',
    `insert into tenant_memberships(user_id, tenant_id, workspace_id) select id, $1, $2 from users where email like 'benchstaff%'`,
    [internal.id, staffWs.id],
  );
  const role = async (name: string) => (await one<{ id: number }>('select id from roles where name = $1', [name])).id;
  await q(
    'staff roles',
    `insert into membership_roles(membership_id, role_id) select m.id, $1 from tenant_memberships m join users u on u.id = m.user_id where u.email like 'benchstaff%'`,
    [await role('atrium-portal-standard')],
  );
  await q(
    'staff user roles',
    `insert into user_roles(user_id, role_id) select id, $1 from users where email like 'benchstaff%'`,
    [await role('atrium-portal-employee')],
  );
  await q(
    'client membership roles',
    `insert into membership_roles(membership_id, role_id) select m.id, $1 from tenant_memberships m join tenants t on t.id = m.tenant_id where t.name like 'Bench Co %'`,
    [await role('atrium-company-standard')],
  );
  await q(
    'flows',
    `insert into product_flows(tenant_id, service_code, name, start_date, created_at)
       select t.id, (array['BOOKKEEPING_SUPPORT','TAX_ESTIMATED_QUARTERLY','DELAWARE_INCORPORATION','PAYROLL_SETUP','BOOKKEEPING_CATCH_UP'])[1 + f],
              'Bench flow ' || f, current_date - 200, now() - (f || ' days')::interval
       from tenants t, generate_series(0, ${flowsPerCustomer - 1}) f where t.name like 'Bench Co %'`,
  );
  await q(
    'tasks',
    `with staff as (
       select row_number() over (order by u.id) - 1 as k, u.id from users u
       join tenant_memberships m on m.user_id = u.id where m.tenant_id = ${internal.id}),
     n as (select count(*) as n from staff)
     insert into tasks(flow_id, tenant_id, template_key, name, kind, status, due_date, preparer_user_id, reviewer_user_id,
                       done_by_customer, position, created_at)
       select f.id, f.tenant_id, 'bench' || i, 'Bench task ' || i || ' of flow ' || f.id, 'STAFF_WORK',
              case when h < 40 then 'DONE' when h < 65 then 'PENDING' when h < 85 then 'IN_PROGRESS' else 'WAITING_FOR_REVIEW' end,
              current_date + ((f.id * 37 + i * 53) % 365 - 120),
              p.id, r.id, (i % 3 = 0), i, now()
       from product_flows f
       cross join generate_series(0, ${tasksPerFlow - 1}) i
       cross join lateral (select (f.id * 7 + i * 13) % 100 as h) hh
       cross join n
       join staff p on p.k = (f.id + i) % n.n
       join staff r on r.k = (f.id + i + 5) % n.n
       where f.name like 'Bench flow %'`,
  );
  // Vacuum as well: a running database has visibility maps (autovacuum), without which index-only scans visit the heap.
  await q('vacuum analyze', 'vacuum analyze');
}
