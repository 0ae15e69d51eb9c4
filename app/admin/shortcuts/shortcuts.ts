/**
 * The inbox's keyboard shortcuts (issue 30), a small script on the list and the enquiry page:
 * `j`/`k` move through the list's rows, `o` opens the current one, `r` and `n` go to the reply and
 * the note, `a` takes the enquiry, `e` closes it as handled, `/` goes to the search, `?` shows the
 * sheet. Never while typing in a field, nor with Ctrl, Alt or Meta held. On the list, `a` and `e`
 * go through the bulk action's confirmation for the current row; on an enquiry, through its own
 * forms. Everything they do, the page's forms and links do without the script.
 */
import { SHORTCUTS_SHEET_ID } from "./sheet-id.ts";

const ROW_LINKS = "main ol > li h2 a";

/** The fields a key goes to, by the key. */
const FIELD_KEYS = { r: "reply", n: "note", "/": "filter-q" } as const;

function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement &&
      !["checkbox", "radio", "button", "submit"].includes(target.type))
  );
}

const rowLinks = () => [...document.querySelectorAll<HTMLAnchorElement>(ROW_LINKS)];

/** The row whose link has the focus, or -1. */
const currentRow = () => rowLinks().indexOf(document.activeElement as HTMLAnchorElement);

function moveRow(step: 1 | -1): void {
  const links = rowLinks();
  if (links.length === 0) return;
  const at = currentRow();
  const next = at === -1 ? (step === 1 ? 0 : links.length - 1) : at + step;
  const link = links[Math.min(links.length - 1, Math.max(0, next))];
  link?.focus();
  link?.scrollIntoView({ block: "nearest" });
}

function focusField(id: string): boolean {
  const field = document.getElementById(id);
  if (!(field instanceof HTMLElement)) return false;
  field.closest("details")?.setAttribute("open", "");
  field.focus();
  field.scrollIntoView({ block: "center" });
  return true;
}

/** On the list: the bulk action for the current row only, to its confirmation. */
function bulkOnCurrentRow(action: string): boolean {
  const row = rowLinks()[currentRow()]?.closest("li");
  const form = document.getElementById("bulk");
  const menu = document.getElementById("bulk-action");
  if (!row || !(form instanceof HTMLFormElement) || !(menu instanceof HTMLSelectElement)) {
    return false;
  }
  for (const box of document.querySelectorAll<HTMLInputElement>(`input[form="bulk"]`)) {
    box.checked = row.contains(box);
  }
  menu.value = action;
  form.requestSubmit();
  return true;
}

/** On an enquiry: one of its own forms, found by a field only that form has, sent. */
function submitFormWith(selector: string, prepare?: (form: HTMLFormElement) => void): boolean {
  const form = document.querySelector<HTMLInputElement | HTMLSelectElement>(selector)?.form;
  if (!form) return false;
  prepare?.(form);
  form.requestSubmit();
  return true;
}

// "Take it" is the assignment form whose owner is the viewer, a hidden field; it is not shown
// when the viewer owns the enquiry already.
const take = () => bulkOnCurrentRow("take") || submitFormWith('input[type="hidden"][name="owner"]');

const close = () =>
  bulkOnCurrentRow("close") ||
  submitFormWith("select#status", (form) => {
    const status = form.elements.namedItem("status");
    if (status instanceof HTMLSelectElement) status.value = "handled";
  });

function toggleSheet(): void {
  const sheet = document.getElementById(SHORTCUTS_SHEET_ID);
  if (!(sheet instanceof HTMLDialogElement)) return;
  if (sheet.open) sheet.close();
  else sheet.showModal();
}

const ACTIONS: Readonly<Record<string, () => unknown>> = {
  j: () => moveRow(1),
  k: () => moveRow(-1),
  o: () => rowLinks()[currentRow()]?.click(),
  r: () => focusField(FIELD_KEYS.r),
  n: () => focusField(FIELD_KEYS.n),
  a: take,
  e: close,
  "/": () => focusField(FIELD_KEYS["/"]),
  "?": toggleSheet,
};

// A screen reader announces a field's key with the field, once the key works.
for (const [key, id] of Object.entries(FIELD_KEYS)) {
  document.getElementById(id)?.setAttribute("aria-keyshortcuts", key);
}

document.addEventListener("keydown", (event) => {
  if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return;
  if (typingIn(event.target)) return;
  const action = ACTIONS[event.key];
  if (!action) return;
  // An open sheet takes only `?` (and Escape, which the dialog handles itself).
  const sheet = document.getElementById(SHORTCUTS_SHEET_ID);
  if (sheet instanceof HTMLDialogElement && sheet.open && event.key !== "?") return;
  event.preventDefault();
  action();
});
