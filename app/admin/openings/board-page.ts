/**
 * `/admin/openings/<id>/board`: an opening's board, a column per stage and a card per candidate,
 * for recruiters and administrators. A card moves by a form (its stage chosen on the card, the
 * version it was drawn at carried along), which the board's script also submits on a drop; a
 * card someone else moved since answers 409 with the board as it is now, nothing changed.
 */
import type { AdminSession } from "#shared/accounts/contract.ts";
import type { ApplicationCard, OpeningSummary } from "#shared/hiring/contract.ts";
import { mayManageOpenings } from "#shared/hiring/contract.ts";
import type { Opening } from "#shared/hiring/openings.ts";
import { adminTitles, boardText, openingsText } from "#app/content/admin.ts";
import {
  adminHeaders,
  adminMeta,
  adminRedirect,
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

export function boardScript(): Response {
  return new Response(script, {
    headers: { ...adminHeaders, "Content-Type": "text/javascript; charset=utf-8" },
  });
}

export const boardPath = (openingId: string) =>
  `${OPENINGS_PATH}/${encodeURIComponent(openingId)}/board`;

export interface BoardColumn {
  readonly stage: OpeningSummary["stages"][number];
  readonly cards: readonly ApplicationCard[];
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
}

function notFound(url: URL): ProblemPage {
  return {
    status: 404,
    meta: adminMeta(adminTitles.openings, url),
    problem: { heading: openingsText.notFound, body: openingsText.intro },
  };
}

/** The opening with its columns, or undefined when there is no such opening. */
async function boardOf(
  signed: Signed<"hiring">,
  id: string,
): Promise<Omit<BoardView, "viewer" | "notice" | "now"> | undefined> {
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
function movedNotice(url: URL, board: Omit<BoardView, "viewer" | "notice" | "now">) {
  const moved = url.searchParams.get("moved");
  const card = board.columns.flatMap((column) => column.cards).find((c) => c.enquiryId === moved);
  return card
    ? ({ tone: "success", text: boardText.moved(card.name, card.stage.name) } as const)
    : undefined;
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
  const signed = await requirePost(context, form, "hiring");
  if (!("session" in signed)) return signed;
  if (!mayManageOpenings(signed.session.role)) return recruitersOnly(url);
  const enquiryId = String(form.get("enquiryId") ?? "");
  const move = stageMoveFrom(form, enquiryId);
  const outcome = move ? await signed.hiring.moveStage(signed.session, move) : "unknown-stage";
  if (outcome === "moved" || outcome === "unchanged") {
    return adminRedirect(`${boardPath(id)}?moved=${encodeURIComponent(enquiryId)}`, 303);
  }
  const board = await boardOf(signed, id);
  if (!board) return notFound(url);
  const card = board.columns
    .flatMap((column) => column.cards)
    .find((c) => c.enquiryId === enquiryId);
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
