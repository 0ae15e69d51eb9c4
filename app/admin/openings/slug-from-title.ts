/**
 * The opening form's address follows its title as it is typed, until the recruiter writes an
 * address of their own (or it is fixed since publication). Without this script the server makes
 * the address from the title when the field is left empty.
 */
import { slugFromTitle } from "#shared/hiring/openings.ts";

const title = document.querySelector<HTMLInputElement>("#opening-title");
const slug = document.querySelector<HTMLInputElement>("#opening-slug");

if (title && slug && !slug.readOnly) {
  // An address already there that the title would not make was written by hand: leave it.
  let follows = slug.value === "" || slug.value === slugFromTitle(title.value);
  title.addEventListener("input", () => {
    if (follows) slug.value = slugFromTitle(title.value);
  });
  slug.addEventListener("input", () => {
    follows = slug.value === "";
  });
}
