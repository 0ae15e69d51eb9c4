/**
 * A script inlined where it stands (one of `app/lib/scripts/`, imported as
 * `virtual:inline-script/<name>`): it runs before the markup after it is parsed, so the control
 * it serves answers from its first paint. The Content-Security-Policy allows it by its hash.
 */
export function InlineScript({ code }: { code: string }) {
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}
