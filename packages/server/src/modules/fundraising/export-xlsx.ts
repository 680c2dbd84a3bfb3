import ExcelJS from 'exceljs';
import type { FunderListEntryRow } from './export-types.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A smartlist as a real .xlsx workbook: one row per funder with its note and next contact. */
export async function funderListWorkbook(listName: string, rows: FunderListEntryRow[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(listName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Smartlist');
  ws.columns = [
    { header: 'Name', key: 'name', width: 32 },
    { header: 'Type', key: 'type', width: 14 },
    { header: 'Website', key: 'website', width: 28 },
    { header: 'City', key: 'city', width: 18 },
    { header: 'State', key: 'state', width: 8 },
    { header: 'Country', key: 'country', width: 8 },
    { header: 'Stages', key: 'stages', width: 24 },
    { header: 'Sectors', key: 'sectors', width: 28 },
    { header: 'Check size min', key: 'min', width: 14 },
    { header: 'Check size max', key: 'max', width: 14 },
    { header: 'Note', key: 'note', width: 40 },
    { header: 'Next contact', key: 'next', width: 14 },
    { header: 'Disabled', key: 'disabled', width: 10 },
  ];
  ws.getRow(1).font = { bold: true };
  for (const { entry, record } of rows) {
    const f = record.funder;
    ws.addRow({
      name: f.name,
      type: f.type,
      website: f.website ?? '',
      city: f.city ?? '',
      state: f.stateCode ?? '',
      country: f.countryCode ?? '',
      stages: f.stages.join(', '),
      sectors: f.sectors.join(', '),
      min: f.checkSizeMin ?? '',
      max: f.checkSizeMax ?? '',
      note: entry.note ?? '',
      next: entry.nextContact ?? '',
      disabled: entry.disabled ? 'yes' : '',
    });
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
