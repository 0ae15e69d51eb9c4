/** The server's keys for tests: derived from a fixed secret, as a configured SERVER_SECRET would be. */
import { serverKeys } from "#server/secrets/server-secret.ts";

export const TEST_SERVER_SECRET = Buffer.alloc(32, 7).toString("base64");

export const testKeys = serverKeys(Buffer.from(TEST_SERVER_SECRET, "base64"));
