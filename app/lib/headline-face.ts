/** The `<style>` that carries the page's own cut of the heading face (`headline-font.ts`). */
export const HEADLINE_FACE_ID = "headline-face";
/** The family `app.css` asks for first on a page's main heading. */
export const HEADLINE_FAMILY = "Headline";
/** The weight every main heading is set in (`font-bold`). */
export const HEADLINE_WEIGHT = "700";

/** `Uint8Array.fromBase64`, where the browser has it (2025 on). */
const fromBase64 = (Uint8Array as { fromBase64?: (base64: string) => Uint8Array<ArrayBuffer> })
  .fromBase64;

/**
 * Puts the page's own cut of the heading face to use before its heading is laid out. The
 * stylesheet's copy would be decoded apart from the page and often miss the first paint; a face
 * made from the same bytes is ready the moment it exists, so the first paint draws the heading in
 * it and nothing moves later. Without scripts, or in an older browser, the stylesheet's
 * `optional` copy still serves.
 */
export function adoptHeadlineFace(): void {
  const base64 = document
    .getElementById(HEADLINE_FACE_ID)
    ?.textContent?.match(/base64,([^)]+)/)?.[1];
  if (!base64 || !fromBase64) return;
  document.fonts.add(
    new FontFace(HEADLINE_FAMILY, fromBase64(base64), { weight: HEADLINE_WEIGHT }),
  );
}
