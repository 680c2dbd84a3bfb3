import ExcelJS from 'exceljs';

/** Text of an Excel workbook (.xlsx): each sheet's name, then its rows, cells separated by tabs. */
export async function xlsxText(data: Buffer, maxChars: number): Promise<string> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data as never);
  const lines: string[] = [];
  let size = 0;
  for (const sheet of wb.worksheets) {
    lines.push(sheet.name);
    sheet.eachRow({ includeEmpty: false }, (row) => {
      if (size > maxChars) return;
      const cells: string[] = [];
      row.eachCell({ includeEmpty: false }, (cell) => {
        const text = cell.text?.trim();
        if (text) cells.push(text);
      });
      const line = cells.join('\t');
      size += line.length + 1;
      if (line) lines.push(line);
    });
    lines.push('');
  }
  return lines.join('\n');
}
