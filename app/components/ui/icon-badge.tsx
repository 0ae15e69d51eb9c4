import { Icon, type IconName } from "./icon.tsx";
import { cn } from "#app/lib/cn.ts";

const sizes = {
  sm: { badge: "size-10", icon: "size-5" },
  md: { badge: "size-12", icon: "size-6" },
} as const;

const tones = {
  light: "bg-primary-soft text-primary ring-brand-100",
  dark: "bg-white/10 text-accent-300 ring-white/15",
} as const;

/**
 * The site's one icon treatment: a decorative icon on a soft tile with a hairline ring, in the
 * primary colour on light surfaces and in the accent on dark ones.
 */
export function IconBadge({
  name,
  size = "md",
  tone = "light",
  className,
}: {
  name: IconName;
  size?: keyof typeof sizes;
  tone?: keyof typeof tones;
  className?: string;
}) {
  return (
    <span
      className={cn(
        "grid shrink-0 place-items-center rounded-control ring-1 ring-inset",
        sizes[size].badge,
        tones[tone],
        className,
      )}
    >
      <Icon name={name} className={sizes[size].icon} />
    </span>
  );
}
