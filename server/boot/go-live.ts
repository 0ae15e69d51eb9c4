/**
 * What a company must settle before its site goes live, each item naming the file or variable
 * to change: `npm run check:live` lists them and fails while a blocking one remains; every
 * production start logs them as warnings.
 */
import type { FactToSettle, SiteFacts } from "#shared/site/facts.ts";
import type { Env } from "./env.ts";

export interface GoLiveItem {
  /** The file (and field) or the variable to change. */
  readonly where: string;
  readonly what: string;
  /** Blocking items keep `npm run check:live` failing; the others are worth a look. */
  readonly blocking: boolean;
}

const FACTS_FILE = "app/content/site.yaml";

/** The figures under these names in the facts file, as the pages show them. */
function figuresOf(facts: SiteFacts, names: readonly string[]): string {
  return names.map((name) => `${facts.figures[name]?.shown ?? "none"} (${name})`).join(", ");
}

/**
 * Each fact to settle, as the check asks it, with the values the pages show today (where the
 * pages say it: docs/editing-content.md, "Facts to settle").
 */
const FACT_QUESTIONS: Readonly<Record<FactToSettle, (facts: SiteFacts) => string>> = {
  projects: (facts) =>
    `how many projects: ${figuresOf(facts, ["projectsDelivered", "projectsInTrackRecord", "projectsLaunched"])}`,
  clients: (facts) => `how many clients: ${figuresOf(facts, ["clientsServed", "happyClients"])}`,
  years: (facts) =>
    `how many years: ${figuresOf(facts, ["yearsOfExpertise", "yearsInBusiness"])}, founded in ${facts.foundingYear}`,
  replyPromise: (facts) =>
    `the reply promise: "${facts.replyPromise}" beside the contact page's and the home page's own words`,
  teamSize: (facts) => `the team's size: ${figuresOf(facts, ["developers"])} and the story's words`,
  grievanceOfficer: ({ grievanceOfficer: officer }) =>
    `that ${officer.name} (${officer.title}) is the Grievance Officer and ${officer.email} is read`,
  regions: (facts) =>
    `where clients are: ${figuresOf(facts, ["countriesServed"])}, ${facts.areasServed.join(", ")}, and the pages' "three continents" and "3 regions"`,
  supportHours: () => 'the pages\' "24/7 Support" beside the office hours',
};

/** Domains reserved for documentation and tests (RFC 2606, RFC 6761): never a real mailbox. */
const RESERVED = /(^|\.)(example|test|invalid|localhost|local)$|(^|\.)example\.(com|net|org)$/i;

/** Every e-mail address and URL in the facts, with its path: `email.sales`. */
function addressesIn(value: unknown, at = ""): { path: string; host: string; text: string }[] {
  if (typeof value === "string") {
    const host = /^[^\s@]+@([^\s@]+)$/.exec(value)?.[1] ?? urlHost(value);
    return host ? [{ path: at, host, text: value }] : [];
  }
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) =>
      addressesIn(inner, at ? `${at}.${key}` : key),
    );
  }
  return [];
}

function urlHost(value: string): string | undefined {
  if (!/^https?:\/\//.test(value)) return undefined;
  try {
    return new URL(value).hostname;
  } catch {
    return undefined;
  }
}

const isLoopback = (host: string) =>
  host === "localhost" || host === "[::1]" || /^127\./.test(host) || RESERVED.test(host);

function siteAddressItems(env: Env): GoLiveItem[] {
  const url = new URL(env.siteUrl);
  const items: GoLiveItem[] = [];
  if (url.protocol !== "https:") {
    items.push({
      where: "SITE_URL",
      what: `${env.siteUrl} is not https: set the public https address`,
      blocking: true,
    });
  }
  if (isLoopback(url.hostname)) {
    items.push({
      where: "SITE_URL",
      what: `${url.hostname} is not a public address: set the site's own domain`,
      blocking: true,
    });
  }
  return items;
}

function mailItems(env: Env, raw: Readonly<Record<string, string | undefined>>): GoLiveItem[] {
  const items: GoLiveItem[] = [];
  if (env.smtpUrl === undefined) {
    items.push({
      where: "SMTP_URL",
      what: "not set: no enquiry is mailed to the team, and no visitor gets an e-mail",
      blocking: true,
    });
  }
  if (env.inbound === undefined) {
    items.push({
      where: "INBOUND_IMAP_URL",
      what: "not set: customers' answers reach the team mailbox, not the inbox",
      blocking: false,
    });
  }
  for (const name of ["NOTIFY_EMAIL_TO", "NOTIFY_EMAIL_FROM", "INBOUND_ADDRESS"]) {
    const host = raw[name]?.match(/@([^\s@>]+)>?\s*$/)?.[1];
    if (host && RESERVED.test(host)) {
      items.push({
        where: name,
        what: `${raw[name]} is on a reserved domain: give a real mailbox`,
        blocking: true,
      });
    }
  }
  return items;
}

function proxyAndSecretItems(
  env: Env,
  raw: Readonly<Record<string, string | undefined>>,
): GoLiveItem[] {
  const items: GoLiveItem[] = [];
  if (raw.TRUST_PROXY === undefined) {
    items.push({
      where: "TRUST_PROXY",
      what: "not set: behind nginx or another proxy that sends X-Forwarded-For, set it to true (every visitor otherwise shares the proxy's rate limit); without one, set it to false",
      blocking: false,
    });
  }
  if (env.serverSecret === undefined) {
    const shared = env.database.kind === "postgres";
    items.push({
      where: "SERVER_SECRET",
      what: shared
        ? "not set: every instance on the shared PostgreSQL needs the same one (openssl rand -base64 32)"
        : "not set: one is generated beside the SQLite file; back that file up, or set it (openssl rand -base64 32)",
      blocking: shared,
    });
  }
  return items;
}

function factItems(facts: SiteFacts): GoLiveItem[] {
  const written = {
    email: facts.email,
    grievanceOfficer: facts.grievanceOfficer,
    social: facts.social,
  };
  const reserved = addressesIn(written)
    .filter((address) => RESERVED.test(address.host))
    .map((address) => ({
      where: `${FACTS_FILE} (${address.path})`,
      what: `${address.text} is on a reserved domain: give the company's real address`,
      blocking: true,
    }));
  const unsettled = (Object.keys(FACT_QUESTIONS) as FactToSettle[])
    .filter((fact) => !facts.settled[fact])
    .map((fact) => ({
      where: `${FACTS_FILE} (settled.${fact})`,
      what: `confirm ${FACT_QUESTIONS[fact](facts)}; then set it to true`,
      blocking: true,
    }));
  return [...reserved, ...unsettled];
}

/** Everything still to settle, blocking items first. */
export function goLiveItems(
  env: Env,
  facts: SiteFacts,
  raw: Readonly<Record<string, string | undefined>>,
): GoLiveItem[] {
  const items = [
    ...siteAddressItems(env),
    ...mailItems(env, raw),
    ...proxyAndSecretItems(env, raw),
    ...factItems(facts),
  ];
  return [...items.filter((item) => item.blocking), ...items.filter((item) => !item.blocking)];
}

/** One line per item: `must  SITE_URL: …` or `check TRUST_PROXY: …`. */
export function goLiveLine(item: GoLiveItem): string {
  return `${item.blocking ? "must " : "check"} ${item.where}: ${item.what}`;
}
