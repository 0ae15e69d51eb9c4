/**
 * A generated corpus of bad requests to the enquiry endpoint and the pages' form actions, each
 * with the answers it may get. None of them may get a 5xx.
 */
import { validBodies } from "#server/test-support/enquiries.ts";
import { ENQUIRY_ENDPOINT } from "#shared/enquiries/service.ts";

export interface HostileRequest {
  readonly name: string;
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string | Uint8Array;
  /** Sent in ten pieces, 150 ms apart. */
  readonly slow?: boolean;
  /** The statuses a correct server may answer. */
  readonly expected: readonly number[];
  /** The server may cut the connection instead of reading a body it refused (too large). */
  readonly mayCut?: boolean;
}

/** Where an injected header would send a copy: it must never appear in a mail's header. */
export const INJECTED_ADDRESS = "victim@injected.example";
export const HTML_PAYLOAD = `<script>alert("x")</script><img src=x onerror=alert(1)>`;

const JSON_HEADERS = { "content-type": "application/json" };
const FORM_HEADERS = { "content-type": "application/x-www-form-urlencoded" };
const WRONG_TYPES: readonly unknown[] = [
  null,
  42,
  true,
  [],
  {},
  ["x"],
  { $ne: null },
  Number.MAX_VALUE,
];

function json(name: string, body: unknown, expected: readonly number[]): HostileRequest {
  return {
    name,
    method: "POST",
    path: ENQUIRY_ENDPOINT,
    headers: JSON_HEADERS,
    body: typeof body === "string" ? body : JSON.stringify(body),
    expected,
  };
}

function wrongTypes(): HostileRequest[] {
  const requests: HostileRequest[] = [];
  for (const [kind, valid] of Object.entries(validBodies)) {
    for (const field of Object.keys(valid)) {
      for (const value of WRONG_TYPES) {
        requests.push(
          json(`${kind}.${field} = ${JSON.stringify(value)}`, { ...valid, [field]: value }, [400]),
        );
      }
    }
  }
  return requests;
}

function shapes(): HostileRequest[] {
  const bodies = [
    "null",
    "[]",
    '"text"',
    "42",
    "true",
    "[{}]",
    "{}",
    "",
    " ",
    "{",
    '{"a":',
    "\u0000",
  ];
  return bodies.map((body) => json(`body ${JSON.stringify(body)}`, body, [400]));
}

function unknownActions(): HostileRequest[] {
  const actions = ["__proto__", "constructor", "toString", "hasOwnProperty", "project", "", " "];
  return actions.map((action) =>
    json(`action ${JSON.stringify(action)}`, { ...validBodies.contact, action }, [400]),
  );
}

function prototypeKeys(): HostileRequest[] {
  const contact = JSON.stringify(validBodies.contact).slice(1, -1);
  return [
    json(
      "__proto__ object beside valid fields",
      `{"__proto__":{"polluted":"yes"},${contact}}`,
      [201],
    ),
    json(
      "constructor.prototype beside valid fields",
      {
        ...validBodies.contact,
        constructor: { prototype: { polluted: "yes" } },
      },
      [201],
    ),
    json(
      "__proto__ replacing the fields",
      `{"__proto__":${JSON.stringify(validBodies.contact)}}`,
      [400],
    ),
    json("__proto__ null", '{"__proto__":null}', [400]),
    json("name __proto__", { ...validBodies.contact, name: "__proto__" }, [201]),
    json("prototype key", { ...validBodies.contact, prototype: { admin: true } }, [201]),
  ];
}

function injections(): HostileRequest[] {
  const breaks = ["\r\n", "\n", "\r", "\r\n\r\n", "%0d%0a"];
  const requests: HostileRequest[] = [];
  for (const lineBreak of breaks) {
    // "%0d%0a" is only text: accepted, and it must stay text.
    const literal = lineBreak.startsWith("%");
    const refused = literal ? [201] : [400];
    const target = literal ? "someone@literal.example" : INJECTED_ADDRESS;
    requests.push(
      json(
        `CR/LF ${JSON.stringify(lineBreak)} in name`,
        {
          ...validBodies.contact,
          name: `Asha${lineBreak}Bcc: ${target}`,
        },
        refused,
      ),
      json(
        `CR/LF ${JSON.stringify(lineBreak)} in email`,
        {
          ...validBodies.contact,
          email: `asha@example.com${lineBreak}Bcc: ${INJECTED_ADDRESS}`,
        },
        [400],
      ),
      json(
        `CR/LF ${JSON.stringify(lineBreak)} in company`,
        {
          ...validBodies.project,
          companyName: `Acme${lineBreak}Subject: free money`,
        },
        refused,
      ),
      json(
        `CR/LF ${JSON.stringify(lineBreak)} in position`,
        {
          ...validBodies.jobEnquiry,
          position: `Dev${lineBreak}To: ${target}`,
        },
        refused,
      ),
    );
  }
  // Header text in a long field is allowed: it can only ever be body text.
  requests.push(
    json(
      "header text in the message",
      {
        ...validBodies.contact,
        message: `Hello\r\nBcc: ${INJECTED_ADDRESS}\r\n\r\n--boundary\r\nContent-Type: text/html`,
      },
      [201],
    ),
  );
  const controls = [
    "\u0000",
    "\u0007",
    "\u001b[31m",
    "\u0085",
    "\u2028",
    "\u2029",
    "\ufeff",
    "\ud800",
  ];
  for (const control of controls) {
    requests.push(
      json(
        `control ${JSON.stringify(control)} in name`,
        {
          ...validBodies.contact,
          name: `Asha${control}Verma`,
        },
        [201, 400],
      ),
      json(
        `control ${JSON.stringify(control)} in email`,
        {
          ...validBodies.contact,
          email: `asha${control}@example.com`,
        },
        [400],
      ),
    );
  }
  return requests;
}

function payloads(): HostileRequest[] {
  const sql = [
    "'; DROP TABLE enquiries; --",
    "1' OR '1'='1",
    "Robert'); DELETE FROM deliveries; --",
    "$1; SELECT pg_sleep(10); --",
    "\\'; UPDATE deliveries SET status = 'sent'; --",
  ];
  const requests = sql.flatMap((value) => [
    json(`SQL in name: ${value}`, { ...validBodies.contact, name: value }, [201]),
    json(`SQL in message: ${value}`, { ...validBodies.contact, message: value }, [201]),
    json(`SQL as action: ${value}`, { ...validBodies.contact, action: value }, [400]),
  ]);
  requests.push(
    json(
      "HTML in every field",
      {
        ...validBodies.project,
        name: `<b>Asha</b> ${HTML_PAYLOAD}`,
        companyName: `<i>Acme</i>`,
        projectDetails: `Details ${HTML_PAYLOAD}`,
      },
      [201],
    ),
    json("HTML as e-mail", { ...validBodies.contact, email: `<a@b.c>` }, [400]),
  );
  return requests;
}

function sizes(): HostileRequest[] {
  const huge = "x".repeat(70 * 1024);
  const nested = (depth: number) => `{"a":${"[".repeat(depth)}${"]".repeat(depth)}}`;
  const manyKeys = Object.fromEntries(
    Array.from({ length: 3000 }, (_, index) => [`k${index}`, index]),
  );
  return [
    json("70 KB field", { ...validBodies.contact, message: huge }, [413]),
    { ...json("8 MB body", "[".repeat(8 * 1024 * 1024), [413]), mayCut: true },
    json("5 001-character message", { ...validBodies.contact, message: "m".repeat(5001) }, [400]),
    json("201-character name", { ...validBodies.contact, name: "n".repeat(201) }, [400]),
    json("nested 30 000 deep", nested(30_000), [400]),
    json(
      "nested 1 000 deep in a field",
      { ...validBodies.contact, name: JSON.parse(nested(1000)) },
      [400],
    ),
    json("3 000 extra keys", { ...validBodies.contact, ...manyKeys }, [201]),
    json("3 000 extra keys without fields", manyKeys, [400]),
    json("long number", `{"name":${"9".repeat(20_000)}}`, [400]),
  ];
}

function encodings(): HostileRequest[] {
  const valid = JSON.stringify(validBodies.contact);
  const invalidUtf8 = [
    [0xff, 0xfe],
    [0xc0, 0xaf],
    [0xed, 0xa0, 0x80],
    [0xe0, 0x80],
    [0xf8, 0x88, 0x80, 0x80, 0x80],
  ];
  const requests: HostileRequest[] = invalidUtf8.map((bytes) => ({
    name: `invalid UTF-8 ${bytes.map((byte) => byte.toString(16)).join(" ")}`,
    method: "POST",
    path: ENQUIRY_ENDPOINT,
    headers: JSON_HEADERS,
    body: new Uint8Array([
      ...new TextEncoder().encode(valid.slice(0, -1) + ',"name":"'),
      ...bytes,
      ...new TextEncoder().encode('"}'),
    ]),
    expected: [400],
  }));
  requests.push({
    name: "UTF-16 body",
    method: "POST",
    path: ENQUIRY_ENDPOINT,
    headers: { "content-type": "application/json; charset=utf-16le" },
    body: new Uint8Array(Buffer.from(valid, "utf16le")),
    expected: [400, 415],
  });
  return requests;
}

function contentTypes(): HostileRequest[] {
  const body = JSON.stringify(validBodies.contact);
  const types = [
    "text/plain",
    "application/x-www-form-urlencoded",
    "application/xml",
    "application/json-patch+json",
    "application/jsonx",
    "text/json",
    "*/*",
    "",
  ];
  const requests: HostileRequest[] = types.map((type) => ({
    name: `content type ${JSON.stringify(type)}`,
    method: "POST",
    path: ENQUIRY_ENDPOINT,
    headers: type ? { "content-type": type } : ({} as Record<string, string>),
    body,
    expected: [415],
  }));
  requests.push(
    {
      // The endpoint takes multipart (a job application with its CV); JSON under that type is no form.
      name: "JSON sent as multipart/form-data",
      method: "POST",
      path: ENQUIRY_ENDPOINT,
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body,
      expected: [400],
    },
    {
      name: "no body",
      method: "POST",
      path: ENQUIRY_ENDPOINT,
      headers: JSON_HEADERS,
      expected: [400],
    },
    {
      name: "no body, no type",
      method: "POST",
      path: ENQUIRY_ENDPOINT,
      headers: {},
      expected: [415],
    },
  );
  for (const method of ["GET", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
    requests.push({
      name: `${method} on the endpoint`,
      method,
      path: ENQUIRY_ENDPOINT,
      headers: JSON_HEADERS,
      body: method === "GET" || method === "OPTIONS" ? undefined : body,
      expected: [405],
    });
  }
  return requests;
}

function slowBodies(): HostileRequest[] {
  return [
    { ...json("slow valid body", validBodies.contact, [201]), slow: true },
    { ...json("slow invalid body", { name: 1 }, [400]), slow: true },
    { ...json("slow broken JSON", '{"name": "Asha", ', [400]), slow: true },
  ];
}

function formActions(): HostileRequest[] {
  const paths = ["/", "/contact", "/start-project"];
  const forms = [
    "",
    "action=constructor",
    "action=__proto__&name=x",
    `action=${encodeURIComponent(validBodies.contact.action)}&name=%00%0d%0aBcc:x&email=a`,
    `action=${encodeURIComponent(validBodies.contact.action)}&name[]=a&name[]=b`,
    "%ff%fe=%ff",
    "a".repeat(70 * 1024),
    `action=${encodeURIComponent(validBodies.contact.action)}&${"x=1&".repeat(5000)}`,
  ];
  const requests: HostileRequest[] = [];
  for (const path of paths) {
    for (const [index, body] of forms.entries()) {
      requests.push({
        name: `form ${index} to ${path}`,
        method: "POST",
        path,
        headers: FORM_HEADERS,
        body,
        expected: body.length > 64 * 1024 ? [413] : [200, 400, 405],
      });
    }
    requests.push(
      {
        name: `JSON to the ${path} action`,
        method: "POST",
        path,
        headers: JSON_HEADERS,
        body: '{"__proto__":{"a":1}}',
        expected: [415],
      },
      {
        name: `garbage multipart to ${path}`,
        method: "POST",
        path,
        headers: { "content-type": "multipart/form-data; boundary=zz" },
        body: '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--y',
        expected: [400],
      },
      {
        name: `data request to ${path}`,
        method: "POST",
        path: path === "/" ? "/_root.data" : `${path}.data`,
        headers: FORM_HEADERS,
        body: "action=constructor",
        expected: [200, 202, 400, 404, 405],
      },
    );
  }
  for (const path of [
    "/about",
    "/nowhere",
    "/%E0%A4%A",
    "/..%2f..%2fetc%2fpasswd",
    "/service/%00",
  ]) {
    requests.push({
      name: `POST to ${path}`,
      method: "POST",
      path,
      headers: FORM_HEADERS,
      body: "a=b",
      expected: [400, 404, 405],
    });
    requests.push({
      name: `GET ${path}`,
      method: "GET",
      path,
      headers: {},
      expected: [200, 400, 404],
    });
  }
  return requests;
}

export function hostileCorpus(): HostileRequest[] {
  return [
    ...wrongTypes(),
    ...shapes(),
    ...unknownActions(),
    ...prototypeKeys(),
    ...injections(),
    ...payloads(),
    ...sizes(),
    ...encodings(),
    ...contentTypes(),
    ...slowBodies(),
    ...formActions(),
  ];
}
