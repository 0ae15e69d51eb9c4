import type { Notice } from "#app/content/schemas/forms.ts";
import { cn } from "#app/lib/cn.ts";

export interface ToneNotice {
  readonly tone: "success" | "error";
  readonly notice: Notice;
}

/** The outcome of a submission made without JavaScript, where the toasts cannot appear. */
export function FormNotice({ tone, notice }: ToneNotice) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "mb-6 rounded-xl border px-4 py-3 text-sm",
        tone === "error"
          ? "border-red-200 bg-red-50 text-danger"
          : "border-green-200 bg-green-50 text-success",
      )}
    >
      <p className="font-semibold">{notice.title}</p>
      {notice.description ? <p className="mt-1">{notice.description}</p> : null}
    </div>
  );
}
