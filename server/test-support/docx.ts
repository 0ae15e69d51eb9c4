/** Word documents made in a test: the smallest real DOCX, and what can be added to or put in it. */
import { zipOf, type ZipEntry } from "./zip.ts";

export const WORDPROCESSING_NAMESPACE =
  "http://schemas.openxmlformats.org/wordprocessingml/2006/main";

/** `[Content_Types].xml` naming the main part a Word document, with any further declarations. */
export function contentTypes(...declarations: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>${declarations.join("")}</Types>`;
}

export const documentXml = (text: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="${WORDPROCESSING_NAMESPACE}"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`;

const packageRelationships = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

/**
 * A minimal valid Word package (content types, the package's relationships and the document),
 * its entries replaced by name or added to.
 */
export function docx(
  entries: readonly ZipEntry[] = [],
  { text = "Asha Verma, CV" }: { text?: string } = {},
): Uint8Array<ArrayBuffer> {
  const base: ZipEntry[] = [
    { name: "[Content_Types].xml", content: contentTypes() },
    { name: "_rels/.rels", content: packageRelationships },
    { name: "word/document.xml", content: documentXml(text) },
  ];
  const replaced = new Set(entries.map((entry) => entry.name));
  return zipOf([...base.filter((entry) => !replaced.has(entry.name)), ...entries]);
}
