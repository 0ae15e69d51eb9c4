/**
 * The privacy notice a visitor is shown, named the way a consent receipt records it: the date it
 * states and a hash of its text, so a later change of a word is a new version even on one day.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import yaml from "js-yaml";
import { repositoryPath } from "#server/lib/repository.ts";

export const PRIVACY_NOTICE_FILE = repositoryPath("app/content/legal/privacy.md");

export interface NoticeVersion {
  /** The notice's own "last updated" day (YYYY-MM-DD). */
  readonly date: string;
  /** SHA-256 of the file's text, hex, first 16 characters. */
  readonly hash: string;
}

export function noticeVersionOf(text: string): NoticeVersion {
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? "";
  const data = yaml.load(frontMatter) as { lastUpdated?: unknown } | undefined;
  const date = typeof data?.lastUpdated === "string" ? data.lastUpdated : "";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    throw new Error("The privacy notice names no lastUpdated day (YYYY-MM-DD)");
  }
  return { date, hash: createHash("sha256").update(text).digest("hex").slice(0, 16) };
}

/** The notice as the site serves it now. */
export function currentNoticeVersion(file: string = PRIVACY_NOTICE_FILE): NoticeVersion {
  return noticeVersionOf(readFileSync(file, "utf8"));
}
