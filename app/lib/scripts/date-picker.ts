/** The home consultation's start date from the first paint (see `date-picker.ts`). */
import { startDatePickers } from "#app/lib/date-picker.ts";

startDatePickers();
