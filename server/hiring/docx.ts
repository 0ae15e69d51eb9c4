/**
 * Whether a file whose bytes say DOCX is a Word document the team can open safely: a ZIP whose
 * `word/document.xml` is well-formed WordprocessingML, with no macro project and no part a
 * computer would run. Every entry is inflated while it is counted (the sizes a ZIP's headers
 * claim are never trusted), and inflating stops as soon as a budget is passed, so a ZIP bomb
 * costs at most the budget.
 *
 * The ZIP is read by yauzl: it reads the central directory (as Word does), streams each entry's
 * inflation, refuses names with absolute paths or `..`, and errs when an entry inflates to more
 * than its header claims.
 */
import sax from "sax";
import yauzl from "yauzl";

/** What a CV's DOCX may inflate to; a real CV takes a small fraction of each. */
export const DOCX_BUDGET = {
  /**
   * The document's own text and markup, inflated: a long CV's is well under 1 MB. Checking
   * 10 MB of dense markup takes about 2 s here, so the budget also bounds that work.
   */
  documentXmlBytes: 10 * 1024 * 1024,
  /** Every entry together, inflated. */
  inflatedBytes: 50 * 1024 * 1024,
  entries: 1000,
} as const;

const MAIN_DOCUMENT = "word/document.xml";
const CONTENT_TYPES = "[content_types].xml";
/** WordprocessingML's namespaces, transitional (what Word writes) and strict. */
const WORDPROCESSING_NAMESPACES = new Set([
  "http://schemas.openxmlformats.org/wordprocessingml/2006/main",
  "http://purl.oclc.org/ooxml/wordprocessingml/main",
]);
/** A macro project, by its part's name or by the content type the package gives a part. */
const MACRO_PART = /(?:^|\/)(?:vbaProject\.bin|vbaData\.xml)$/i;
const MACRO_CONTENT_TYPE = /vbaProject|vbaData|macroEnabled|activeX/i;
/** Parts a computer would run or a browser would render with scripts, by their extension. */
const EXECUTABLE_EXTENSIONS = new Set(
  [
    ...["exe", "dll", "com", "scr", "pif", "cpl", "msi", "msp", "lnk", "reg", "jar", "app"],
    ...["bat", "cmd", "ps1", "psm1", "sh", "vbs", "vbe", "js", "jse", "mjs", "wsf", "wsh"],
    ...["hta", "html", "htm", "xhtml", "xht", "mht", "mhtml", "svg", "svgz"],
  ].map((extension) => `.${extension}`),
);

export async function isSafeDocx(bytes: Uint8Array): Promise<boolean> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    const zip = await yauzl.fromBufferPromise(buffer, { strictFileNames: true });
    try {
      return await hasSafeEntries(zip);
    } finally {
      zip.close();
    }
  } catch {
    // Not a ZIP yauzl can read, or an entry that inflates past its header: no document.
    return false;
  }
}

async function hasSafeEntries(zip: yauzl.ZipFile): Promise<boolean> {
  if (zip.entryCount > DOCX_BUDGET.entries) return false;
  const names = new Set<string>();
  let inflatedBytes = 0;
  let document: XmlCheck | undefined;
  for await (const entry of zip.eachEntry()) {
    const name = entry.fileName.toLowerCase();
    if (names.has(name) || entry.isEncrypted() || isForbiddenPart(name)) return false;
    names.add(name);
    if (name.endsWith("/")) continue;
    const xml = name === MAIN_DOCUMENT || name === CONTENT_TYPES ? xmlCheck() : undefined;
    const entryBudget = name === MAIN_DOCUMENT ? DOCX_BUDGET.documentXmlBytes : Infinity;
    let entryBytes = 0;
    for await (const chunk of (await zip.openReadStreamPromise(entry)) as AsyncIterable<Buffer>) {
      entryBytes += chunk.byteLength;
      inflatedBytes += chunk.byteLength;
      if (inflatedBytes > DOCX_BUDGET.inflatedBytes || entryBytes > entryBudget) return false;
      if (xml && !xml.write(chunk)) return false;
    }
    if (!xml) continue;
    if (!xml.close()) return false;
    if (name === MAIN_DOCUMENT) document = xml;
    else if (xml.contentTypes.some((type) => MACRO_CONTENT_TYPE.test(type))) return false;
  }
  return document !== undefined && WORDPROCESSING_NAMESPACES.has(document.root ?? "");
}

/**
 * Word 365 stores its icons as SVG pictures beside their PNG fallbacks; Word draws them as
 * pictures and runs nothing in them, so an SVG is a part of its own only among the media.
 */
const PICTURE_IN_MEDIA = /^word\/media\/[^/]+\.svg$/;

function isForbiddenPart(name: string): boolean {
  if (MACRO_PART.test(name)) return true;
  if (PICTURE_IN_MEDIA.test(name)) return false;
  const extension = /(\.[^./\s]+)[.\s]*$/.exec(name)?.[1];
  return extension !== undefined && EXECUTABLE_EXTENSIONS.has(extension);
}

interface XmlCheck {
  /** Feeds the next bytes; false once the XML is not well-formed (or declares a DTD). */
  write(chunk: Buffer): boolean;
  /** False when the XML ended unfinished. */
  close(): boolean;
  /** The namespace of the root element, once seen, when its local name is `document`. */
  readonly root: string | undefined;
  /** The content types an OPC `[Content_Types].xml` gives to parts or extensions. */
  readonly contentTypes: readonly string[];
}

/** A streaming well-formedness check (sax in strict mode), UTF-8 as Office writes it. */
function xmlCheck(): XmlCheck {
  // Only XML's five entities (`strictEntities`, which @types/sax does not list yet), not HTML's.
  const options = { xmlns: true, strictEntities: true };
  const parser = sax.parser(true, options);
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let wellFormed = true;
  let root: string | undefined;
  let seenRoot = false;
  let depth = 0;
  const contentTypes: string[] = [];
  parser.onerror = () => {
    wellFormed = false;
  };
  // Office never writes a DTD; one can only be there to expand entities or reach out.
  parser.ondoctype = () => {
    wellFormed = false;
  };
  parser.onopentag = (tag) => {
    const element = tag as sax.QualifiedTag;
    // sax takes a second root element; XML does not.
    if (seenRoot && depth === 0) wellFormed = false;
    if (!seenRoot && element.local === "document") root = element.uri;
    seenRoot = true;
    depth++;
    const contentType = element.attributes.ContentType?.value;
    if (contentType !== undefined) contentTypes.push(contentType);
  };
  parser.onclosetag = () => {
    depth--;
  };
  const feed = (text: string) => {
    if (wellFormed) parser.write(text);
    return wellFormed;
  };
  return {
    write: (chunk) => {
      try {
        return feed(decoder.decode(chunk, { stream: true }));
      } catch {
        return (wellFormed = false);
      }
    },
    close: () => {
      try {
        if (feed(decoder.decode())) parser.close();
      } catch {
        wellFormed = false;
      }
      return wellFormed;
    },
    get root() {
      return root;
    },
    contentTypes,
  };
}
