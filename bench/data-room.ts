/**
 * `npm run bench:data-room` (node bench/data-room.ts): the master data room at scale on PostgreSQL.
 *  1. A fresh database `atrium_bench_data_room` on DATABASE_URL's server (default postgres://root@127.0.0.1:5432/test):
 *     migrations and demo data through the app, then bench/data-room-seed.ts in SQL (100,000 files with extracted
 *     text in Acme, 10,000 of them in one folder; a document-center folder of 10,000 files).
 *  2. One server process (bench/target.ts on that database, files on local disk):
 *     - upload of a 100 MB PDF through real HTTP (POST /api/data-room/upload-files, streamed multipart) from a fresh
 *       small client process, MB/s, the server's CPU seconds and the peak growth of its RSS (sampled from /proc every
 *       5 ms), against a plain streamed disk copy of the same file on the same filesystem run (in its own process)
 *       right before each upload, so each round gives its own ratio; the same for the document center (one
 *       unmeasured round of each first);
 *     - autocannon on the files list of the 10,000-file folder (page 0 of 100, default sort), and on search over the
 *       100,000 documents with a rotating set of terms (p50, p99); the document-center list of its 10,000-file folder.
 * Knobs: BENCH_CONNECTIONS (1), BENCH_DURATION seconds (5), BENCH_WARMUP (1), BENCH_UPLOADS (3), BENCH_ONLY=upload|http,
 * BENCH_KEEP=1 keeps the database, BENCH_SKIP_SEED=1 reuses a kept one, BENCH_DB names it (atrium_bench_data_room),
 * BENCH_PROFILE=<dir> profiles the server's CPU and summarises it for the upload windows, BENCH_NODE_ARGS adds Node
 * options to the server, BENCH_CLIENT=curl|node picks what sends the uploads (curl when installed).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../packages/server/src/platform/config.ts';
import { createDeps } from '../packages/server/src/platform/bootstrap.ts';
import { openDatabase } from '../packages/server/src/platform/db.ts';
import { buildApp } from '../packages/server/src/app.ts';
import { seedDemoData } from '../packages/server/src/seed/demo.ts';
import { createLogger } from '../packages/server/src/platform/logger.ts';
import { DATA_ROOM_BENCH, seedDataRoomBench } from './data-room-seed.ts';
import { ADMIN_URL, admin } from './pg-admin.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1);
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1);
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 3);
const ONLY = process.env.BENCH_ONLY ?? '';
const PROFILE_DIR = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : '';
const DB_NAME = process.env.BENCH_DB ?? 'atrium_bench_data_room';
const UPLOAD_BYTES = 100_000_000;
/**
 * What sends the uploads: curl (default, when installed) or a small Node client. The Node client spends as much CPU as
 * the whole disk copy (0.19–0.30 s per 100 MB) on the same two cores as the server, so on this machine it measured
 * itself more than the server; curl spends 0.03–0.12 s (docs/performance.md, "Uploads: batched writes and the heap's
 * headroom").
 */
const UPLOAD_CLIENT =
  process.env.BENCH_CLIENT ?? (spawnSync('curl', ['--version'], { stdio: 'ignore' }).status === 0 ? 'curl' : 'node');
const dbUrl = (() => {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${DB_NAME}`;
  return u.toString();
})();
// Beside the server's files (bench/target.ts keeps them in ./data), so the disk copy runs on the same filesystem.
const DATA_DIR = path.join(process.cwd(), 'data', 'bench-data-room');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

interface Fixture {
  token: string;
  tenant: string;
  docFolder: string;
}

async function prepare(): Promise<Fixture> {
  if (!process.env.BENCH_SKIP_SEED) {
    await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${DB_NAME}`);
  }
  const database = await openDatabase({ url: dbUrl, dataDir: null });
  const config = loadConfig(
    { APP_ENV: 'prod', REALTIME_BUS: 'memory', DEMO_PASSWORD: 'Bench-demo-pass-1' },
    { databaseUrl: dbUrl },
  );
  const deps = await createDeps(config, { database, log: createLogger('silent') });
  const { app, services } = await buildApp(deps);
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  try {
    const owner = async () =>
      (await c.query(`select id from users where email = 'owner@acme.example'`)).rows[0] as { id: number } | undefined;
    if (!process.env.BENCH_SKIP_SEED) {
      await seedDemoData(database.db, config, services);
      const acme = (await c.query(`select id from tenants where name = 'Acme Inc.'`)).rows[0] as { id: number };
      const t0 = Date.now();
      await seedDataRoomBench(c, acme.id, (await owner())!.id);
      console.error(`seeded in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    }
    const counts = (
      await c.query(
        `select (select count(*) from data_room_files)::int as files, (select count(*) from data_room_files where parent_static_id = $1)::int as folder,
                                          (select count(*) from doc_center_items)::int as docCenter`,
        [DATA_ROOM_BENCH.bigFolderStaticId],
      )
    ).rows[0];
    console.error(`data: ${JSON.stringify(counts)}`);
    const tenant = (await c.query(`select external_id from tenants where name = 'Acme Inc.'`)).rows[0]
      .external_id as string;
    const docFolder = (await c.query(`select external_id from doc_center_items where name = 'Bench 10k'`)).rows[0]
      .external_id as string;
    const { token } = await services.auth.tokens.issue((await owner())!.id);
    return { token, tenant, docFolder };
  } finally {
    await c.end();
    await app.close();
    await deps.realtime.bus.close();
    await database.close();
  }
}

interface Target {
  port: number;
  child: ChildProcess;
}
function startTarget(): Promise<Target> {
  return new Promise((resolve, reject) => {
    // BENCH_PROFILE=<dir>: the server writes a V8 CPU profile there when it stops (summarised for the upload windows).
    const prof = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`, '--cpu-prof-interval=250'] : [];
    // BENCH_NODE_ARGS: more Node options for the server only (e.g. --max-semi-space-size=64, --trace-gc).
    const extra = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const child = spawn(
      process.execPath,
      [...prof, ...extra, path.join(import.meta.dirname, 'target.ts'), 'app', dbUrl],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, LOG_LEVEL: 'silent' },
      },
    );
    let buf = '';
    const onData = (d: Buffer) => {
      buf += d.toString();
      const m = /READY (\{.*\})/.exec(buf);
      if (!m) return;
      resolve({ port: (JSON.parse(m[1]) as { port: number }).port, child });
      // Anything else the server prints (--trace-gc from BENCH_NODE_ARGS) goes to stderr.
      child.stdout!.off('data', onData);
      child.stdout!.pipe(process.stderr);
    };
    child.stdout!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`target exited with ${code}`)));
  });
}
async function stopTarget(t: Target) {
  const done = new Promise((r) => t.child.once('exit', r));
  t.child.kill('SIGTERM');
  await done;
}

const rssOf = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : NaN;
};

/** The measured uploads' time windows on the monotonic clock, in µs (the clock of V8's CPU profiles). */
const windows: { name: string; from: number; to: number }[] = [];

/** A 100 MB file that the sniffer takes for a PDF. */
async function makeFile(file: string) {
  const out = fs.createWriteStream(file);
  out.write('%PDF-1.4\n');
  const chunk = randomBytes(1 << 20);
  let left = UPLOAD_BYTES - 9 - 6;
  while (left > 0) {
    const n = Math.min(left, chunk.length);
    if (!out.write(chunk.subarray(0, n))) await new Promise((r) => out.once('drain', r));
    left -= n;
  }
  out.end('%%EOF\n');
  await new Promise((r) => out.once('finish', r));
}

/**
 * The load generator: a fresh, small Node process per measured copy or upload. Not this process: it has loaded the
 * whole app (prepare()), and streaming 100 MB through a large heap costs full garbage collections that a plain
 * client does not pay. It prints one JSON line: its own wall time and CPU (curl's, when curl sends), and the server's
 * CPU over the same window.
 */
const CLIENT_SCRIPT = `
import fs from 'node:fs';
import http from 'node:http';
import { pipeline } from 'node:stream/promises';
const a = JSON.parse(process.env.BENCH_CLIENT);
// CPU seconds from /proc/<pid>/stat: utime + stime (fields 11, 12 after the name), or from 13 on the waited-for children's.
const cpuOf = (pid, from = 11) => {
  const stat = fs.readFileSync('/proc/' + pid + '/stat', 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[from]) + Number(f[from + 1])) / 100;
};
const own = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
const out = (r) => process.stdout.write(JSON.stringify(r) + '\\n');
if (a.mode === 'copy') {
  const c0 = own(), t0 = process.hrtime.bigint();
  await pipeline(fs.createReadStream(a.file), fs.createWriteStream(a.dest));
  out({ seconds: Number(process.hrtime.bigint() - t0) / 1e9, cpu: own() - c0 });
} else if (a.client === 'curl') {
  const { spawn } = await import('node:child_process');
  const childCpu = () => cpuOf('self', 13);
  const s0 = cpuOf(a.pid), k0 = childCpu(), t0 = process.hrtime.bigint();
  const curl = spawn('curl', ['-sS', '-o', '-', '-w', '\\n%{http_code}', '-H', 'Expect:',
    '-H', 'authorization: Bearer ' + a.token, '-H', 'x-tenant-id: ' + a.tenant,
    '-F', 'files=@' + a.file + ';type=application/pdf;filename=bench-100mb.pdf',
    'http://127.0.0.1:' + a.port + a.path], { stdio: ['ignore', 'pipe', 'inherit'] });
  let text = '';
  curl.stdout.on('data', (d) => (text += d));
  curl.on('exit', () => {
    const t1 = process.hrtime.bigint();
    const nl = text.lastIndexOf('\\n');
    out({ seconds: Number(t1 - t0) / 1e9, serverCpu: cpuOf(a.pid) - s0, clientCpu: childCpu() - k0,
      from: Number(t0 / 1000n), to: Number(t1 / 1000n), status: Number(text.slice(nl + 1)), body: JSON.parse(text.slice(0, nl)) });
  });
} else {
  const boundary = '----bench' + Math.random().toString(16).slice(2);
  const head = Buffer.from('--' + boundary + '\\r\\nContent-Disposition: form-data; name="files"; filename="bench-100mb.pdf"\\r\\nContent-Type: application/pdf\\r\\n\\r\\n');
  const tail = Buffer.from('\\r\\n--' + boundary + '--\\r\\n');
  const size = fs.statSync(a.file).size;
  const s0 = cpuOf(a.pid), c0 = own(), t0 = process.hrtime.bigint();
  const req = http.request({ host: '127.0.0.1', port: a.port, path: a.path, method: 'POST', headers: {
    authorization: 'Bearer ' + a.token, 'x-tenant-id': a.tenant,
    'content-type': 'multipart/form-data; boundary=' + boundary, 'content-length': String(head.length + size + tail.length) } },
    (res) => {
      const chunks = [];
      res.on('data', (d) => chunks.push(d));
      res.on('end', () => {
        const t1 = process.hrtime.bigint();
        out({ seconds: Number(t1 - t0) / 1e9, serverCpu: cpuOf(a.pid) - s0, clientCpu: own() - c0,
          from: Number(t0 / 1000n), to: Number(t1 / 1000n), status: res.statusCode, body: JSON.parse(Buffer.concat(chunks).toString()) });
      });
    });
  req.on('error', (e) => { console.error(e); process.exit(1); });
  req.write(head);
  const rs = fs.createReadStream(a.file, { highWaterMark: 1 << 16 });
  rs.on('data', (d) => { if (!req.write(d)) { rs.pause(); req.once('drain', () => rs.resume()); } });
  rs.on('end', () => req.end(tail));
}
`;
function runClient<T>(args: Record<string, unknown>): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', CLIENT_SCRIPT], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, BENCH_CLIENT: JSON.stringify(args) },
    });
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as T) : reject(new Error(`client exited ${code}`)),
    );
  });
}

/** Streams the file as one multipart part (from a client process); the seconds taken, peak RSS growth, CPU, reply. */
async function upload(port: number, pid: number, f: Fixture, urlPath: string, file: string) {
  const before = rssOf(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 5);
  try {
    const r = await runClient<{
      seconds: number;
      serverCpu: number;
      clientCpu: number;
      from: number;
      to: number;
      status: number;
      body: any;
    }>({ mode: 'upload', client: UPLOAD_CLIENT, port, pid, path: urlPath, token: f.token, tenant: f.tenant, file });
    peak = Math.max(peak, rssOf(pid));
    if (r.status < 200 || r.status >= 300) throw new Error(`${urlPath}: ${r.status} ${JSON.stringify(r.body)}`);
    return { ...r, rssGrowth: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * Waits until the server's job queue is idle (the analysis of an uploaded document runs in the same process, in its
 * extraction thread): each measured upload starts on an idle server, and the analysis of the file just uploaded is
 * measured on its own. Resolves with the peak RSS growth seen while waiting.
 */
async function waitForIdleJobs(pid: number): Promise<number> {
  const before = rssOf(pid);
  let peak = before;
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  try {
    for (const deadline = Date.now() + 300_000; Date.now() < deadline;) {
      peak = Math.max(peak, rssOf(pid));
      const r = await c.query<{ n: number }>(
        // Recurring jobs stay queued for a later day; only what is due or running keeps the server busy.
        "select count(*)::int as n from jobs where status = 'running' or (status = 'queued' and run_at <= now())",
      );
      if (r.rows[0].n === 0) return peak - before;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the job queue did not become idle within 300 s');
  } finally {
    await c.end();
  }
}

async function del(port: number, f: Fixture, urlPath: string, body: unknown) {
  await fetch(`http://127.0.0.1:${port}${urlPath}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${f.token}`, 'x-tenant-id': f.tenant, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function uploadBench(t: Target, f: Fixture) {
  const dir = await fsp.mkdtemp(path.join(DATA_DIR, 'src-'));
  const file = path.join(dir, 'bench-100mb.pdf');
  await makeFile(file);
  const mb = UPLOAD_BYTES / 1e6;
  const pid = t.child.pid!;
  /** One plain streamed copy of the file on the same filesystem: seconds and the CPU it took (this process). */
  const copy = async (i: number) => {
    const dest = path.join(dir, `copy-${i}.pdf`);
    const r = await runClient<{ seconds: number; cpu: number }>({ mode: 'copy', file, dest });
    await fsp.rm(dest);
    return r;
  };
  const fmt = (xs: number[], d = 2) => xs.map((x) => x.toFixed(d)).join(', ');
  // One unmeasured copy first (page cache, JIT).
  await copy(-1);
  const rows: Record<string, unknown>[] = [];
  for (const [name, urlPath, cleanup] of [
    [
      'data room upload-files',
      '/api/data-room/upload-files?parentId=9997',
      (b: any) => del(t.port, f, '/api/data-room/delete/files', [b.content[0].externalId]),
    ],
    [
      'document center files/upload',
      '/api/document-center/files/upload',
      (b: any) => del(t.port, f, '/api/document-center/files/delete', { externalIds: [b.content[0].externalId] }),
    ],
  ] as const) {
    const copies: number[] = [];
    const copyCpu: number[] = [];
    const secs: number[] = [];
    const ratios: number[] = [];
    const growth: number[] = [];
    const serverCpu: number[] = [];
    const clientCpu: number[] = [];
    const analysis: number[] = [];
    // One unmeasured round first (JIT, lazy module loading).
    const warm = await upload(t.port, pid, f, urlPath, file);
    await waitForIdleJobs(pid);
    await cleanup(warm.body);
    for (let i = 0; i < UPLOADS; i++) {
      // The copy runs right before each upload, so both meet the same load on a shared machine; each round gives
      // its own ratio.
      const c = await copy(i);
      copies.push(c.seconds);
      copyCpu.push(c.cpu);
      const r = await upload(t.port, pid, f, urlPath, file);
      windows.push({ name, from: r.from, to: r.to });
      secs.push(r.seconds);
      ratios.push(c.seconds / r.seconds);
      growth.push(r.rssGrowth);
      serverCpu.push(r.serverCpu);
      clientCpu.push(r.clientCpu);
      // The file is deleted only once analysed, so its analysis neither overlaps the next upload nor stops early.
      analysis.push(await waitForIdleJobs(pid));
      await cleanup(r.body);
    }
    const mbs = mb / median(secs);
    console.error(
      `  plain disk copy before each  median ${median(copies).toFixed(2)} s  ${(mb / median(copies)).toFixed(0)} MB/s  (${fmt(copies)}; CPU ${fmt(copyCpu)} s)`,
    );
    console.error(
      `  ${name.padEnd(29)}median ${median(secs).toFixed(2)} s  ${mbs.toFixed(0)} MB/s  (${fmt(secs)})  of the copy per round: median ${(100 * median(ratios)).toFixed(0)} % (${ratios.map((x) => (100 * x).toFixed(0)).join(', ')} %)`,
    );
    console.error(
      `  ${''.padEnd(29)}server CPU ${fmt(serverCpu)} s, client CPU ${fmt(clientCpu)} s; peak RSS growth max ${(Math.max(...growth) / 1048576).toFixed(1)} MB (${growth.map((g) => (g / 1048576).toFixed(1)).join(', ')})`,
    );
    rows.push({
      name,
      seconds: median(secs),
      mbPerSecond: mbs,
      copySeconds: median(copies),
      ofCopy: median(ratios),
      ofCopyPerRound: ratios,
      serverCpuSeconds: median(serverCpu),
      copyCpuSeconds: median(copyCpu),
      peakRssGrowthMb: Math.max(...growth) / 1048576,
      analysisPeakRssGrowthMb: Math.max(...analysis) / 1048576,
    });
    if (analysis.some((g) => g > 0))
      console.error(
        `  ${''.padEnd(29)}then its analysis: peak RSS growth max ${(Math.max(...analysis) / 1048576).toFixed(1)} MB (${analysis.map((g) => (g / 1048576).toFixed(1)).join(', ')})`,
      );
  }
  await fsp.rm(dir, { recursive: true, force: true });
  return rows;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
/**
 * Self time of the server's CPU profile inside the measured upload windows, by function and by area (Node's streams,
 * the multipart parser, our code…): where an upload's CPU goes.
 */
async function summariseProfile(pid: number) {
  // CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile: thread 0 is the main thread (the extraction worker is another).
  const files = (await fsp.readdir(PROFILE_DIR)).filter((x) => x.endsWith('.cpuprofile') && x.includes(`.${pid}.0.`));
  if (!files.length) return console.error('no CPU profile written');
  const newest = files.sort().at(-1)!;
  const p = JSON.parse(await fsp.readFile(path.join(PROFILE_DIR, newest), 'utf8')) as {
    nodes: ProfileNode[];
    startTime: number;
    samples: number[];
    timeDeltas: number[];
  };
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const area = (url: string, fn: string) => {
    if (!url) return fn.startsWith('(') ? fn : '(native)';
    if (url.includes('@fastify/busboy')) return 'multipart parser (@fastify/busboy)';
    if (url.includes('@fastify/multipart')) return '@fastify/multipart';
    if (url.includes('node:internal/streams')) return 'node streams';
    if (url.includes('node:internal/fs')) return 'node fs';
    if (url.includes('node:internal/fs') || url.includes('node:fs')) return 'node fs';
    if (/node:(_http|http|internal\/http|net|internal\/stream_base)/.test(url)) return 'node http/net';
    if (url.includes('/packages/')) return 'atrium code';
    if (url.includes('node_modules')) return `node_modules/${url.split('node_modules/').at(-1)!.split('/')[0]}`;
    return url.startsWith('node:') ? 'node other' : 'other';
  };
  const self = new Map<string, number>();
  const areas = new Map<string, number>();
  let t = p.startTime;
  let total = 0;
  for (let i = 0; i < p.samples.length; i++) {
    t += p.timeDeltas[i];
    const dt = p.timeDeltas[i + 1] ?? 0;
    if (!windows.some((w) => t >= w.from && t < w.to)) continue;
    const n = byId.get(p.samples[i])!;
    const { functionName, url, lineNumber } = n.callFrame;
    if (functionName === '(idle)') continue;
    const key = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/packages\//, '')}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + dt);
    areas.set(area(url, functionName), (areas.get(area(url, functionName)) ?? 0) + dt);
    total += dt;
  }
  const wall = windows.reduce((a, w) => a + (w.to - w.from), 0);
  console.error(
    `CPU profile (${newest}), ${windows.length} measured uploads: ${(total / 1e3).toFixed(0)} ms on the main thread out of ${(wall / 1e3).toFixed(0)} ms of upload time`,
  );
  const top = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .forEach(([k, v]) =>
        console.error(
          `  ${((100 * v) / total).toFixed(1).padStart(5)} %  ${(v / 1e3).toFixed(0).padStart(5)} ms  ${k}`,
        ),
      );
  console.error(' by area:');
  top(areas, 15);
  console.error(' by function (self time):');
  top(self, 30);
}

const SEARCH_TERMS = [
  'lease',
  'agreement termination',
  'zephyr42',
  'ref1a2b',
  'indemn',
  'Zephyr7 Holdings',
  'arrendamiento',
  'board minutes',
  'invoice',
  'royalty licens',
  'nonexistentword',
  'document 12345',
];

async function load(base: string, f: Fixture, name: string, paths: string[]) {
  for (const p of paths) {
    const probe = await fetch(base + p, { headers: { authorization: `Bearer ${f.token}`, 'x-tenant-id': f.tenant } });
    if (!probe.ok) throw new Error(`${name}: ${probe.status} ${await probe.text()}`);
  }
  let i = 0;
  const run = (seconds: number) =>
    autocannon({
      url: base + paths[0],
      connections: CONNECTIONS,
      duration: seconds,
      headers: { authorization: `Bearer ${f.token}`, 'x-tenant-id': f.tenant },
      requests: [
        {
          setupRequest: (req: any) => {
            req.path = paths[i++ % paths.length];
            return req;
          },
        },
      ],
    });
  if (WARMUP > 0) await run(WARMUP);
  const r = await run(DURATION);
  const row = {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bad: r.non2xx + r.errors + r.timeouts,
  };
  console.error(
    `  ${name.padEnd(52)} ${Math.round(row.rps)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms${row.bad ? `  bad ${row.bad}` : ''}`,
  );
  return row;
}

async function httpBench(base: string, f: Fixture) {
  console.error(`HTTP (autocannon, ${CONNECTIONS} connection(s), ${DURATION} s after ${WARMUP} s warm-up):`);
  return [
    await load(base, f, `data room files, folder of ${DATA_ROOM_BENCH.bigFolderFiles} (page 0, 100)`, [
      `/api/data-room/files?parentId=${DATA_ROOM_BENCH.bigFolderStaticId}`,
    ]),
    await load(base, f, 'data room files, same folder, page 50 by name', [
      `/api/data-room/files?parentId=${DATA_ROOM_BENCH.bigFolderStaticId}&page=50&sort=name&direction=asc`,
    ]),
    await load(
      base,
      f,
      `search over ${DATA_ROOM_BENCH.files} documents (${SEARCH_TERMS.length} terms)`,
      SEARCH_TERMS.map((t) => `/api/data-room/search?t=${encodeURIComponent(t)}`),
    ),
    await load(base, f, `document center files, folder of ${DATA_ROOM_BENCH.docCenterFiles}`, [
      `/api/document-center/files?parentId=${f.docFolder}`,
    ]),
  ];
}

await fsp.mkdir(DATA_DIR, { recursive: true });
console.error(
  `machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}, load ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
const fixture = await prepare();
const target = await startTarget();
const results: Record<string, unknown> = {};
try {
  if (ONLY !== 'http') {
    console.error(`Upload of a 100 MB file (sent by ${UPLOAD_CLIENT}):`);
    results.upload = await uploadBench(target, fixture);
    results.uploadWindowsMicroseconds = windows;
  }
  if (ONLY !== 'upload') results.http = await httpBench(`http://127.0.0.1:${target.port}`, fixture);
} finally {
  await stopTarget(target);
  if (PROFILE_DIR) await summariseProfile(target.child.pid!);
  if (!process.env.BENCH_KEEP) await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await fsp.rm(DATA_DIR, { recursive: true, force: true });
}
console.log(JSON.stringify(results, null, 2));
