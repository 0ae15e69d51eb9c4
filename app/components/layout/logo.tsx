import { siteFacts } from "virtual:site-facts";
import { wordMark } from "#shared/site/facts.ts";

/**
 * The brand mark: an inline SVG (no request) beside the two-tone word mark, which is drawn in the
 * heading face every page carries (`.wordmark`, app.css). `compact`: the mark
 * alone on the narrowest phones, where the bar needs the room (the link around it is named).
 */
export function Logo({ onDark = false, compact = false }: { onDark?: boolean; compact?: boolean }) {
  const { lead, accent } = wordMark(siteFacts.company);
  return (
    <span className="flex items-center gap-2 sm:gap-2.5">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#1f45e0" />
        <path
          d="M7 23V10l5.5 7L18 10v13"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="24" cy="20" r="3" fill="#f9b949" />
      </svg>
      <span
        className={`wordmark text-base font-bold tracking-tight whitespace-nowrap sm:text-lg ${onDark ? "text-white" : "text-ink"} ${compact ? "max-[22.5rem]:hidden" : ""}`}
      >
        {lead}
        <span className={onDark ? "text-accent-300" : "text-brand-600"}> {accent}</span>
      </span>
    </span>
  );
}
