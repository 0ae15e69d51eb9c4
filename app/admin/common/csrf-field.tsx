import { CSRF_FIELD } from "./guard.ts";

/** The session's synchronizer token; every admin POST carries it back. */
export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name={CSRF_FIELD} value={token} />;
}
