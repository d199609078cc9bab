import { useState } from "react";
import { ASSET_PAGE_SIZE } from "../../../domain/api/media";
import { mediaApi } from "../../api/media";
import { useDebounced } from "../useDebounced";
import { useLoad } from "../useLoad";

/**
 * One page of the site's files of a kind, searched by name as the owner types (the search
 * settles first, and starts again from the first page): what the library screen and the
 * picker dialog list.
 */
export function useAssetPage(kind?: "image" | "file") {
  const [search, setSearch] = useState("");
  const [offset, setOffset] = useState(0);
  const q = useDebounced(search);
  const query = { kind, q, offset, limit: ASSET_PAGE_SIZE };
  const page = useLoad(() => mediaApi.page(query), [kind, q, offset]);
  return {
    page,
    /** What the page shown asked for, so it can be asked again. */
    query,
    search,
    setSearch: (text: string) => {
      setSearch(text);
      setOffset(0);
    },
    offset,
    setOffset,
    limit: ASSET_PAGE_SIZE,
  };
}
