import type { RoomAnalyticsRow } from '@atrium/contract';

/** 75 → '1:15'; an hour or more → '1:02:03'. */
export function formatSeconds(total: number): string {
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

const cell = (v: string | number) => {
  const s = String(v);
  // Quote always; double inner quotes; a leading formula character is neutralised for spreadsheets.
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return `"${safe.replace(/"/g, '""')}"`;
};

/** The analytics table as CSV (one row per guest and document). */
export function analyticsCsv(rows: RoomAnalyticsRow[], docName: (r: RoomAnalyticsRow) => string): string {
  const head = ['email', 'document', 'opens', 'downloads', 'seconds', 'lastVisitAt'];
  const lines = rows.map((r) =>
    [r.email, docName(r), r.opens, r.downloads, r.seconds, r.lastVisitAt ?? ''].map(cell).join(','),
  );
  return [head.map(cell).join(','), ...lines].join('\r\n') + '\r\n';
}
