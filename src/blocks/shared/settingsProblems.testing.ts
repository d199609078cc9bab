import type { ZodType } from "zod";

/** Each problem's message by its settings path ("profiles.0.url"), as the editor shows them under the controls. */
export function settingsProblems(schema: ZodType, settings: unknown): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const issue of schema.safeParse(settings).error?.issues ?? []) problems[issue.path.join(".")] ??= issue.message;
  return problems;
}
