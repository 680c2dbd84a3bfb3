/**
 * The first page load's JavaScript, read from the built web app (`npm run build` first): the entry script of
 * `packages/web/dist/index.html` plus every chunk it preloads, gzipped (level 9, as a server or CDN would), and the
 * largest of them. Budget (issue 13 #28): ≤ 250 KB gzip. Exits 1 over budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const DIST = path.resolve(import.meta.dirname, '../packages/web/dist');
const BUDGET_KB = Number(process.env.WEB_BUDGET_KB ?? 250);

const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1]);
const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]);
const files = [...new Set([...scripts, ...preloads])];
if (!files.length) throw new Error('no entry script in dist/index.html: run `npm run build` first');

const kb = (n: number) => n / 1024;
const rows = files.map((f) => {
  const body = fs.readFileSync(path.join(DIST, f.replace(/^\//, '')));
  return { file: f, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length };
});
rows.sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, r) => sum + r.gzip, 0);
console.log('| file | raw KB | gzip KB |\n|---|---:|---:|');
for (const r of rows) console.log(`| ${r.file} | ${kb(r.raw).toFixed(1)} | ${kb(r.gzip).toFixed(1)} |`);
console.log(`\nFirst load: ${rows.length} files, ${kb(total).toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
if (kb(total) > BUDGET_KB) process.exitCode = 1;
