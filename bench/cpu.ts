/** CPU time of processes (Linux /proc), for the benches that print CPU per request beside the latencies. */
import { readFileSync } from 'node:fs';
import pg from 'pg';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** User plus system CPU milliseconds the processes have used so far. */
export function cpuMsOf(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      // a backend that ended between the listing and the read
    }
  }
  return ticks * TICK_MS;
}

/** The PostgreSQL backend processes serving a database. */
export async function dbBackends(adminUrl: string, dbName: string): Promise<number[]> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    const r = await c.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [dbName]);
    return r.rows.map((x) => Number(x.pid));
  } finally {
    await c.end();
  }
}
