import { useState } from "react";
import { Button, Input, Label, SearchField } from "react-aria-components";
import { BLOCK_SCHEMAS } from "../../../blocks/schemaRegistry";
import type { BlockSchemaDefinition } from "../../../blocks/types";
import { ModalDialog } from "../../shell/ui/ModalDialog";
import { EmptyState } from "../../shell/ui/states";

const CATEGORY_LABELS: Record<BlockSchemaDefinition["category"], string> = {
  text: "Text",
  media: "Media",
  layout: "Layout",
  interactive: "Interactive",
  forms: "Forms",
  commerce: "Store",
};

/** A small picture of what a new block of the type looks like: the block's own preview, or its description. */
function Preview({ definition }: { definition: BlockSchemaDefinition }) {
  const { Preview: BlockPreview } = definition;
  return BlockPreview ? <BlockPreview example={definition.example} /> : <span className="preview-text">{definition.description}</span>;
}

/**
 * The catalogue of every registered block type, grouped, searchable, each with a preview.
 * Blocks that carry code are offered only to those who may add code (`canAddCode`).
 */
export function BlockCatalogue(props: { canAddCode: boolean; onPick: (definition: BlockSchemaDefinition) => void; onClose: () => void }) {
  const [query, setQuery] = useState("");
  const needle = query.trim().toLowerCase();
  const shown = BLOCK_SCHEMAS.filter(
    (d) => (props.canAddCode || !d.carriesCode) && (needle === "" || `${d.label} ${d.description}`.toLowerCase().includes(needle)),
  );
  const categories = [...new Set(shown.map((d) => d.category))];
  return (
    <ModalDialog title="Add a block" onClose={props.onClose} wide cancellable>
      <SearchField className="field" value={query} onChange={setQuery} autoFocus>
        <Label>Search blocks</Label>
        <Input className="input" />
      </SearchField>
      {categories.length === 0 ? <EmptyState title={`No block matches “${query}”`} /> : null}
      {categories.map((category) => (
        <section key={category} aria-label={CATEGORY_LABELS[category]}>
          <h3 className="section-title">{CATEGORY_LABELS[category]}</h3>
          <ul className="catalogue">
            {shown
              .filter((d) => d.category === category)
              .map((definition) => (
                <li key={definition.type}>
                  <Button className="catalogue-item" onPress={() => props.onPick(definition)} aria-label={`${definition.label}: ${definition.description}`}>
                    <span className="catalogue-preview" aria-hidden="true">
                      <Preview definition={definition} />
                    </span>
                    <span className="catalogue-label">{definition.label}</span>
                    <span className="catalogue-description">{definition.description}</span>
                  </Button>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </ModalDialog>
  );
}
