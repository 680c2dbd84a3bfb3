/**
 * The bad-input walk (issue 13 item 2): every operation of the app's own OpenAPI document gets requests derived from
 * its schema but broken — a missing required field, null, a wrong type, a 100,000-character string, a NUL byte, an
 * unknown enum value, another tenant's id (Globex), malformed JSON, bad percent-encoding, a malformed multipart form,
 * another tenant's header — sent with a valid session (Acme's owner) and without one.
 *
 * It asserts what a caller would notice: no 5xx; every 4xx is the error envelope; a refused call changes no row
 * (a row count and checksum of every table, before and after); and nothing of Globex reaches Acme's owner.
 *
 * The generator is seeded (SEED), so a run is repeatable; each operation gets at most WITH_SESSION + WITHOUT_SESSION
 * requests. BAD_INPUT_LOG=1 prints every request and its status; BAD_INPUT_SEED=n walks with another seed;
 * BAD_INPUT_ALL=1 sends every variant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config.ts';
import { createTestApp, type TestApp } from './harness.ts';

/** Fixed, so every run sends the same requests; BAD_INPUT_SEED=n explores other variants (then fix what they find). */
const SEED = Number(process.env.BAD_INPUT_SEED ?? 20261126);
/** BAD_INPUT_ALL=1 sends every variant of every operation (several thousand requests; for hunting, not for CI). */
const ALL = process.env.BAD_INPUT_ALL === '1';
const WITH_SESSION = ALL ? Infinity : 5;
const WITHOUT_SESSION = ALL ? Infinity : 2;
/** Variants sent as the provider's admin, so the staff-only operations are walked past their permission check too. */
const AS_STAFF = ALL ? Infinity : 2;
const HUGE = 'x'.repeat(100_000);
const LOG = process.env.BAD_INPUT_LOG === '1';
/** A request that gets no answer this long is reported as hung (and the walk goes on). */
const HANG_MS = 5000;
/** A marker in everything the walk creates for Globex: it must never reach Acme's owner. */
const SECRET = 'GLOBEX-SECRET';
/**
 * Tables a refused call may change by design: failed logins and wrong codes are counted (brute-force limits), tokens
 * record their last use, the job runner works on its own. Every other table must be untouched by a refused call.
 */
const MAY_CHANGE_ON_REFUSAL = new Set([
  'jobs',
  'auth_tokens',
  'login_failures',
  'auth_codes',
  'auth_mail_requests',
  'phone_verifications',
]);

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: Json[];
  const?: Json;
  default?: Json;
  nullable?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  pattern?: string;
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: Schema };
type Operation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } };
type Spec = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

/** mulberry32: a small seeded generator, enough to pick variants repeatably. */
function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const uuid = () => 'xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx'.replace(/x/g, () => int(16).toString(16));
  function shuffle<T>(xs: T[]): T[] {
    const out = [...xs];
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(i + 1);
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }
  return { int, uuid, shuffle, pick: <T>(xs: T[]) => xs[int(xs.length)] };
}

/** Ids and names the generator fills in: Acme's for the base request, Globex's for the tenant-wall variants. */
type World = {
  acme: { tenant: string; company: string; user: string };
  globex: { tenant: string; company: string; user: string; privateIds: string[] };
};

type Location = 'path' | 'query' | 'body';
/** One place a value goes: a path or query parameter, or a field (at any depth) of the JSON body. */
type Slot = { loc: Location; at: (string | number)[]; schema: Schema; required: boolean; name: string };
type Request = {
  path: Record<string, string>;
  query: Record<string, Json>;
  body: Json | undefined;
  /** Raw payload and content type (malformed JSON, multipart) instead of the JSON body. */
  raw?: { payload: string; contentType: string };
  /** Text put into the URL as is (bad percent-encoding); replaces the named path parameter or query value. */
  rawPath?: Record<string, string>;
  rawQuery?: string;
  /** Globex's X-Tenant-Id instead of the caller's, or one that is no tenant id at all. */
  tenantHeader?: 'globex' | 'garbage';
};
type Variant = { kind: string; label: string; apply: (r: Request) => void };

function walkSpec(spec: Spec, world: World, rnd: ReturnType<typeof seeded>) {
  const resolve = (s: Schema | undefined): Schema => {
    let out = s ?? {};
    for (let i = 0; out.$ref && i < 10; i++) out = spec.components?.schemas?.[out.$ref.split('/').pop()!] ?? {};
    if (out.allOf?.length === 1) return { ...resolve(out.allOf[0]), nullable: out.nullable };
    return out;
  };
  const typeOf = (s: Schema): string | undefined => {
    if (s.enum) return 'enum';
    const t = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
    if (t) return t;
    if (s.properties) return 'object';
    const alt = (s.anyOf ?? s.oneOf)?.map(resolve).find((x) => typeOf(x) && typeOf(x) !== 'null');
    return alt ? typeOf(alt) : undefined;
  };
  const alternative = (s: Schema) => (s.anyOf ?? s.oneOf)?.map(resolve).find((x) => typeOf(x) !== 'null');

  const idFor = (name: string, side: 'acme' | 'globex') => {
    const who = world[side];
    if (/tenant/i.test(name)) return who.tenant;
    if (/company/i.test(name)) return who.company;
    if (/user|member|employee|client|kam/i.test(name)) return who.user;
    return side === 'globex' ? rnd.pick(world.globex.privateIds) : rnd.uuid();
  };

  /** A value the schema accepts as far as a generator can tell (formats, enums, bounds), for the base request. */
  function sample(s0: Schema | undefined, name: string, depth = 0): Json {
    const s = resolve(s0);
    if (s.const !== undefined) return s.const;
    if (s.default !== undefined && s.default !== null) return s.default;
    if (s.enum) return s.enum.find((e) => e !== null) ?? null;
    const alt = alternative(s);
    if (!s.type && alt) return sample(alt, name, depth);
    switch (typeOf(s)) {
      case 'string': {
        if (s.format === 'uuid') return idFor(name, 'acme');
        if (s.format === 'email' || /email/i.test(name)) return 'walk@example.org';
        if (s.format === 'date-time') return new Date(Date.UTC(2026, 0, 2)).toISOString();
        if (s.format === 'date') return '2026-01-02';
        if (s.pattern && /\\d/.test(s.pattern) && !/[a-z]{2}/i.test(s.pattern)) return '1234567';
        const len = Math.max(s.minLength ?? 1, 3);
        return 'abcdefgh'.repeat(Math.ceil(len / 8)).slice(0, Math.min(len, s.maxLength ?? len));
      }
      case 'integer':
      case 'number':
        return Math.max(s.minimum ?? 1, Math.min(1, s.maximum ?? 1));
      case 'boolean':
        return true;
      case 'array':
        return depth > 4
          ? []
          : Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sample(s.items, name, depth + 1));
      case 'object': {
        const out: Record<string, Json> = {};
        if (depth > 4) return out;
        for (const key of s.required ?? []) out[key] = sample(s.properties?.[key], key, depth + 1);
        return out;
      }
      default:
        return {};
    }
  }

  /** Every field of a body schema, nested objects and the first item of arrays included (three levels deep). */
  function bodySlots(s0: Schema | undefined, at: (string | number)[], required: boolean, out: Slot[], depth = 0) {
    const s = resolve(s0);
    const name = String(at.filter((x) => typeof x === 'string').at(-1) ?? 'body');
    if (at.length) out.push({ loc: 'body', at, schema: s, required, name });
    if (depth >= 3) return;
    const t = typeOf(s);
    const shape = !s.type && alternative(s) ? alternative(s)! : s;
    if (t === 'object')
      for (const [key, child] of Object.entries(shape.properties ?? {}))
        bodySlots(child, [...at, key], (shape.required ?? []).includes(key), out, depth + 1);
    if (t === 'array') bodySlots(shape.items, [...at, 0], true, out, depth + 1);
  }

  const setAt = (r: Request, slot: Slot, value: Json | undefined) => {
    if (slot.loc === 'path') r.path[slot.name] = String(value ?? '');
    else if (slot.loc === 'query') {
      if (value === undefined) delete r.query[slot.name];
      else r.query[slot.name] = value;
    } else {
      let parent = r.body as Record<string | number, Json>;
      // An optional object or array on the way is created, so the broken value reaches its place.
      slot.at.slice(0, -1).forEach((k, i) => {
        if (parent === null || typeof parent !== 'object') return;
        parent[k] ??= typeof slot.at[i + 1] === 'number' ? [] : {};
        parent = parent[k] as Record<string | number, Json>;
      });
      if (parent === null || typeof parent !== 'object') return;
      const last = slot.at.at(-1)!;
      if (value === undefined) delete parent[last];
      else parent[last] = value;
    }
  };

  /** The broken variants one slot offers, by its schema. */
  function slotVariants(slot: Slot): Variant[] {
    const where = `${slot.loc}.${slot.at.join('.')}`;
    const v = (kind: string, value: Json | undefined): Variant => ({
      kind,
      label: `${kind} ${where}`,
      apply: (r) => setAt(r, slot, value),
    });
    const t = typeOf(slot.schema);
    const out: Variant[] = [];
    if (slot.required && slot.loc !== 'path') out.push(v('missing', undefined));
    if (!slot.schema.nullable && slot.loc === 'body') out.push(v('null', null));
    if (t === 'string' || t === 'enum') {
      out.push(v('huge', HUGE), v('nul-byte', 'a\u0000b'));
      if (slot.loc === 'body') out.push(v('wrong-type', 12345));
    }
    if (t === 'integer' || t === 'number')
      out.push(v('wrong-type', 'not-a-number'), v('out-of-range', slot.loc === 'body' ? 1e300 : '1e400'));
    if (t === 'boolean') out.push(v('wrong-type', 'maybe'));
    if (t === 'object' || t === 'array') out.push(v('wrong-type', 'text'));
    if (t === 'enum') out.push(v('unknown-enum', 'NOT_A_VALUE'));
    if (slot.schema.format === 'uuid') {
      out.push(v('globex-id', idFor(slot.name, 'globex')));
      out.push(v('not-a-uuid', 'not-a-uuid'));
    }
    return out;
  }

  type Op = { method: string; path: string; jsonBody: boolean; slots: Slot[]; base: () => Request };
  const ops: Op[] = [];
  for (const [path, byMethod] of Object.entries(spec.paths))
    for (const [method, op] of Object.entries(byMethod)) {
      const slots: Slot[] = [];
      for (const p of op.parameters ?? [])
        if (p.in === 'path' || p.in === 'query')
          slots.push({ loc: p.in, at: [p.name], schema: resolve(p.schema), required: !!p.required, name: p.name });
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      if (bodySchema) bodySlots(bodySchema, [], true, slots);
      const base = (): Request => {
        const r: Request = { path: {}, query: {}, body: bodySchema ? sample(bodySchema, 'body') : undefined };
        for (const s of slots)
          if (s.loc === 'path' || (s.loc === 'query' && s.required)) setAt(r, s, sample(s.schema, s.name));
        return r;
      };
      ops.push({ method: method.toUpperCase(), path, jsonBody: !!bodySchema, slots, base });
    }

  /** Variants that break the request as a whole rather than one field. */
  function requestVariants(op: Op): Variant[] {
    const out: Variant[] = [];
    if (op.jsonBody) {
      out.push({
        kind: 'malformed-json',
        label: 'malformed JSON body',
        apply: (r) => (r.raw = { payload: '{"a": [1, 2', contentType: 'application/json' }),
      });
      out.push({ kind: 'body-not-object', label: 'body is an array', apply: (r) => (r.body = [1, 'two']) });
    }
    if (op.method !== 'GET' && !op.jsonBody) {
      const boundary = 'walkboundary';
      const forms = [
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF-1.4 truncated`,
        'this is not a multipart body at all',
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n`,
      ];
      out.push({
        kind: 'malformed-multipart',
        label: 'malformed multipart form',
        apply: (r) => (r.raw = { payload: rnd.pick(forms), contentType: `multipart/form-data; boundary=${boundary}` }),
      });
    }
    const pathParam = op.slots.find((s) => s.loc === 'path');
    const queryParam = op.slots.find((s) => s.loc === 'query');
    if (pathParam)
      out.push({
        kind: 'bad-percent',
        label: `bad percent-encoding path.${pathParam.name}`,
        apply: (r) => (r.rawPath = { [pathParam.name]: 'a%E0%A4%Az%' }),
      });
    else if (queryParam)
      out.push({
        kind: 'bad-percent',
        label: `bad percent-encoding query.${queryParam.name}`,
        apply: (r) => (r.rawQuery = `${queryParam.name}=a%E0%A4%Az%`),
      });
    out.push({
      kind: 'nul-in-query',
      label: 'NUL byte in an extra query parameter',
      apply: (r) => (r.rawQuery = 'walk=%00'),
    });
    out.push({ kind: 'globex-header', label: 'X-Tenant-Id of Globex', apply: (r) => (r.tenantHeader = 'globex') });
    out.push({ kind: 'garbage-header', label: 'X-Tenant-Id not an id', apply: (r) => (r.tenantHeader = 'garbage') });
    return out;
  }

  /** At most n variants, spread over kinds: another tenant's id first when the operation takes one. */
  function choose(all: Variant[], n: number): Variant[] {
    const byKind = new Map<string, Variant[]>();
    for (const v of rnd.shuffle(all)) byKind.set(v.kind, [...(byKind.get(v.kind) ?? []), v]);
    const kinds = rnd.shuffle([...byKind.keys()]).sort((a, b) => Number(b === 'globex-id') - Number(a === 'globex-id'));
    const out: Variant[] = [];
    for (let round = 0; out.length < n && round < (ALL ? 1000 : 10); round++)
      for (const k of kinds) {
        const v = byKind.get(k)![round];
        if (v && out.length < n) out.push(v);
      }
    return out;
  }

  return ops.map((op) => {
    const all = [...op.slots.flatMap(slotVariants), ...requestVariants(op)];
    return {
      ...op,
      withSession: choose(all, WITH_SESSION),
      withoutSession: choose(
        all.filter((v) => !v.kind.endsWith('-header')),
        WITHOUT_SESSION,
      ),
      asStaff: choose(
        all.filter((v) => !v.kind.endsWith('-header')),
        AS_STAFF,
      ),
    };
  });
}

/** The URL and payload of a request. */
function render(template: string, r: Request) {
  let url = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (r.rawPath?.[name] !== undefined) return r.rawPath[name];
    return encodeURIComponent(r.path[name] ?? 'x');
  });
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(r.query))
    if (Array.isArray(v)) v.forEach((x) => qs.append(k, typeof x === 'object' ? JSON.stringify(x) : String(x)));
    else qs.append(k, v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v));
  const query = [qs.toString(), r.rawQuery].filter(Boolean).join('&');
  if (query) url += `?${query}`;
  if (r.raw) return { url, payload: r.raw.payload, contentType: r.raw.contentType };
  if (r.body === undefined) return { url, payload: undefined, contentType: undefined };
  return { url, payload: JSON.stringify(r.body), contentType: 'application/json' };
}

describe('the bad-input walk over every operation of the OpenAPI document', () => {
  let t: TestApp;
  let spec: Spec;
  let world: World;
  let tables: string[];
  const ACME_OWNER = 'owner@acme.example';
  const GLOBEX_OWNER = 'owner@globex.example';
  const STAFF_ADMIN = 'admin@atrium.dev';

  beforeAll(async () => {
    // No background job: the analysis runner would change rows while the walk compares them.
    t = await createTestApp({ jobs: { ...loadConfig({ JOBS_ENABLED: 'false' }).jobs } });
    spec = (t.app as unknown as { swagger(): Spec }).swagger();
    const acmeTenant = await t.tenantId('Acme Inc.');
    const globexTenant = await t.tenantId('Globex LLC');

    // Globex data with the marker in its names: a custom folder, a document-center folder, a chat with its KAM.
    const asGlobex = (method: string, url: string, body?: unknown) =>
      t.call(method, url, { as: GLOBEX_OWNER, tenant: globexTenant, body });
    const made = [await asGlobex('POST', '/api/document-center/folder/create', { name: `${SECRET} documents` })];
    const chat = await asGlobex('POST', '/api/atrium-chat-conversation/with-kam', {});
    made.push(chat);
    made.push(
      await asGlobex('POST', '/api/atrium-chat-message/', {
        conversationExternalId: chat.body.content?.externalId,
        message: `${SECRET} message`,
      }),
    );
    for (const r of made) expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
    // Globex's plan has no data room (Basic): its rows are written directly, as a room kept from an earlier plan.
    await t.database.raw.query(
      `insert into data_room_files (tenant_id, name, extension, size, parent_static_id, processing_state)
       select id, $2, 'pdf', 10, 9997, 'PROCESSED_SEEN' from tenants where external_id = $1`,
      [globexTenant, `${SECRET}.pdf`],
    );

    const q = async <T>(sql: string, params: unknown[] = []) => (await t.database.raw.query<T>(sql, params)).rows;
    const one = async (sql: string, params: unknown[]) => (await q<{ id: string }>(sql, params))[0].id;
    const [globexId] = (await q<{ id: number }>('select id from tenants where external_id = $1', [globexTenant])).map(
      (r) => r.id,
    );
    const scoped = await q<{ table_name: string }>(
      `select table_name from information_schema.columns where table_schema = 'public' and column_name = 'tenant_id'
       intersect
       select table_name from information_schema.columns where table_schema = 'public' and column_name = 'external_id'`,
    );
    const privateIds: string[] = [];
    for (const { table_name } of scoped)
      for (const r of await q<{ id: string }>(
        `select external_id::text as id from "${table_name}" where tenant_id = $1`,
        [globexId],
      ))
        privateIds.push(r.id);
    for (const r of await q<{ id: string }>(
      `select m.external_id::text as id from chat_messages m join chat_conversations c on c.id = m.conversation_id
       where c.tenant_id = $1`,
      [globexId],
    ))
      privateIds.push(r.id);
    world = {
      acme: {
        tenant: acmeTenant,
        company: await one(
          'select c.external_id::text as id from companies c join tenants t on t.id = c.tenant_id where t.external_id = $1',
          [acmeTenant],
        ),
        user: await one('select external_id::text as id from users where email = $1', [ACME_OWNER]),
      },
      globex: {
        tenant: globexTenant,
        company: await one(
          'select c.external_id::text as id from companies c join tenants t on t.id = c.tenant_id where t.external_id = $1',
          [globexTenant],
        ),
        user: await one('select external_id::text as id from users where email = $1', [GLOBEX_OWNER]),
        privateIds,
      },
    };
    tables = (
      await q<{ table_name: string }>(
        "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
      )
    )
      .map((r) => r.table_name)
      .filter((name) => !MAY_CHANGE_ON_REFUSAL.has(name) && !name.startsWith('__'));
    // A row trigger on every watched table counts its writes: reading that counter after each call costs far less than
    // hashing every row of every table, and an update that writes the same values is not a change.
    await t.database.raw.query('create table __walk_changes (t text primary key, n bigint not null)');
    await t.database.raw.query(`create function __walk_count() returns trigger language plpgsql as $$
      begin
        insert into __walk_changes as w (t, n) values (tg_table_name, 1) on conflict (t) do update set n = w.n + 1;
        return null;
      end $$`);
    for (const name of tables) {
      await t.database.raw.query(
        `create trigger __walk_write after insert or delete on "${name}" for each row execute function __walk_count()`,
      );
      await t.database.raw.query(
        `create trigger __walk_update after update on "${name}" for each row
         when (old.* is distinct from new.*) execute function __walk_count()`,
      );
    }
  });
  afterAll(() => t?.close());

  /** Rows written (inserted, deleted, or updated to a different value) per table since the walk began. */
  async function snapshot(): Promise<Map<string, string>> {
    const rows = (await t.database.raw.query<{ t: string; n: string }>('select t, n::text as n from __walk_changes'))
      .rows;
    return new Map(rows.map((r) => [r.t, r.n]));
  }

  it('sees what it looks for: a changed row, and Globex data where Globex may read it', async () => {
    const before = await snapshot();
    const saved = await t.call('POST', '/api/search-history', {
      as: ACME_OWNER,
      tenant: world.acme.tenant,
      body: { search: 'walk check', type: 0 },
    });
    expect(saved.status).toBeLessThan(300);
    expect([...(await snapshot())].filter(([k, h]) => before.get(k) !== h).map(([k]) => k)).toEqual(['search_history']);
    const own = await t.call('GET', '/api/document-center/files', { as: GLOBEX_OWNER, tenant: world.globex.tenant });
    expect(JSON.stringify(own.body)).toContain(SECRET);
    expect(world.globex.privateIds.length).toBeGreaterThan(5);
  });

  it(
    'answers no 5xx, refuses with the envelope, changes nothing when it refuses and shows Acme nothing of Globex',
    async () => {
      const started = Date.now();
      const rnd = seeded(SEED);
      const ops = walkSpec(spec, world, rnd);
      const acmeToken = await t.tokenFor(ACME_OWNER);
      type Who = 'acme' | 'staff' | 'anonymous';
      const sessions = {
        acme: { email: ACME_OWNER, token: acmeToken, tenant: world.acme.tenant },
        staff: { email: STAFF_ADMIN, token: await t.tokenFor(STAFF_ADMIN), tenant: await t.tenantId('AtriumTenant0') },
      };
      const problems = {
        serverErrors: [] as string[],
        noEnvelope: [] as string[],
        changed: [] as string[],
        leaks: [] as string[],
      };
      let sent = 0;
      const statuses = new Map<string, number>();
      let before = await snapshot();

      // Staff calls come last: what the provider's admin may change (plans, experts) must not narrow Acme's walk.
      const runs: { op: (typeof ops)[number]; v: Variant; who: Who }[] = [
        ...ops.flatMap((op) => [
          ...op.withSession.map((v) => ({ op, v, who: 'acme' as const })),
          ...op.withoutSession.map((v) => ({ op, v, who: 'anonymous' as const })),
        ]),
        ...ops.flatMap((op) => op.asStaff.map((v) => ({ op, v, who: 'staff' as const }))),
      ];
      for (const { op, v, who } of runs) {
        const r = op.base();
        v.apply(r);
        const { url, payload, contentType } = render(op.path, r);
        const headers: Record<string, string> = {};
        if (contentType) headers['content-type'] = contentType;
        if (who !== 'anonymous') {
          const session = sessions[who];
          // Logging out ends the session it runs on: those calls get a token of their own.
          const token = /logout/.test(op.path)
            ? (await t.services.auth.tokens.issue((await t.services.users.byEmail(session.email))!.id)).token
            : session.token;
          headers.authorization = `Bearer ${token}`;
          const tenants = { globex: world.globex.tenant, garbage: "not-a-tenant';--" };
          headers['x-tenant-id'] = r.tenantHeader ? tenants[r.tenantHeader] : session.tenant;
        }
        const res = await Promise.race([
          t.app.inject({ method: op.method as never, url, headers, payload }),
          new Promise<null>((r) => setTimeout(() => r(null), HANG_MS).unref()),
        ]);
        sent += 1;
        const bucket = `${who} ${res ? res.statusCode : 'hung'}`;
        statuses.set(bucket, (statuses.get(bucket) ?? 0) + 1);
        if (!res) {
          problems.serverErrors.push(`${op.method} ${op.path} ${v.label}: no answer within ${HANG_MS} ms`);
          continue;
        }
        const what = `${op.method} ${op.path} [${who}] ${v.label} → ${res.statusCode}`;
        if (LOG) console.log(what, res.statusCode >= 400 ? res.body.slice(0, 200) : '');

        if (res.statusCode >= 500) problems.serverErrors.push(`${what}: ${res.body.slice(0, 200)}`);
        if (res.statusCode >= 400 && res.statusCode < 500) {
          let body: { success?: unknown; errorCode?: unknown; message?: unknown } = {};
          try {
            body = res.json();
          } catch {
            /* not JSON: reported below */
          }
          if (!(
            body.success === false &&
            typeof body.errorCode === 'string' &&
            typeof body.message === 'string' &&
            body.message &&
            'content' in body
          ))
            problems.noEnvelope.push(`${what}: ${res.body.slice(0, 200)}`);
        }
        // The provider's staff may read Globex; Acme's owner may not.
        if (who === 'acme') {
          const text = res.rawPayload.toString('latin1');
          const sentText = `${url} ${payload ?? ''}`;
          const leaked = [SECRET, ...world.globex.privateIds].filter((m) => text.includes(m) && !sentText.includes(m));
          if (leaked.length) problems.leaks.push(`${what}: ${leaked.join(', ')}`);
        }
        const after = await snapshot();
        if (res.statusCode >= 400) {
          const diff = [...after].filter(([k, h]) => before.get(k) !== h).map(([k]) => k);
          if (diff.length) problems.changed.push(`${what}: ${diff.join(', ')}`);
        }
        before = after;
      }

      // The sessions survived the walk (a walk whose token died would only have tested 401s).
      for (const { token } of Object.values(sessions))
        expect((await t.call('GET', '/auth/current-user', { token })).status).toBe(200);
      console.log(
        `bad-input walk: ${ops.length} operations, ${sent} requests, ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      if (LOG)
        console.log(
          [...statuses]
            .sort()
            .map(([k, n]) => `${k}: ${n}`)
            .join('\n'),
        );
      expect.soft(problems.serverErrors, 'answered 5xx').toEqual([]);
      expect.soft(problems.noEnvelope, '4xx without the error envelope').toEqual([]);
      expect.soft(problems.changed, 'refused calls that changed rows').toEqual([]);
      expect.soft(problems.leaks, "Globex data in Acme's answers").toEqual([]);
      expect(ops.length).toBeGreaterThan(150);
    },
    ALL ? 1_800_000 : 300_000,
  );
});
