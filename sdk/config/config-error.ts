/** A configuration value that cannot be used; the message names the setting and the value. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}
