import * as z from "zod";
import { text } from "./common.ts";

/** A few tools under a short label, e.g. "Train" with PyTorch and scikit-learn. */
const toolGroup = z.strictObject({ label: text, tools: z.array(text).min(1).max(3) });
export type SignatureToolGroup = z.output<typeof toolGroup>;

/**
 * `alt` says what the picture shows for a visitor who cannot see it. Without it the picture
 * only repeats what the page says in words and is hidden from assistive technology.
 */
const alt = text.optional();

/** The technologies section's groups as layers in a browser window. */
const stack = z.strictObject({ kind: z.literal("stack"), alt });

/** Layers from the browser to the database, with a request going down and its answer coming up. */
const architecture = z.strictObject({
  kind: z.literal("architecture"),
  alt,
  layers: z
    .array(z.strictObject({ name: text, role: text }))
    .min(2)
    .max(5),
  request: text,
  response: text,
});

/** Three overlapping screens: a wireframe, a finished screen and the design system's sheet. */
const screens = z.strictObject({
  kind: z.literal("screens"),
  alt,
  frames: z.tuple([text, text, text]),
  badge: text,
});

/** Two phones, one per platform, on one shared code base. */
const devices = z.strictObject({
  kind: z.literal("devices"),
  alt,
  devices: z.tuple([toolGroup, toolGroup]),
  shared: toolGroup,
});

/** A cloud region with its cluster, the pipeline that delivers into it and what watches it. */
const infrastructure = z.strictObject({
  kind: z.literal("infrastructure"),
  alt,
  providers: z.array(text).min(1).max(3),
  cluster: toolGroup,
  pipeline: toolGroup,
  monitoring: toolGroup,
});

/** Stages from raw data to a monitored model, with the loop that retrains it. */
const pipeline = z.strictObject({
  kind: z.literal("pipeline"),
  alt,
  stages: z.array(toolGroup).min(3).max(5),
  loop: text,
});

/** Channels as the stages of a funnel narrowing to what the client counts. */
const funnel = z.strictObject({
  kind: z.literal("funnel"),
  alt,
  stages: z.array(toolGroup).min(3).max(4),
  outcome: text,
});

/**
 * The page's comparison drawn as two team pictures: engineers inside the client's team beside a
 * vendor's team outside it; the aspects come from the comparison section.
 */
const engagement = z.strictObject({
  kind: z.literal("engagement"),
  alt,
  models: z.tuple([text, text]),
  yourTeam: text,
  ourEngineers: text,
  vendorTeam: text,
  handover: text,
});

/** The hero's picture of the service's subject, one kind per service. */
export const serviceSignature = z.discriminatedUnion("kind", [
  stack,
  architecture,
  screens,
  devices,
  infrastructure,
  pipeline,
  funnel,
  engagement,
]);
export type ServiceSignature = z.output<typeof serviceSignature>;
export type SignatureOf<K extends ServiceSignature["kind"]> = Extract<
  ServiceSignature,
  { kind: K }
>;
