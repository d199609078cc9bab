/** Start-up stopped at a step: its message names the step, the cause and the cure, and is all an operator is shown. */
export class StartupError extends Error {}

/** Runs one step of start-up; a failure becomes a StartupError saying "while <step>", its cause, and the cure. */
export async function startupStep<T>(step: string, cure: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StartupError) throw error;
    const cause = error instanceof Error ? error.message : String(error);
    throw new StartupError(`Start-up stopped while ${step}: ${cause.replace(/\.$/, "")}. ${cure}`, { cause: error });
  }
}
