import type { BlockDefinition, BlockSchemaDefinition } from "./types";
import { AccordionBlock } from "./accordion/AccordionBlock";
import { ButtonBlock } from "./button/ButtonBlock";
import { CodeBlock } from "./code/CodeBlock";
import { FormBlock } from "./form/FormBlock";
import { HeadingBlock } from "./heading/HeadingBlock";
import { HorizontalRuleBlock } from "./horizontal-rule/HorizontalRuleBlock";
import { GalleryBlock } from "./gallery/GalleryBlock";
import { ImageBlock } from "./image/ImageBlock";
import { MarkdownBlock } from "./markdown/MarkdownBlock";
import { NewsletterBlock } from "./newsletter/NewsletterBlock";
import { ProductBlock } from "./product/ProductBlock";
import { QuoteBlock } from "./quote/QuoteBlock";
import { SpacerBlock } from "./spacer/SpacerBlock";
import { TextBlock } from "./text/TextBlock";
import { VideoBlock } from "./video/VideoBlock";
import { BLOCK_SCHEMAS } from "./schemaRegistry";

const RENDERERS: Record<string, BlockDefinition["Render"]> = {
  accordion: AccordionBlock,
  button: ButtonBlock,
  code: CodeBlock,
  form: FormBlock,
  heading: HeadingBlock,
  "horizontal-rule": HorizontalRuleBlock,
  gallery: GalleryBlock,
  image: ImageBlock,
  markdown: MarkdownBlock,
  newsletter: NewsletterBlock,
  product: ProductBlock,
  quote: QuoteBlock,
  spacer: SpacerBlock,
  text: TextBlock,
  video: VideoBlock,
};

function withRenderer(schema: BlockSchemaDefinition): BlockDefinition {
  const Render = RENDERERS[schema.type];
  if (!Render) throw new Error(`Block type ${schema.type} has no server renderer`);
  return { ...schema, Render };
}

/** Every block type with its server rendering. Server only. */
export const BLOCK_DEFINITIONS: readonly BlockDefinition[] = BLOCK_SCHEMAS.map(withRenderer);

const byType = new Map(BLOCK_DEFINITIONS.map((d) => [d.type, d]));

/** The full definition of a type name, or undefined for an unknown type. */
export function blockDefinitionFor(type: string): BlockDefinition | undefined {
  return byType.get(type);
}
