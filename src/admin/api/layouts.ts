import type { z } from "zod";
import { layoutRoutes, type editorLayoutSchema } from "../../domain/api/layouts";
import type { Layout } from "../../blocks/types";
import { call } from "./call";

/** A page's or post's layout as the block editor reads it; its draft is a checked layout (complete section styles). */
export type EditorLayout = Omit<z.output<typeof editorLayoutSchema>, "draft"> & { draft: Layout };

/**
 * A layout answer with its draft as the editor reads it: the server only answers drafts its layout
 * rules passed (src/blocks/layout.ts), which the answer's schema cannot state block type by block type.
 */
export function checked(answer: Promise<z.output<typeof editorLayoutSchema>>): Promise<EditorLayout> {
  return answer as Promise<EditorLayout>;
}

/** The block editor's calls: read, save with the version read, publish, discard; their shapes are the route schemas of src/domain/api/layouts.ts. */
export const layoutsApi = {
  read: (ownerId: string) => checked(call(layoutRoutes.read, { params: { ownerId } })),
  save: (ownerId: string, version: number, draft: Layout) => checked(call(layoutRoutes.save, { params: { ownerId }, body: { version, draft } })),
  publish: (ownerId: string, version: number) => checked(call(layoutRoutes.publish, { params: { ownerId }, body: { version } })),
  discard: (ownerId: string, version: number) => checked(call(layoutRoutes.discard, { params: { ownerId }, body: { version } })),
};
