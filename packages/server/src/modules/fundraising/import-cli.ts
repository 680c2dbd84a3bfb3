/**
 * `npm run funders:import -- file.csv`: imports investors from a Crunchbase investor export or a plain spreadsheet
 * (name, type, website, location, stages, sectors, check size). Idempotent (upsert by a stable key); all valid rows
 * are written in one transaction; refused rows are listed with their line. Stop the server first when it runs on
 * PGlite (one process owns the data directory).
 */
import fs from 'node:fs';
import { loadConfig } from '../../platform/config.ts';
import { openDatabase } from '../../platform/db.ts';
import { createLocationService } from '../locations/service.ts';
import { createFunderStore } from './funder-store.ts';
import { readFunderCsv } from './import-file.ts';
import { importFunderRows } from './import-run.ts';
import { placesOf } from './places.ts';
import { progressBar } from './progress.ts';

const file = process.argv[2];
if (!file || !fs.existsSync(file)) {
  console.error(`Usage: npm run funders:import -- <file.csv>${file ? ` (no such file: ${file})` : ''}`);
  process.exit(2);
}
const parsed = await readFunderCsv(fs.createReadStream(file), placesOf(createLocationService()));
if (!parsed.ok) {
  console.error(parsed.error);
  console.error('Nothing was imported.');
  process.exit(1);
}
console.log(
  `${file}: ${parsed.layout === 'CRUNCHBASE' ? 'Crunchbase investor export' : 'spreadsheet'}, ${parsed.rows} rows`,
);
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const bar = progressBar(parsed.funders.length, process.stderr);
try {
  const r = await importFunderRows(database.db, createFunderStore(database.db))(parsed.funders, bar.update);
  bar.done();
  console.log(`Imported ${r.written} investors; ${r.linked} linked to their organization.`);
} catch (e) {
  bar.done();
  console.error(`Import failed, nothing was imported: ${(e as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
if (parsed.errors.length) {
  console.log(`${parsed.errors.length} rows refused:`);
  for (const e of parsed.errors) console.log(`  line ${e.line}: ${e.error}`);
  process.exitCode ||= 3;
}
