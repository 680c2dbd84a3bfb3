import mammoth from 'mammoth';

/** Text of a Word document (.docx), paragraphs on their own lines. */
export async function docxText(data: Buffer): Promise<string> {
  const { value } = await mammoth.extractRawText({ buffer: data });
  return value;
}
