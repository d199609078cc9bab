/** One environment variable the server understands; its own file so features can list theirs without importing config.ts. */
export interface ConfigVariable {
  name: string;
  defaultValue: string;
  description: string;
}
