import type { FieldLine } from "#shared/enquiries/field-line.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * Labelled lines in order; long texts keep their line breaks, and an e-mail address or a phone
 * number is a link that writes or calls.
 */
export function FieldList({ lines }: { lines: readonly FieldLine[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {lines.map((line) => (
        <div key={line.label} className={cn("min-w-0", line.long && "sm:col-span-2")}>
          <dt className="text-sm font-semibold text-ink-muted">{line.label}</dt>
          <dd className={cn("mt-0.5 break-words text-ink", line.long && "whitespace-pre-line")}>
            {line.href ? (
              <a href={line.href} className="font-medium text-brand-700 underline">
                {line.value}
              </a>
            ) : (
              line.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
