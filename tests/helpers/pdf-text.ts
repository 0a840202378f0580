/** The text of a PDF, whitespace collapsed (for assertions on generated documents). */
import { extractText, getDocumentProxy } from "unpdf";

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(bytes.slice());
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, " ");
}
