import type { AdminService } from "./admin-service.ts";
import type { ConsentChoiceService } from "./consent.ts";
import type { EnquiryService } from "./enquiry-service.ts";
import type { OpeningsDirectory } from "./openings.ts";

/**
 * What the server hands to the pages Astro renders on request (`Astro.locals`): the services
 * behind the forms, so pages never import server code.
 */
export interface SiteLocals {
  readonly enquiries: EnquiryService;
  /** The team's inbox, bound to this request's client address (the sign-in throttle needs it). */
  readonly admin?: AdminService;
  /** The page a person's signed link opens: withdraw updates, ask for erasure. */
  readonly consent?: ConsentChoiceService;
  /** The job openings the team publishes (the career pages and the sitemap read them). */
  readonly openings?: OpeningsDirectory;
}

/**
 * A page posted as a form without JavaScript is rendered on request at this prefix plus its own
 * path (`/contact` → `/form-post/contact`); the server rewrites such posts there, and refuses the
 * prefix from outside.
 */
export const FORM_POST_PREFIX = "/form-post";

/** The pages whose enquiry form posts to the page itself: the only pages that answer a POST. */
export const PAGES_WITH_FORMS = ["/", "/contact", "/start-project"] as const;
export type PageWithForm = (typeof PAGES_WITH_FORMS)[number];
