/**
 * The inbox's server side as a test drives it, on each database under test: a fresh store with one
 * administrator, a clock the test moves, and sign-ins made the way a browser makes them. A test
 * drives every feature's contract at once, as one object (the pages get each on its own).
 */
import { Secret, TOTP } from "otpauth";
import { afterEach, beforeEach, vi } from "vitest";
import type { InboxLocals } from "#shared/locals/site-locals.ts";
import type { AdminSession, SecondStepOutcome, SignInOutcome } from "#shared/accounts/contract.ts";
import { actionFor, type EnquiryKind } from "#shared/enquiries/kinds.ts";
import { addAdminUser } from "#server/accounts/accounts.ts";
import { createInboxLocals, type InboxLocalsOptions } from "#server/boot/inbox-locals.ts";
import type { Database } from "#server/store/database.ts";
import type { DeliveryChannel } from "#shared/outbox/channels.ts";
import type { Enquiry } from "#server/enquiries/store.ts";
import { saveEnquiry } from "./enquiries.ts";
import type { ReplyPromise } from "#server/reply-promise/clock.ts";
import { openDatabase, type DatabaseConfig } from "#server/store/open.ts";
import type { DatabaseUnderTest } from "./databases.ts";
import { testKeys } from "./keys.ts";
import { capturedLogger } from "./logs.ts";

/** Every contract of the inbox in one object, as tests drive them. */
export type AdminService = InboxLocals["accounts"] &
  InboxLocals["inbox"] &
  InboxLocals["replies"] &
  InboxLocals["hiring"] &
  InboxLocals["privacy"];

/** The contracts a page gets, merged for a test. */
export function allContracts(
  locals: Omit<InboxLocals, "people" | "agenda" | "bookings">,
): AdminService {
  return {
    ...locals.accounts,
    ...locals.inbox,
    ...locals.replies,
    ...locals.hiring,
    ...locals.privacy,
  };
}

/** The inbox's contracts as one service per client address, for tests that build their own. */
export function createAdminService(options: InboxLocalsOptions): {
  forClient(clientIp: string): AdminService;
} {
  const gateway = createInboxLocals(options);
  return { forClient: (clientIp) => allContracts(gateway(clientIp)) };
}

export const T0 = new Date("2030-01-15T04:30:00.000Z");
export const minutes = (n: number) => n * 60_000;
export const PASSWORD = "a long and secret passphrase";
export const TEAM = "team@malwasoftworks.example";
/** The first account, as the list and record calls see it (they read only who it is). */
export const reader: AdminSession = { email: TEAM, role: "administrator", csrfToken: "" };

/** "a=1; b=2" from Set-Cookie headers, as a browser would send them back. */
export function cookiesFrom(
  setCookies: readonly (string | undefined)[],
  jar = new Map<string, string>(),
) {
  for (const header of setCookies) {
    if (!header) continue;
    const [pair = "", ...attributes] = header.split("; ");
    const [name = "", value = ""] = pair.split("=");
    if (attributes.includes("Max-Age=0")) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** One database's tests of the service: a fresh store per test, and a clock the test moves. */
class AdminServiceFixture {
  db = undefined as unknown as Database;
  /** The fresh store's configuration: a second connection to it is a second instance. */
  config: DatabaseConfig | undefined;
  clock = T0;
  /** The people screen's and the account doors' contract, for a client address. */
  people!: (ip?: string) => InboxLocals["people"];
  /** How often the notifier was woken. */
  wakes = 0;
  /** Each account's authenticator app in this test: its secret, and the last step it showed. */
  readonly authenticators = new Map<string, { secret: string; lastStep: number }>();
  /** The service's options as the server passes them; tests sign in far more than 10 a minute. */
  readonly options = {
    logger: capturedLogger().logger,
    secureCookies: false,
    keys: testKeys,
    signInAttemptsPerMinute: 1000,
    twoStepRequiredFor: "everyone",
    siteUrl: "http://localhost:3000",
    // What an enquiry taken out of spam is delivered on.
    channels: ["email", "autoreply"] as DeliveryChannel[],
    now: () => this.clock,
  } satisfies Omit<InboxLocalsOptions, "db">;

  private readonly target: DatabaseUnderTest;

  constructor(target: DatabaseUnderTest) {
    this.target = target;
  }

  /** A fresh store with the first account; answers the service for a client address. */
  setUp = async (
    extra: Pick<InboxLocalsOptions, "teamChannels" | "onFirstAnswer" | "peopleMail"> = {},
  ): Promise<(ip?: string) => AdminService> => {
    this.config = await this.target.fresh();
    this.db = await openDatabase(this.config);
    this.clock = T0;
    this.wakes = 0;
    const gateway = createInboxLocals({
      ...this.options,
      db: this.db,
      onDeliveryDue: () => this.wakes++,
      ...extra,
    });
    this.people = (ip = "203.0.113.7") => gateway(ip).people;
    await addAdminUser(this.db, TEAM, PASSWORD, { now: T0 });
    return (ip = "203.0.113.7") => allContracts(gateway(ip));
  };

  /**
   * The code the account's app shows now, enrolling the app when the sign-in asks to. A second
   * sign-in within the same 30 seconds takes the app's next code, which the server also accepts.
   */
  appCode = async (admin: AdminService, cookieHeader: string): Promise<string> => {
    const step = await admin.secondStep(cookieHeader);
    if (!step) throw new Error("No second step to take");
    if (step.kind === "enrol") {
      this.authenticators.set(step.email, { secret: step.secret, lastStep: 0 });
    }
    const app = this.authenticators.get(step.email)!;
    const now = Math.floor(this.clock.getTime() / 30_000);
    app.lastStep = Math.max(now, app.lastStep + 1);
    return TOTP.generate({
      secret: Secret.fromBase32(app.secret),
      timestamp: app.lastStep * 30_000,
    });
  };

  /** Signs in as a browser would: the password, then the app's code when it is asked for. */
  signIn = async (
    admin: AdminService,
    email = TEAM,
    password = PASSWORD,
    held = "",
  ): Promise<SignInOutcome | SecondStepOutcome> => {
    const form = admin.signInForm(null);
    const jar = new Map(
      held ? held.split("; ").map((pair) => pair.split("=") as [string, string]) : [],
    );
    const cookieHeader = cookiesFrom([form.setCookie], jar);
    const first = await admin.signIn({ email, password, token: form.token, cookieHeader });
    if (first.status !== "second-step") return first;
    const challenged = cookiesFrom(first.setCookies, jar);
    const code = await this.appCode(admin, challenged);
    return admin.completeSignIn({ code, token: form.token, cookieHeader: challenged });
  };

  signedInCookie = async (admin: AdminService, email = TEAM): Promise<string> => {
    const outcome = await this.signIn(admin, email);
    if (outcome.status !== "signed-in") throw new Error(`Not signed in: ${outcome.status}`);
    return cookiesFrom(outcome.setCookies);
  };

  stored = async (
    kind: EnquiryKind,
    fields: Record<string, string>,
    options: {
      at?: Date;
      spam?: boolean;
      channels?: DeliveryChannel[];
      /** The reply's due time, and when its reminder goes. */
      promise?: ReplyPromise;
    } = {},
  ): Promise<Enquiry> => {
    const enquiry: Enquiry = {
      id: crypto.randomUUID(),
      kind,
      action: actionFor(kind),
      fields,
      submissionId: undefined,
      isSpam: options.spam ?? false,
      createdAt: options.at ?? T0,
    };
    await saveEnquiry(this.db, enquiry, options.channels ?? [], options.promise);
    return enquiry;
  };
}

/** Registers the hooks of one database's tests and answers their fixture. */
export function adminServiceFixture(target: DatabaseUnderTest): AdminServiceFixture {
  const fixture = new AdminServiceFixture(target);
  afterEach(() => fixture.db?.close());
  // The throttle's counters (rate-limiter-flexible) read the time from Date.now.
  beforeEach(() => vi.spyOn(Date, "now").mockImplementation(() => fixture.clock.getTime()));
  afterEach(() => vi.restoreAllMocks());
  return fixture;
}
