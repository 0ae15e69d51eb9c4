/**
 * The board's drag and drop, served as /admin/board.js (the pages rendered on request allow no
 * inline script of their own): a card dropped on another column submits the card's own move form
 * with that column's stage, the same post a keyboard or a page without this script makes.
 */
const cards = document.querySelectorAll<HTMLElement>("[data-card]");
const columns = document.querySelectorAll<HTMLElement>("[data-stage]");

for (const card of cards) {
  card.draggable = true;
  card.classList.add("cursor-grab");
  card.addEventListener("dragstart", (event) => {
    event.dataTransfer?.setData("text/plain", card.dataset.card ?? "");
    if (event.dataTransfer) event.dataTransfer.effectAllowed = "move";
  });
}

for (const column of columns) {
  column.addEventListener("dragover", (event) => {
    event.preventDefault();
    column.classList.add("ring-2", "ring-brand-500");
  });
  column.addEventListener("dragleave", () => column.classList.remove("ring-2", "ring-brand-500"));
  column.addEventListener("drop", (event) => {
    event.preventDefault();
    column.classList.remove("ring-2", "ring-brand-500");
    const id = event.dataTransfer?.getData("text/plain");
    const form = id
      ? document.querySelector<HTMLFormElement>(`[data-card="${CSS.escape(id)}"] form[data-move]`)
      : null;
    const stage = form?.elements.namedItem("stage");
    if (!form || !(stage instanceof HTMLSelectElement) || stage.value === column.dataset.stage) {
      return;
    }
    stage.value = column.dataset.stage ?? stage.value;
    form.requestSubmit();
  });
}
