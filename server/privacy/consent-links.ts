/**
 * The signed link in every e-mail to a person that opens their consent page without a sign-in:
 * the enquiry's id and an HMAC of it (a key from the server secret). Any change to either is
 * refused.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { CONSENT_CHOICES_PATH } from "#shared/privacy/choices.ts";

export interface ConsentLinks {
  /** The absolute link for the person who sent this enquiry. */
  linkFor(enquiryId: string): string;
  /** Whether `signature` is the one this server made for the enquiry. */
  verify(enquiryId: string, signature: string): boolean;
}

export function createConsentLinks(key: Buffer, siteUrl: string): ConsentLinks {
  const sign = (enquiryId: string) =>
    createHmac("sha256", key).update(`consent choices\0${enquiryId}`).digest("base64url");
  return {
    linkFor(enquiryId) {
      const url = new URL(CONSENT_CHOICES_PATH, siteUrl);
      url.searchParams.set("enquiry", enquiryId);
      url.searchParams.set("signature", sign(enquiryId));
      return url.href;
    },
    verify(enquiryId, signature) {
      const expected = Buffer.from(sign(enquiryId));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
