import type { EnquiryStatus } from "#shared/enquiries/status.ts";
import type { EnquiryKind } from "#shared/enquiries/kinds.ts";
import { statusLabels } from "#app/content/admin.ts";
import { kinds } from "virtual:form-words";
import { cn } from "#app/lib/cn.ts";

const statusTones: Readonly<Record<EnquiryStatus, string>> = {
  new: "bg-brand-100 text-brand-900",
  open: "bg-accent-300 text-ink",
  waiting: "bg-sky-100 text-sky-900",
  handled: "bg-green-100 text-green-900",
  unsuccessful: "bg-orange-100 text-orange-900",
  spam: "bg-slate-200 text-slate-800",
};

const badgeClass = "inline-flex items-center rounded-pill px-2.5 py-0.5 text-xs font-semibold";

export function StatusBadge({ status }: { status: EnquiryStatus }) {
  return <span className={cn(badgeClass, statusTones[status])}>{statusLabels[status]}</span>;
}

export function KindBadge({ kind }: { kind: EnquiryKind }) {
  return (
    <span className={cn(badgeClass, "bg-surface-muted text-ink ring-1 ring-line ring-inset")}>
      {kinds[kind].label}
    </span>
  );
}

export function WarningBadge({ children }: { children: string }) {
  return <span className={cn(badgeClass, "bg-red-100 text-red-900")}>{children}</span>;
}
