import { CSRF_FIELD } from "~/admin/common/guard";

/** The session's synchronizer token; every admin POST carries it back. */
export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name={CSRF_FIELD} value={token} />;
}
