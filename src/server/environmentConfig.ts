import { settleConfig } from "./bootstrap";
import { ConfigError, parseConfig, type AppConfig } from "./config";

/**
 * The configuration from the process environment. This is the only place that reads the
 * environment; a bad value stops start-up with one message naming every problem. A module of
 * its own, so the command line's commands read it without loading the web server.
 */
export function environmentConfig(): AppConfig {
  try {
    return settleConfig(parseConfig(process.env));
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
