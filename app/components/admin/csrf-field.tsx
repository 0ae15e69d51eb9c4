/** The session's synchronizer token; every admin POST carries it back. Name matches guard.server.ts. */
export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name="csrf" value={token} />;
}
