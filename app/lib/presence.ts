/**
 * Presence on an enquiry's page, over `[data-presence]` (its beat address, the session's hidden
 * form token and an empty list): the page beats every couple of seconds, and at once when a
 * reply starts or stops being written, and lists the colleagues the server names in answer
 * ("asha@… is writing a reply"). Without the script the page still works; the list shows who
 * was there when it was drawn.
 */
import { PRESENCE_BEAT_MS } from "#shared/inbox/presence.ts";

interface PresenceAnswer {
  readonly others: readonly { readonly text: string }[];
}

function isAnswer(value: unknown): value is PresenceAnswer {
  return (
    typeof value === "object" && value !== null && Array.isArray((value as PresenceAnswer).others)
  );
}

export function startPresence(): void {
  const area = document.querySelector<HTMLElement>("[data-presence]");
  const list = area?.querySelector("ul");
  const url = area?.dataset.presence;
  if (!area || !list || !url) return;
  const tab = crypto.randomUUID();
  const reply = document.querySelector<HTMLTextAreaElement>("textarea[name=reply]");
  const isWriting = () => Boolean(reply && reply.value.trim() !== "");

  let shown = [...list.children].map((item) => item.textContent).join("\n");
  function show(lines: readonly string[]) {
    if (lines.join("\n") === shown) return;
    shown = lines.join("\n");
    list!.replaceChildren(
      ...lines.map((line) => Object.assign(document.createElement("li"), { textContent: line })),
    );
  }

  /** The beat's form: the page's key, whether it writes, and the session's hidden token. */
  function beatBody(): URLSearchParams {
    const body = new URLSearchParams({ tab, writing: String(isWriting()) });
    for (const input of area!.querySelectorAll<HTMLInputElement>("input[type=hidden]")) {
      body.set(input.name, input.value);
    }
    return body;
  }

  let writing = isWriting();
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight = false;
  let again = false;
  async function beat(): Promise<void> {
    if (stopped) return;
    if (inFlight) {
      again = true;
      return;
    }
    clearTimeout(timer);
    inFlight = true;
    writing = isWriting();
    const body = beatBody();
    try {
      const response = await fetch(url!, {
        method: "POST",
        body,
        headers: { Accept: "application/json" },
        redirect: "manual",
      });
      const answer: unknown = response.ok ? await response.json() : undefined;
      if (isAnswer(answer)) show(answer.others.map((other) => other.text));
      // Signed out (sent to sign in), refused or gone: beating again would not help.
      else if (response.type === "opaqueredirect" || response.status < 500) stopped = true;
    } catch {
      // Offline, or the server restarting: the next beat tries again.
    } finally {
      inFlight = false;
    }
    if (again) {
      again = false;
      void beat();
    } else {
      timer = setTimeout(() => void beat(), PRESENCE_BEAT_MS);
    }
  }

  reply?.addEventListener("input", () => {
    if (isWriting() !== writing) void beat();
  });
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void beat();
  });
  // Left (or put in the back-forward cache): the others see it go at once; back again, it beats.
  addEventListener("pagehide", () => {
    const body = beatBody();
    body.set("leaving", "true");
    navigator.sendBeacon(url, body);
  });
  addEventListener("pageshow", (event) => {
    if (event.persisted) void beat();
  });
  void beat();
}
