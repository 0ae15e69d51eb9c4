/**
 * A candidate's personal link to book their interview day (`/interview/<token>`), offered in the
 * e-mail a recruiter sends on moving their card to the interview stage: the stage e-mail's
 * `{interview_link}` is replaced with it as the mail is sent.
 */
export const INTERVIEW_PATH = "/interview";
export const interviewPath = (token: string) => `${INTERVIEW_PATH}/${encodeURIComponent(token)}`;

/** The stage e-mail's placeholder for the personal link. */
export const INTERVIEW_LINK_SLOT = "{interview_link}";

/** The stage whose e-mail offers the link. */
export const INTERVIEW_STAGE = "interview";

/** How long a link books, unless booking.yaml's interview entry says otherwise. */
export const INTERVIEW_LINK_DAYS = 7;
