/**
 * Markup that waits for the page's first paint: a `<template>` with this attribute, whose
 * content the page script adds once the page is idle. A request the browser would make while the
 * page arrives (a script, the manifest) competes with the first paint, and Lighthouse's
 * simulation counts every request that starts before the largest paint toward it.
 */
export const AFTER_PAINT = "data-after-paint";

/**
 * Moves every waiting template's content into the head. A script the parser put in a template has
 * not started (it was not in the page), so it runs once it is.
 */
export function addAfterPaint(): void {
  for (const later of document.querySelectorAll<HTMLTemplateElement>(`[${AFTER_PAINT}]`)) {
    document.head.append(later.content);
  }
}
