/**
 * A number that counts up from 0 once it is in view (see `startMotion`). The server renders
 * the target, so crawlers and visitors without JavaScript (or with reduced motion) read the real
 * figure.
 */
export function Counter({
  value,
  suffix,
  className,
}: {
  value: number;
  suffix: string;
  className?: string;
}) {
  return (
    <span className={className}>
      <span className="tabular-nums" data-count-to={value}>
        {value}
      </span>
      {suffix}
    </span>
  );
}
