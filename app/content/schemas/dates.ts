import * as z from "zod";

/** A day written YYYY-MM-DD. YAML reads an unquoted 2025-10-27 as a date, a quoted one as text. */
export const isoDay = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.iso.date({ error: "must be a day written as YYYY-MM-DD" }),
);
