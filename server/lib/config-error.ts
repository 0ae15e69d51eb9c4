/** A configuration mistake; its message is the one line printed before exiting. */
export class ConfigError extends Error {
  override name = "ConfigError";
}
