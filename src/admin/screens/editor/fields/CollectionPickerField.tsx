import { MenuSelect } from "../../../shell/ui/MenuSelect";
import { pagesApi } from "../../../api/pages";
import { useLoad } from "../../../shell/useLoad";
import type { FieldSpec } from "../settingsFields";

type CollectionSpec = Extract<FieldSpec, { kind: "collection" }>;

/** Picks one of the site's blogs or shops by title, from the page tree, for a collection link or RSS block. */
export function CollectionPickerField(props: { field: CollectionSpec; value: string; onChange: (id: string) => void; error?: string; isDisabled: boolean }) {
  const tree = useLoad(pagesApi.tree, []);
  const pages = tree.status === "ready" ? tree.data.navigations.flatMap((n) => n.pages).filter((p) => props.field.collectionKinds.includes(p.kind)) : [];
  const current = pages.find((p) => p.id === props.value) ?? null;
  return (
    <MenuSelect
      label={props.field.label}
      value={current ? current.id : null}
      options={pages.map((page) => ({ id: page.id, label: page.title }))}
      onChange={props.onChange}
      isDisabled={props.isDisabled || tree.status !== "ready"}
      error={props.error && !current ? props.error : null}
      placeholder={tree.status === "ready" ? (pages.length === 0 ? "None on this site yet" : "Choose one") : "Loading pages…"}
    />
  );
}
