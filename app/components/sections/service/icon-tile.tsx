import { Icon, type IconName } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

/** The service's gradient tile behind a decorative icon. */
export function IconTile({ name, gradient }: { name: IconName; gradient: string }) {
  return (
    <span
      className={cn(
        "grid size-12 shrink-0 place-items-center rounded-xl bg-gradient-to-br text-white shadow-card",
        gradient,
      )}
    >
      <Icon name={name} className="size-6" />
    </span>
  );
}
