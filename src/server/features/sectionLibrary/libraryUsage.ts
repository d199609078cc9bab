/** The shared sections a stored layout (JSON read back from the database) places, by id. */
export function placedSharedIds(stored: unknown): string[] {
  const sections = (stored as { sections?: unknown } | null)?.sections;
  if (!Array.isArray(sections)) return [];
  return sections.flatMap((s: unknown) => {
    const id = (s as { sharedSectionId?: unknown } | null)?.sharedSectionId;
    return typeof id === "string" ? [id] : [];
  });
}
