import { useEffect, useState } from "react";
import { Button, Input, Label, SearchField } from "react-aria-components";
import { GENERAL_MESSAGES } from "../../../domain/messages/generalMessages";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { formatMegabytes } from "../../../domain/limits/uploadLimits";
import { mediaApi, type Asset } from "../../api/media";
import { useCan } from "../../shell/access";
import { UploadButton } from "../../shell/media/UploadButton";
import { useAssetPage } from "../../shell/media/useAssetPage";
import { actionsColumn } from "../../shell/ui/actionsColumn";
import { DataTable, type DataColumn } from "../../shell/ui/DataTable";
import { Pager } from "../../shell/ui/Pager";
import { EmptyState, ErrorState, Loading, Notice } from "../../shell/ui/states";
import { ApiError } from "../../api/client";
import { AssetDialog } from "./AssetDialog";
import { askWidthsAgain } from "./widthsPoll";
import { WidthsProgress, makingWidths } from "./WidthsProgress";
import "../../styles/screens.css";

/** How often the library asks again while images of the page shown are having their sizes made. */
const WIDTHS_POLL_MS = 2000;

/**
 * The media library: the site's uploaded files with thumbnails, searched by name a page at a
 * time, uploads of any file the server takes with progress, the progress of the sizes the
 * server makes of each image, and each file's details (where it is used, rename, replace, delete).
 */
export default function MediaScreen() {
  const canWrite = useCan(PERMISSION.CONTENT_MANAGER, "write");
  const { page, query, search, setSearch, offset, setOffset, limit } = useAssetPage();
  const [open, setOpen] = useState<Asset | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pollProblem, setPollProblem] = useState<string | null>(null);
  const changed = (message: string) => {
    setNotice(message);
    setPollProblem(null);
    page.reload();
  };
  const shown = page.status === "ready" ? page.data : null;
  const replace = page.status === "ready" ? page.replace : null;
  // While sizes are being made, the page shown is asked for again; a failed ask stops asking and says why, the list kept.
  useEffect(() => {
    if (!replace || !shown?.assets.some(makingWidths)) return;
    let live = true;
    const timer = window.setTimeout(() => {
      askWidthsAgain(query).then(
        (answer) => live && replace(answer),
        (error: unknown) => live && setPollProblem(error instanceof ApiError ? error.message : GENERAL_MESSAGES.networkError),
      );
    }, WIDTHS_POLL_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked again for each page shown; the query is the one that page was loaded with
  }, [shown, replace]);

  const columns: DataColumn<Asset>[] = [
    {
      id: "picture",
      header: "Picture",
      // Asked again as its sizes are made: a picture with metadata has none to show until its smallest size is made.
      cell: (asset) =>
        asset.kind === "image" ? <img key={asset.progress} className="asset-thumbnail" src={`${asset.url}?format=100w`} alt="" loading="lazy" /> : null,
    },
    { id: "name", header: "Name", cell: (asset) => asset.fileName },
    {
      id: "kind",
      header: "Kind",
      cell: (asset) => (asset.kind === "image" ? `Image ${asset.width ?? "?"} × ${asset.height ?? "?"}` : asset.format.toUpperCase()),
    },
    { id: "size", header: "Size", cell: (asset) => formatMegabytes(asset.byteSize) },
    { id: "status", header: "Status", cell: (asset) => <WidthsProgress asset={asset} /> },
    actionsColumn((asset: Asset) => (
      <Button className="btn btn-small" aria-label={`Details of ${asset.fileName}`} onPress={() => setOpen(asset)}>
        Details
      </Button>
    )),
  ];

  return (
    <div className="screen">
      <div className="screen-head">
        <h1 className="screen-title">Media library</h1>
        <UploadButton
          label="Upload files"
          multiple
          anyFile
          isDisabled={!canWrite}
          send={mediaApi.uploadFile}
          onUploaded={(made) => changed(made.length === 1 ? `${made[0]!.fileName} was uploaded.` : `${made.length} files were uploaded.`)}
        />
      </div>
      {canWrite ? null : <Notice tone="info">You can see the files but not change them.</Notice>}
      {notice ? <Notice tone="success">{notice}</Notice> : null}
      {pollProblem ? (
        <Notice
          tone="error"
          action={
            <Button
              className="btn btn-small"
              onPress={() => {
                setPollProblem(null);
                page.reload();
              }}
            >
              Try again
            </Button>
          }
        >
          {pollProblem}
        </Notice>
      ) : null}
      <SearchField className="field" value={search} onChange={setSearch}>
        <Label>Search files by name</Label>
        <Input />
      </SearchField>
      {page.status === "loading" ? <Loading /> : null}
      {page.status === "error" ? <ErrorState message={page.message} onRetry={page.reload} /> : null}
      {page.status === "ready" ? (
        <>
          <DataTable
            caption="Uploaded files"
            columns={columns}
            rows={page.data.assets}
            rowKey={(asset) => asset.id}
            empty={
              <EmptyState title={search ? "No files match" : "No files yet"}>
                {search ? "Try another name." : "Upload pictures and files here, or pictures from any image field, to use them on the site."}
              </EmptyState>
            }
          />
          <Pager total={page.data.total} offset={offset} limit={limit} onOffset={setOffset} />
        </>
      ) : null}
      {open ? <AssetDialog asset={open} canWrite={canWrite} onChanged={changed} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
