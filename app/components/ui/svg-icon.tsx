import { createElement } from "react";

export interface IconData {
  readonly name: string;
  readonly node: readonly (readonly [string, Readonly<Record<string, string>>])[];
}

/**
 * A Lucide icon drawn from its data (`import { __iconData } from "lucide-react/icons/share-2"`),
 * for interactive islands: Lucide's component runtime would add ~1.5 KB of JavaScript to a page
 * that otherwise renders its icons on the server only. Always decorative.
 */
export function SvgIcon({ icon, className }: { icon: IconData; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {icon.node.map(([tag, attributes]) => createElement(tag, attributes))}
    </svg>
  );
}
