import { BrainCircuit, Smartphone } from "lucide-react";
import type { TechMark } from "~/content/home";
import { cn } from "~/lib/cn";

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
          <text
            x="12"
            y="15.2"
            textAnchor="middle"
            fontSize="8.5"
            fontWeight="700"
            fontFamily="ui-sans-serif, system-ui, sans-serif"
            fill="#fff"
          >
            JS
          </text>
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
        <svg {...svgProps} viewBox="0 0 24 24">
          <text
            x="12"
            y="12.5"
            textAnchor="middle"
            fontSize="9.5"
            fontWeight="800"
            fontFamily="ui-sans-serif, system-ui, sans-serif"
            fill="currentColor"
          >
            aws
          </text>
          <path
            d="M3.5 15.5c5.2 3.3 11.8 3.3 17 0"
            fill="none"
            stroke="#f90"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
          <path
            d="m17.6 14.3 3 1.2-.9 3"
            fill="none"
            stroke="#f90"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      );
    case "ai":
      return <BrainCircuit {...svgProps} />;
    case "mobile":
      return <Smartphone {...svgProps} />;
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
