/**
 * The forms' `action` values as pages and islands read them, bound to the company's name in the
 * build's facts (see the seam in shared/enquiries/kinds.ts).
 */
import { companyName } from "virtual:site-facts";
import { enquiryActions } from "#shared/enquiries/kinds.ts";

export const { actionFor, kindOfAction, kindLabelOfAction } = enquiryActions(companyName);
