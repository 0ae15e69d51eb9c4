/**
 * The forms' `action` values as Node reads them, bound to the company's name in the facts (see
 * the seam in shared/enquiries/kinds.ts).
 */
import { enquiryActions } from "#shared/enquiries/kinds.ts";
import { companyName } from "#server/site/facts.ts";

export const { actionFor, kindOfAction, kindLabelOfAction } = enquiryActions(companyName);
