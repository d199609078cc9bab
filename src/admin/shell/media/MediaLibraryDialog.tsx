import { Button, Input, Label, SearchField } from "react-aria-components";
import { mediaApi, type Asset } from "../../api/media";
import { ModalDialog } from "../ui/ModalDialog";
import { Pager } from "../ui/Pager";
import { EmptyState, ErrorState, Loading } from "../ui/states";
import { UploadButton } from "./UploadButton";
import { useAssetPage } from "./useAssetPage";

/**
 * "Choose from library": the site's images (or, with `anyFile`, all its files), searched by name,
 * a page at a time, as a grid of thumbnail buttons (Tab and Enter pick one), with an upload that
 * picks what it made.
 */
export function MediaLibraryDialog(props: { onPick: (asset: Asset) => void; onClose: () => void; anyFile?: boolean }) {
  const { page, search, setSearch, offset, setOffset, limit } = useAssetPage(props.anyFile ? undefined : "image");
  const what = props.anyFile ? "files" : "images";
  return (
    <ModalDialog title={props.anyFile ? "Choose a file" : "Choose an image"} onClose={props.onClose} wide cancellable>
      <div className="row media-dialog-bar">
        <SearchField className="field" value={search} onChange={setSearch} aria-label={`Search ${what} by name`}>
          <Label>Search</Label>
          <Input placeholder="File name" />
        </SearchField>
        <UploadButton
          label={props.anyFile ? "Upload a file" : "Upload image"}
          anyFile={props.anyFile}
          send={props.anyFile ? mediaApi.uploadFile : mediaApi.upload}
          onUploaded={([first]) => first && props.onPick(first)}
        />
      </div>
      {page.status === "loading" ? <Loading /> : null}
      {page.status === "error" ? <ErrorState message={page.message} onRetry={page.reload} /> : null}
      {page.status === "ready" && page.data.total === 0 ? (
        <EmptyState title={search ? `No ${what} match` : `No ${what} yet`}>
          {search ? "Try another name." : `Upload ${props.anyFile ? "a file" : "an image"} to use it here.`}
        </EmptyState>
      ) : null}
      {page.status === "ready" && page.data.assets.length > 0 ? (
        <>
          <ul className="media-grid">
            {page.data.assets.map((asset) => (
              <li key={asset.id}>
                <Button className="media-tile" onPress={() => props.onPick(asset)} aria-label={`Use ${asset.fileName}`}>
                  {asset.kind === "image" ? (
                    <img src={`${asset.url}?format=300w`} alt="" loading="lazy" />
                  ) : (
                    <span className="media-tile-file" aria-hidden="true" />
                  )}
                  <span>{asset.fileName}</span>
                </Button>
              </li>
            ))}
          </ul>
          <Pager total={page.data.total} offset={offset} limit={limit} onOffset={setOffset} />
        </>
      ) : null}
    </ModalDialog>
  );
}
