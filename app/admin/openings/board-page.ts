/**
 * `/admin/openings/<id>/board`: an opening's board, a column per stage and a card per candidate,
 * for recruiters and administrators. A card moves by a form (its stage chosen on the card, the
 * version it was drawn at carried along), which the board's script also submits on a drop; a
 * card someone else moved since answers 409 with the board as it is now, nothing changed.
 */
import type { AdminSession } from "#shared/accounts/contract.ts";
import type { ApplicationCard, OpeningSummary, StageMove } from "#shared/hiring/contract.ts";
import type { Stage } from "#shared/hiring/pipeline.ts";
import { OFFER_STAGE } from "#shared/hiring/scorecards.ts";
import { stageEmail } from "#shared/hiring/stage-emails.ts";
import { INTERVIEW_LINK_SLOT } from "#shared/hiring/interview-link.ts";
import { single } from "#app/lib/content.ts";
import { mayManageOpenings } from "#shared/hiring/contract.ts";
import type { Opening } from "#shared/hiring/openings.ts";
import { adminTitles, boardText, openingsText, scorecardSummaryText } from "#app/content/admin.ts";
import {
  adminMeta,
  adminRedirect,
  scriptAnswer,
  type ActionNoticeValue,
  type AdminPage,
  type AdminRequest,
  type ProblemPage,
} from "#app/admin/common/answer.ts";
import { readForm, requirePost, type Signed } from "#app/admin/common/guard.ts";
import { OPENINGS_PATH, recruitersOnly, requireRecruiter } from "./openings-page.ts";
import { stageMoveFrom } from "./stage-move.ts";

import script from "virtual:inline-script/board";

/** The board's drag and drop (app/lib/scripts/board.ts). */
export const BOARD_SCRIPT = "/admin/board.js";

export const boardScript = (): Response => scriptAnswer(script);

export const boardPath = (openingId: string) =>
  `${OPENINGS_PATH}/${encodeURIComponent(openingId)}/board`;

export interface BoardColumn {
  readonly stage: OpeningSummary["stages"][number];
  readonly cards: readonly ApplicationCard[];
}

/** The mail a move sends, shown first: the recruiter may change it, or move without it. */
export interface StageMailPreview {
  readonly card: ApplicationCard;
  readonly stage: { readonly key: string; readonly name: string };
  readonly body: string;
  /** The reply's own key: a form sent twice sends one mail. */
  readonly replyId: string;
  /** The reason given for an offer without every scorecard, carried to the move. */
  readonly reason: string | undefined;
}

export interface BoardView {
  readonly viewer: AdminSession;
  readonly opening: Opening;
  readonly columns: readonly BoardColumn[];
  /** The stages a card may move to, in order. */
  readonly stages: readonly { readonly key: string; readonly name: string }[];
  readonly notice: ActionNoticeValue | undefined;
  /** The board's clock, for each card's days in its stage. */
  readonly now: Date;
  /** Asked before a move that sends a candidate an e-mail. */
  readonly preview?: StageMailPreview;
  /** Asked when a move to Offer was refused for scorecards missing: the reason. */
  readonly reasonFor?: { readonly card: ApplicationCard; readonly stage: Stage };
}

function notFound(url: URL): ProblemPage {
  return {
    status: 404,
    meta: adminMeta(adminTitles.openings, url),
    problem: { heading: openingsText.notFound, body: openingsText.intro },
  };
}

type Board = Omit<BoardView, "viewer" | "notice" | "now" | "preview">;

/** The opening with its columns, or undefined when there is no such opening. */
async function boardOf(signed: Signed<"hiring">, id: string): Promise<Board | undefined> {
  const [opening, stages] = await Promise.all([
    signed.hiring.opening(signed.session, id),
    signed.hiring.stages(signed.session, id),
  ]);
  if (!opening.allowed || !opening.value || !stages.allowed || !stages.value) return undefined;
  const cards = await signed.hiring.applications(signed.session, { openingId: id });
  return {
    opening: opening.value,
    stages: stages.value.map(({ key, name }) => ({ key, name })),
    columns: stages.value.map((stage) => ({
      stage,
      cards: cards.filter((card) => card.stage.key === stage.key),
    })),
  };
}

/** The notice of the last move, named in the address after a redirect. */
function movedNotice(url: URL, board: Board): ActionNoticeValue | undefined {
  const moved = url.searchParams.get("moved");
  const card = board.columns.flatMap((column) => column.cards).find((c) => c.enquiryId === moved);
  if (!card) return undefined;
  const said = boardText.moved(card.name, card.stage.name);
  const mail = url.searchParams.get("mail");
  if (mail === null) return { tone: "success", text: said };
  return mail === "queued"
    ? { tone: "success", text: `${said} ${boardText.mailQueued}` }
    : { tone: "error", text: `${said} ${boardText.mailNotSent}` };
}

export async function boardPage(
  context: AdminRequest,
  id: string,
): Promise<AdminPage<BoardView> | Response> {
  const { request, url } = context;
  if (request.method !== "POST") {
    const signed = await requireRecruiter(context);
    if (!("session" in signed)) return signed;
    const board = await boardOf(signed, id);
    if (!board) return notFound(url);
    return {
      status: 200,
      meta: adminMeta(adminTitles.board(board.opening.title), url),
      props: {
        viewer: signed.session,
        ...board,
        notice: movedNotice(url, board),
        now: new Date(),
      },
    };
  }

  const form = await readForm(request);
  const signed = await requirePost(context, form, "hiring", "replies");
  if (!("session" in signed)) return signed;
  if (!mayManageOpenings(signed.session.role)) return recruitersOnly(url);
  const enquiryId = String(form.get("enquiryId") ?? "");
  const move = stageMoveFrom(form, enquiryId);
  const intent = form.get("intent");
  if (move && intent !== "move-send" && intent !== "move-only") {
    const asked = await previewOf(signed, id, move);
    if (asked) {
      return {
        status: 200,
        meta: adminMeta(adminTitles.board(asked.board.opening.title), url),
        props: {
          viewer: signed.session,
          ...asked.board,
          notice: undefined,
          now: new Date(),
          preview: asked.preview,
        },
      };
    }
  }
  const outcome = move ? await signed.hiring.moveStage(signed.session, move) : "unknown-stage";
  if (outcome === "moved" || outcome === "unchanged") {
    const mail =
      outcome === "moved" && intent === "move-send"
        ? await signed.replies.sendReply(
            signed.session,
            enquiryId,
            await withInterviewLink(signed, enquiryId, String(form.get("body") ?? "")),
            String(form.get("replyId") ?? ""),
          )
        : undefined;
    const query = new URLSearchParams({ moved: enquiryId, ...(mail ? { mail } : {}) });
    return adminRedirect(`${boardPath(id)}?${query}`, 303);
  }
  const board = await boardOf(signed, id);
  if (!board) return notFound(url);
  const card = board.columns
    .flatMap((column) => column.cards)
    .find((c) => c.enquiryId === enquiryId);
  const offer = board.stages.find((stage) => stage.key === OFFER_STAGE);
  if (outcome === "scorecards-missing" && card && offer) {
    const missing = card.scorecards?.missing.join(", ") ?? "";
    return {
      status: 409,
      meta: adminMeta(adminTitles.board(board.opening.title), url),
      props: {
        viewer: signed.session,
        ...board,
        notice: { tone: "error", text: scorecardSummaryText.refused(card.name, missing) },
        now: new Date(),
        reasonFor: { card, stage: offer },
      },
    };
  }
  const notice: ActionNoticeValue =
    outcome === "stale" && card
      ? { tone: "error", text: boardText.stale(card.name, card.stage.name) }
      : { tone: "error", text: boardText.gone };
  return {
    status: outcome === "stale" ? 409 : 400,
    meta: adminMeta(adminTitles.board(board.opening.title), url),
    props: { viewer: signed.session, ...board, notice, now: new Date() },
  };
}

/**
 * The mail as it goes: a `{interview_link}` the recruiter kept becomes the candidate's own new
 * link to book their interview day.
 */
async function withInterviewLink(
  signed: Signed<"hiring">,
  enquiryId: string,
  body: string,
): Promise<string> {
  if (!body.includes(INTERVIEW_LINK_SLOT)) return body;
  const link = await signed.hiring.interviewLink(signed.session, enquiryId);
  return link ? body.replaceAll(INTERVIEW_LINK_SLOT, link) : body;
}

/**
 * The mail a move would send the candidate (the stage's text from app/content/stage-emails.yaml,
 * filled in), when e-mail is on and the card is where the mover saw it; else the move goes at once.
 */
async function previewOf(
  signed: Signed<"hiring" | "replies">,
  id: string,
  move: StageMove,
): Promise<{ board: Board; preview: StageMailPreview } | undefined> {
  if (!signed.replies.sendsEmail) return undefined;
  const board = await boardOf(signed, id);
  const card = board?.columns
    .flatMap((column) => column.cards)
    .find((c) => c.enquiryId === move.enquiryId);
  const stage = board?.stages.find((entry) => entry.key === move.to);
  if (!board || !card || !stage || card.version !== move.version || card.stage.key === stage.key) {
    return undefined;
  }
  // An offer that needs a reason first: the move refuses it, and the board asks for one.
  const needsReason = stage.key === OFFER_STAGE && (card.scorecards?.missing.length ?? 0) > 0;
  if (needsReason && !move.reason) return undefined;
  const emails = (await single("stageEmails")).data;
  const body = stageEmail(emails, stage.key, { name: card.name, position: board.opening.title });
  if (body === undefined) return undefined;
  return {
    board,
    preview: { card, stage, body, replyId: crypto.randomUUID(), reason: move.reason },
  };
}
