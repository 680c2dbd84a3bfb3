import WordExtractor from 'word-extractor';

/** Text of a Word 97–2003 document (.doc): body, headers, footers and footnotes. */
export async function docText(data: Buffer): Promise<string> {
  const doc = await new WordExtractor().extract(data);
  return [doc.getBody(), doc.getHeaders({ includeFooters: true }), doc.getFootnotes(), doc.getEndnotes()]
    .filter((s) => s && s.trim())
    .join('\n\n');
}
