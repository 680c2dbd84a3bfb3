// Rewrites literal API paths ('/api/…', '/auth/…', '/oauth/…', and templates such as `${BASE}/x/${id}`) into the
// contract's constants: `API.area.name`, or `apiPath(API.area.name, { id })` when the path has parameters. Idempotent:
// a file without literal paths is left as it is. Tests (*.test.ts[x], *test-support.ts, test/ folders) keep their
// literal paths on purpose: they pin the wire path, so a wrong constant cannot pass unnoticed.
//
//   node scripts/codemods/api-paths.mjs [dir …]     (default: packages/server/src packages/web/src)
//
// Uses the TypeScript compiler API (already a dev dependency) to find string and template literals, and prettier to
// format the files it changed. Paths it cannot match to a constant are listed at the end and left untouched.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { API } = await import(pathToFileURL(path.join(root, 'packages/contract/src/api-paths.ts')).href);
const { PRODUCT } = await import(pathToFileURL(path.join(root, 'packages/contract/src/product.ts')).href);

const CONSTANTS = Object.entries(API).flatMap(([area, paths]) =>
  Object.entries(paths).map(([name, p]) => ({ ref: `API.${area}.${name}`, segments: p.split('/') })),
);
const IS_PATH = /^\/(api|auth|oauth)(\/|$)/;
const HOLE = /\uE000(\d+)\uE000/g;

const dirs = process.argv.slice(2).length ? process.argv.slice(2) : ['packages/server/src', 'packages/web/src'];
const files = dirs.flatMap((d) => walk(path.resolve(root, d)));
// Every file that might import a constant the rewrite would otherwise delete.
const allFiles = [...dirs, 'packages/server/test', 'e2e', 'bench'].flatMap((d) => walk(path.resolve(root, d), true));
const unmatched = [];
const changed = [];
for (const file of files) {
  const before = fs.readFileSync(file, 'utf8');
  const after = rewrite(file, before);
  if (after !== before) {
    fs.writeFileSync(file, after);
    changed.push(file);
  }
}
if (changed.length)
  execFileSync(path.join(root, 'node_modules/.bin/prettier'), ['--write', '--log-level', 'warn', ...changed]);
console.log(`api-paths: ${changed.length} file(s) rewritten`);
for (const u of unmatched) console.log(`  left as is (no API constant): ${u}`);

function walk(dir, withTests = false) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory())
      return e.name === 'node_modules' || (!withTests && e.name === 'test') ? [] : walk(p, withTests);
    return /\.(ts|tsx)$/.test(e.name) &&
      (withTests || !/(\.(test|spec)|test-support)\.tsx?$/.test(e.name)) &&
      !e.name.endsWith('.d.ts')
      ? [p]
      : [];
  });
}

function rewrite(file, text) {
  const sf = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  // `const BASE = '/api/…'` (or a template of other such constants and PRODUCT.slug): prefixes the file builds paths on.
  const prefixes = new Map();
  const visitDecl = (node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.getCombinedNodeFlags(node) & ts.NodeFlags.Const
    ) {
      const v = resolve(node.initializer, prefixes);
      if (v && !v.holes.length && IS_PATH.test(v.text)) prefixes.set(node.name.text, { value: v.text, decl: node });
    }
    ts.forEachChild(node, visitDecl);
  };
  visitDecl(sf);

  const edits = [];
  const used = { API: false, apiPath: false };
  const visit = (node) => {
    const prefixDecl = [...prefixes.values()].find((p) => p.decl.initializer === node);
    const candidate =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateExpression(node) ||
      (ts.isIdentifier(node) &&
        prefixes.has(node.text) &&
        !ts.isVariableDeclaration(node.parent) &&
        !isInsideTemplateSpan(node));
    if (candidate && !prefixDecl && !ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent)) {
      const v = resolve(node, prefixes);
      if (v && IS_PATH.test(v.text)) {
        const repl = replacement(v);
        if (repl) {
          edits.push([node.getStart(sf), node.getEnd(), repl.code]);
          used.API = true;
          if (repl.apiPath) used.apiPath = true;
        } else
          unmatched.push(
            `${path.relative(root, file)}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1} ${node.getText(sf)}`,
          );
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  if (!edits.length) return text;

  let out = apply(text, edits);
  // Drop prefix constants nothing refers to any more, then fix the contract import.
  for (let again = true; again;) {
    again = false;
    const sf2 = ts.createSourceFile(
      file,
      out,
      ts.ScriptTarget.Latest,
      true,
      file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    for (const stmt of sf2.statements) {
      if (!ts.isVariableStatement(stmt) || stmt.declarationList.declarations.length !== 1) continue;
      const d = stmt.declarationList.declarations[0];
      if (!ts.isIdentifier(d.name) || !prefixes.has(d.name.text)) continue;
      if (countIdentifier(sf2, d.name.text) > 1) continue;
      const exported = stmt.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      if (exported && usedElsewhere(file, d.name.text)) continue;
      // Keep the blank lines before it, drop its own comment and line.
      const leading = out.slice(stmt.getFullStart(), stmt.getStart(sf2));
      out = out.slice(0, stmt.getFullStart()) + (/\n[ \t]*\n/.test(leading) ? '\n' : '') + out.slice(stmt.getEnd());
      again = true;
      break;
    }
  }
  return fixImports(file, out, used);
}

/** Whether another file of the tree names this exported constant (then it stays). */
function usedElsewhere(file, name) {
  const re = new RegExp(`\\b${name}\\b`);
  return allFiles.some((f) => f !== file && re.test(fs.readFileSync(f, 'utf8')));
}

function isInsideTemplateSpan(node) {
  return ts.isTemplateSpan(node.parent);
}

function countIdentifier(sf, name) {
  let n = 0;
  const v = (node) => {
    if (ts.isIdentifier(node) && node.text === name) n++;
    ts.forEachChild(node, v);
  };
  v(sf);
  return n;
}

/** The string a literal stands for; expressions it cannot evaluate become numbered holes. */
function resolve(node, prefixes) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return { text: node.text, holes: [] };
  if (ts.isIdentifier(node) && prefixes.has(node.text)) return { text: prefixes.get(node.text).value, holes: [] };
  if (!ts.isTemplateExpression(node)) return null;
  let text = node.head.text;
  const holes = [];
  for (const span of node.templateSpans) {
    const e = span.expression;
    const t = e.getText();
    if (ts.isIdentifier(e) && prefixes.has(e.text)) text += prefixes.get(e.text).value;
    else if (t === 'PRODUCT.slug') text += PRODUCT.slug;
    else {
      text += `\uE000${holes.length}\uE000`;
      holes.push(t);
    }
    text += span.literal.text;
  }
  return { text, holes };
}

/** `API.x.y` or `apiPath(API.x.y, {…})` (plus the query string the literal carried), or null. */
function replacement({ text, holes }) {
  const whole = replacementOf(text, holes);
  if (whole) return whole;
  // `${BASE}/files/upload${qs ? `?${qs}` : ''}`: a computed query string glued to the last segment.
  const lastSlash = text.lastIndexOf('/');
  const hole = text.indexOf('\uE000', lastSlash);
  if (lastSlash < 0 || hole < 0 || text.slice(lastSlash, hole).includes('?')) return null;
  const head = replacementOf(text.slice(0, hole), holes);
  if (!head) return null;
  const tail = text
    .slice(hole)
    .replace(/[`\\]/g, '\\$&')
    .replace(/\$\{/g, '\\${')
    .replace(HOLE, (_, i) => `\${${holes[i]}}`);
  const ref = head.code.startsWith('`') ? head.code.slice(1, -1) : `\${${head.code}}`;
  return { code: `\`${ref}${tail}\``, apiPath: head.apiPath };
}

function replacementOf(text, holes) {
  const q = text.indexOf('?');
  const pathPart = q < 0 ? text : text.slice(0, q);
  const query = q < 0 ? '' : text.slice(q);
  const segs = pathPart.split('/');
  for (const c of CONSTANTS) {
    const params = match(c.segments, segs, holes);
    if (!params) continue;
    const entries = Object.entries(params);
    const ref = entries.length
      ? `apiPath(${c.ref}, { ${entries.map(([k, v]) => (k === v ? k : `${/^\w+$/.test(k) ? k : `'${k}'`}: ${v}`)).join(', ')} })`
      : c.ref;
    if (!query) return { code: ref, apiPath: entries.length > 0 };
    const rest = query
      .replace(/[`\\]/g, '\\$&')
      .replace(/\$\{/g, '\\${')
      .replace(HOLE, (_, i) => `\${${holes[i]}}`);
    return { code: `\`\${${ref}}${rest}\``, apiPath: entries.length > 0 };
  }
  return null;
}

function match(constSegs, segs, holes) {
  const params = {};
  for (let i = 0; i < constSegs.length; i++) {
    const c = constSegs[i];
    const s = segs[i];
    if (c === '*' && i === constSegs.length - 1) {
      const rest = segs.slice(i).join('/');
      if (rest === '*') return segs.length >= constSegs.length ? params : null;
      const m = /^\uE000(\d+)\uE000$/.exec(rest);
      if (!m) return null;
      params['*'] = unwrap(holes[m[1]]);
      return params;
    }
    if (s === undefined) return null;
    if (c === s) continue;
    if (c.startsWith(':')) {
      const m = /^\uE000(\d+)\uE000$/.exec(s);
      if (!m) return null;
      params[c.slice(1)] = unwrap(holes[m[1]]);
      continue;
    }
    return null;
  }
  return segs.length === constSegs.length ? params : null;
}

/** apiPath encodes, so `encodeURIComponent(x)` becomes `x`. */
function unwrap(expr) {
  const m = /^encodeURIComponent\(([^()]*(?:\([^()]*\)[^()]*)*)\)$/.exec(expr.trim());
  return m ? m[1] : expr;
}

function apply(text, edits) {
  let out = text;
  for (const [s, e, r] of edits.sort((a, b) => b[0] - a[0])) out = out.slice(0, s) + r + out.slice(e);
  return out;
}

function fixImports(file, text, used) {
  const sf = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const need = Object.keys(used).filter((k) => used[k]);
  const imp = sf.statements.find(
    (s) =>
      ts.isImportDeclaration(s) &&
      s.moduleSpecifier.text === '@atrium/contract' &&
      !s.importClause?.isTypeOnly &&
      s.importClause?.namedBindings &&
      ts.isNamedImports(s.importClause.namedBindings),
  );
  let names = imp ? imp.importClause.namedBindings.elements.map((e) => e.getText(sf)) : [];
  for (const n of need) if (!names.some((x) => x === n)) names.push(n);
  // PRODUCT was often imported only to spell the slug of a path.
  if (names.includes('PRODUCT') && countIdentifier(sf, 'PRODUCT') === 1) names = names.filter((n) => n !== 'PRODUCT');
  const line = `import { ${names.join(', ')} } from '@atrium/contract';`;
  if (imp) return text.slice(0, imp.getStart(sf)) + line + text.slice(imp.getEnd());
  const last = [...sf.statements].reverse().find((s) => ts.isImportDeclaration(s));
  const at = last ? last.getEnd() : 0;
  return text.slice(0, at) + (last ? '\n' : '') + line + (last ? '' : '\n') + text.slice(at);
}
