/**
 * Bulk data for bench/chat.ts, written with INSERT … SELECT generate_series on PostgreSQL: 50 client tenants
 * (Bench Co 1 has 50 people, the others 19), 20 extra staff, 10,000 client conversations (¾ private, ¼ groups),
 * 1,000 team channels, 1,000,000 messages, unread counts on ~30 % of memberships, thread states spread over
 * OPEN / ANSWERED / FINALIZED, mentions of the portal user, and one 50-member group ('Bench all-hands').
 * The demo data is there first (the portal user is Kim Manager, kam@atrium.dev).
 */
import type pg from 'pg';

export const BENCH = {
  tenants: 50,
  conversationsPerTenant: 200,
  messagesPerConversation: 95,
  messagesPerChannel: 50,
  staff: 20,
  bigTenantPeople: 50,
  peoplePerTenant: 19,
};

export async function seedChatBench(c: pg.Client, internalDomain: string) {
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
  const kim = await one<{ id: number }>(`select id from users where email = $1`, [`kam@${internalDomain}`]);
  const role = async (name: string) => (await one<{ id: number }>('select id from roles where name = $1', [name])).id;
  const [companyStandard, portalStandard, portalEmployee] = [
    await role('atrium-company-standard'),
    await role('atrium-portal-standard'),
    await role('atrium-portal-employee'),
  ];

  await q(
    'tenants',
    `insert into tenants(name, account_type) select 'Bench Co ' || g, 'COMPANY' from generate_series(1, ${BENCH.tenants}) g`,
  );
  await q(
    'workspaces',
    `insert into workspaces(slug) select 'benchco' || g from generate_series(1, ${BENCH.tenants}) g`,
  );
  await q(
    'plan: people',
    `create temp table bench_people as
       select t.id as tenant_id, w.id as workspace_id, n as tenant_n, k as k
       from generate_series(1, ${BENCH.tenants}) n
       join tenants t on t.name = 'Bench Co ' || n
       join workspaces w on w.slug = 'benchco' || n
       cross join lateral generate_series(0, case when n = 1 then ${BENCH.bigTenantPeople} else ${BENCH.peoplePerTenant} end - 1) k`,
  );
  await q(
    'client users',
    `insert into users(email, first_name, last_name, email_verified_at)
       select 'person' || k || '@benchco' || tenant_n || '.example', 'Person' || k, 'Benchco' || tenant_n, now() from bench_people`,
  );
  await q(
    'client memberships',
    `insert into tenant_memberships(user_id, tenant_id, workspace_id)
       select u.id, p.tenant_id, p.workspace_id from bench_people p join users u on u.email = 'person' || p.k || '@benchco' || p.tenant_n || '.example'`,
  );
  await q(
    'client membership roles',
    `insert into membership_roles(membership_id, role_id) select m.id, $1 from tenant_memberships m join tenants t on t.id = m.tenant_id where t.name like 'Bench Co %'`,
    [companyStandard],
  );
  await q(
    'staff users',
    `insert into users(email, first_name, last_name, email_verified_at) select 'benchstaff' || g || '@${internalDomain}', 'Staff' || g, 'Bench', now() from generate_series(0, ${BENCH.staff - 1}) g`,
  );
  await q(
    'staff memberships',
    `insert into tenant_memberships(user_id, tenant_id, workspace_id) select id, $1, $2 from users where email like 'benchstaff%'`,
    [internal.id, staffWs.id],
  );
  await q(
    'staff roles',
    `insert into membership_roles(membership_id, role_id) select m.id, $1 from tenant_memberships m join users u on u.id = m.user_id where u.email like 'benchstaff%'`,
    [portalStandard],
  );
  await q(
    'staff user roles',
    `insert into user_roles(user_id, role_id) select id, $1 from users where email like 'benchstaff%'`,
    [portalEmployee],
  );

  // Plan of the client conversations: two or three client members, one bench staff member, Kim in every fifth.
  await q(
    'plan: conversations',
    `create temp table bench_conv as
       with people as (
         select p.tenant_n, p.k, u.id as user_id, count(*) over (partition by p.tenant_n) as n
         from bench_people p join users u on u.email = 'person' || p.k || '@benchco' || p.tenant_n || '.example'),
       staff as (select row_number() over (order by id) - 1 as k, id from users where email like 'benchstaff%')
       select gen_random_uuid() as external_id, t.id as tenant_id, g.tenant_n, g.i,
              case when g.i % 4 = 0 then 'PRIVATE_GROUP' else 'PRIVATE' end as type,
              a.user_id as client_a, b.user_id as client_b, c3.user_id as client_c, s.id as staff,
              (g.i % 5 = 0) as with_kim,
              (array['OPEN','ANSWERED','FINALIZED'])[1 + g.i % 3] as thread_status,
              now() - (random() * interval '90 days') as last_at
       from (select n as tenant_n, i from generate_series(1, ${BENCH.tenants}) n, generate_series(0, ${BENCH.conversationsPerTenant - 1}) i) g
       join tenants t on t.name = 'Bench Co ' || g.tenant_n
       join people a on a.tenant_n = g.tenant_n and a.k = g.i % a.n
       join people b on b.tenant_n = g.tenant_n and b.k = (g.i + 1) % b.n
       join people c3 on c3.tenant_n = g.tenant_n and c3.k = (g.i + 2) % c3.n
       join staff s on s.k = (g.tenant_n + g.i) % ${BENCH.staff}`,
  );
  await q(
    'conversations',
    `insert into chat_conversations(external_id, tenant_id, type, title, owner_user_id, thread_status, thread_started_at, last_open_at, waiting_since,
                                    finalized_at, last_message_at, last_message_text, created_at, updated_at)
       select external_id, tenant_id, type, case when type = 'PRIVATE_GROUP' then 'Group ' || i else null end, client_a, thread_status,
              last_at - interval '30 days', last_at - interval '1 day',
              case when thread_status = 'OPEN' then last_at - (random() * interval '3 days') end,
              case when thread_status = 'FINALIZED' then last_at end,
              last_at, 'Bench message ${BENCH.messagesPerConversation}', last_at - interval '30 days', last_at
       from bench_conv`,
  );
  await q(
    'conversation ids',
    `alter table bench_conv add column id integer; update bench_conv b set id = c.id from chat_conversations c where c.external_id = b.external_id`,
  );
  await q(
    'members',
    `insert into chat_members(conversation_id, user_id, is_owner, unread_count, last_read_at, joined_at)
       select id, u, u = client_a, case when random() < 0.3 then 1 + floor(random() * 9)::int else 0 end, last_at, last_at - interval '30 days'
       from bench_conv, lateral (values (client_a), (client_b), (staff), (case when type = 'PRIVATE_GROUP' then client_c end), (case when with_kim then $1::int end)) v(u)
       where u is not null
       on conflict do nothing`,
    [kim.id],
  );
  // A team channel for every tenth conversation: its staff member and Kim.
  await q(
    'team channels',
    `insert into chat_conversations(tenant_id, type, parent_id, last_message_at, last_message_text, created_at, updated_at)
       select tenant_id, 'INTERNAL_CHANNEL', id, last_at, 'Bench note', last_at - interval '30 days', last_at from bench_conv where i % 10 = 0`,
  );
  await q(
    'team channel members',
    `insert into chat_members(conversation_id, user_id, unread_count)
       select ch.id, v.u, case when random() < 0.3 then 1 + floor(random() * 5)::int else 0 end
       from chat_conversations ch join bench_conv b on b.id = ch.parent_id, lateral (values (b.staff), ($1::int)) v(u)
       on conflict do nothing`,
    [kim.id],
  );
  await q(
    'messages (client conversations)',
    `insert into chat_messages(conversation_id, user_id, text, created_at)
       select b.id, case when g % 3 = 0 then b.staff when g % 3 = 1 then b.client_a else b.client_b end,
              'Bench message ' || g || ' about the quarterly numbers and the next steps',
              b.last_at - (${BENCH.messagesPerConversation} - g) * interval '7 minutes'
       from bench_conv b cross join generate_series(1, ${BENCH.messagesPerConversation}) g`,
  );
  await q(
    'messages (team channels)',
    `insert into chat_messages(conversation_id, user_id, text, created_at)
       select ch.id, case when g % 2 = 0 then b.staff else $1::int end, 'Bench note ' || g, b.last_at - (${BENCH.messagesPerChannel} - g) * interval '11 minutes'
       from chat_conversations ch join bench_conv b on b.id = ch.parent_id cross join generate_series(1, ${BENCH.messagesPerChannel}) g`,
    [kim.id],
  );
  await q(
    'mentions of Kim',
    `insert into chat_mentions(message_id, conversation_id, user_id)
       select m.id, m.conversation_id, $1::int from chat_messages m join bench_conv b on b.id = m.conversation_id
       where b.with_kim and b.i % 20 = 0 and m.text = 'Bench message 90 about the quarterly numbers and the next steps'`,
    [kim.id],
  );
  // The 50-member group of the delivery test: the 48 first people of Bench Co 1, Kim and one bench staff member.
  const group = await one<{ id: number; external_id: string }>(
    `insert into chat_conversations(tenant_id, type, title, owner_user_id, thread_status, thread_started_at, last_open_at, last_message_at, created_at, updated_at)
       select t.id, 'PRIVATE_GROUP', 'Bench all-hands', null, 'ANSWERED', now() - interval '1 day', now() - interval '1 day', now() - interval '1 hour', now() - interval '1 day', now() - interval '1 hour'
       from tenants t where t.name = 'Bench Co 1' returning id, external_id`,
  );
  await q(
    'all-hands members',
    `insert into chat_members(conversation_id, user_id, is_owner)
       select $1::int, u.id, p.k = 0 from bench_people p join users u on u.email = 'person' || p.k || '@benchco' || p.tenant_n || '.example'
       where p.tenant_n = 1 and p.k < 48
       union all select $1::int, $2::int, false
       union all select $1::int, (select id from users where email = 'benchstaff0@${internalDomain}'), false`,
    [group.id, kim.id],
  );
  // The list search reads search_text, which the app's writes keep (modules/chat/store.ts refreshSearch); the same here.
  await q(
    'search text',
    `update chat_conversations c set search_text = concat_ws(E'\\n', c.title, (select string_agg(u.first_name || ' ' || u.last_name, E'\\n' order by u.id)
       from chat_members m join users u on u.id = m.user_id where m.conversation_id = c.id))`,
  );
  // A database that has been running carries a visibility map (autovacuum); without one every index-only scan of a
  // freshly written table visits the heap, and the list counts measure that instead of the query (10 × slower).
  await q('vacuum analyze', 'vacuum analyze');
  return { groupExternalId: group.external_id };
}
