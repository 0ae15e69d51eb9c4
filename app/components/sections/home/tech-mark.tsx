import type { TechMark } from "#app/content/schemas/home.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/cn.ts";

const tileColours: Record<TechMark, string> = {
  react: "bg-[#e6f7fc] text-[#087ea4]",
  node: "bg-[#eef7ea] text-[#3c873a]",
  mongodb: "bg-[#e8f5ee] text-[#00684a]",
  aws: "bg-[#fff4e5] text-[#232f3e]",
  ai: "bg-brand-50 text-brand-700",
  mobile: "bg-accent-300/30 text-accent-600",
};

/** Our own simple drawings that evoke each technology; no logo files are fetched. */
function MarkDrawing({ mark }: { mark: TechMark }) {
  const svgProps = {
    width: 28,
    height: 28,
    "aria-hidden": true,
    focusable: false,
  } as const;
  switch (mark) {
    case "react":
      return (
        <svg {...svgProps} viewBox="-11.5 -10.23 23 20.46">
          <circle r="2.05" fill="currentColor" />
          <g stroke="currentColor" strokeWidth="1" fill="none">
            <ellipse rx="11" ry="4.2" />
            <ellipse rx="11" ry="4.2" transform="rotate(60)" />
            <ellipse rx="11" ry="4.2" transform="rotate(120)" />
          </g>
        </svg>
      );
    case "node":
      return (
        <svg {...svgProps} viewBox="0 0 24 24">
          <path d="M12 1.5 21.1 6.75v10.5L12 22.5l-9.1-5.25V6.75Z" fill="currentColor" />
          <path
            d="m12 7.2 4.2 2.4v4.8L12 16.8l-4.2-2.4V9.6Z"
            fill="none"
            stroke="#fff"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
        </svg>
      );
    case "mongodb":
      return (
        <svg {...svgProps} viewBox="0 0 24 24">
          <path
            d="M12 1.5c3.7 4 5.7 7.6 5.7 11.3 0 3.7-2.5 6.4-5.7 7.7-3.2-1.3-5.7-4-5.7-7.7 0-3.7 2-7.3 5.7-11.3Z"
            fill="currentColor"
          />
          <path d="M12 6v17" stroke="#c1e7cf" strokeWidth="1.2" strokeLinecap="round" />
        </svg>
      );
    case "aws":
      return (
        <svg {...svgProps} viewBox="0 0 24 24" fill="none" strokeLinecap="round">
          <path
            d="M17.5 16H9a7 7 0 1 1 6.71-9h1.79a4.5 4.5 0 1 1 0 9Z"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
          <path d="M4 18.6c5 2.9 11 2.9 16 0" stroke="#f90" strokeWidth="1.8" />
          <path d="m17.2 17.5 3 1-.9 3" stroke="#f90" strokeWidth="1.8" strokeLinejoin="round" />
        </svg>
      );
    case "ai":
      return <Icon name="brain" className="size-7" />;
    case "mobile":
      return <Icon name="smartphone" className="size-7" />;
  }
}

/** A technology's mark on its coloured tile. */
export function TechMarkTile({ mark, className }: { mark: TechMark; className?: string }) {
  return (
    <span
      className={cn("grid size-12 place-items-center rounded-xl", tileColours[mark], className)}
    >
      <MarkDrawing mark={mark} />
    </span>
  );
}
