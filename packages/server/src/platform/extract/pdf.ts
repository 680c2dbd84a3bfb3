/** Text of a PDF, page by page (pdfjs-dist 4, legacy build: runs on Node 20 without a browser). */
export async function pdfText(data: Buffer, maxChars: number): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    let out = '';
    for (let n = 1; n <= doc.numPages && out.length < maxChars; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if (!('str' in item)) continue;
        out += item.str + (item.hasEOL ? '\n' : item.str.endsWith(' ') ? '' : ' ');
      }
      out += '\n\n';
      page.cleanup();
    }
    return out;
  } finally {
    await doc.destroy();
  }
}
