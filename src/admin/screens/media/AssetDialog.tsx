import { useState } from "react";
import { Button, Form } from "react-aria-components";
import { assetRenameSchema } from "../../../domain/api/media";
import { GENERAL_MESSAGES } from "../../../domain/messages/generalMessages";
import { ApiError } from "../../api/client";
import { mediaApi, type Asset } from "../../api/media";
import { UploadButton } from "../../shell/media/UploadButton";
import { ConfirmDialog } from "../../shell/ui/ConfirmDialog";
import { ModalDialog } from "../../shell/ui/ModalDialog";
import { ErrorState, Loading, Notice } from "../../shell/ui/states";
import { TextInput } from "../../shell/ui/TextInput";
import { useLoad } from "../../shell/useLoad";
import { UsedIn } from "./UsedIn";

/**
 * One file of the media library: its picture, where it is used, rename, replace (same link,
 * so every use shows the new file) and delete (a file still used is deleted only after a
 * warning naming its places).
 */
export function AssetDialog(props: { asset: Asset; canWrite: boolean; onChanged: (message: string) => void; onClose: () => void }) {
  const [asset, setAsset] = useState(props.asset);
  const [name, setName] = useState(asset.fileName.replace(/\.[^.]*$/, ""));
  const [problem, setProblem] = useState<string | null>(null);
  /** The delete being confirmed: first plainly, then, when the server refuses it, with its warning of where the file is used. */
  const [deleting, setDeleting] = useState<{ inUse: string | null } | null>(null);
  const uses = useLoad(() => mediaApi.uses(asset.id), [asset.id]);

  /** Runs an action; a lost connection or a server failure is told in `failure`'s words, a refusal in the server's own. */
  const attempt = async (action: () => Promise<void>, failure: string) => {
    setProblem(null);
    try {
      await action();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 409) setDeleting({ inUse: error.message });
      else setProblem(error.status === 0 || error.status >= 500 ? failure : (Object.values(error.fieldErrors)[0] ?? error.message));
    }
  };
  const rename = () => {
    const checked = assetRenameSchema.safeParse({ fileName: name });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? GENERAL_MESSAGES.fileRenameProblem);
      return;
    }
    return attempt(async () => {
      const renamed = await mediaApi.rename(asset.id, checked.data.fileName);
      setAsset(renamed);
      props.onChanged(`Renamed to ${renamed.fileName}.`);
    }, GENERAL_MESSAGES.fileRenameProblem);
  };
  const remove = (confirmed: boolean) =>
    attempt(async () => {
      await mediaApi.remove(asset.id, confirmed);
      props.onChanged(`${asset.fileName} was deleted.`);
      props.onClose();
    }, GENERAL_MESSAGES.unableToConnect);

  return (
    <ModalDialog title={asset.fileName} onClose={props.onClose} wide cancellable>
      <div className="asset-details">
        {asset.kind === "image" ? <img className="asset-picture" src={`${asset.url}?format=500w`} alt="" /> : null}
        <div className="stack">
          {problem ? <Notice tone="error">{problem}</Notice> : null}
          <Form
            className="row"
            onSubmit={(event) => {
              event.preventDefault();
              void rename();
            }}
          >
            <TextInput label="Name" value={name} onChange={setName} isDisabled={!props.canWrite} maxLength={120} />
            <Button type="submit" className="btn btn-small" isDisabled={!props.canWrite}>
              Rename
            </Button>
          </Form>
          {asset.kind === "image" ? (
            <UploadButton
              label="Replace"
              isDisabled={!props.canWrite}
              send={(file, onProgress, signal) => mediaApi.replace(asset.id, file, onProgress, signal)}
              onUploaded={([replaced]) => {
                if (!replaced) return;
                setAsset(replaced);
                props.onChanged(`${asset.fileName} was replaced; every place using it shows ${replaced.fileName}.`);
              }}
            />
          ) : null}
          <h3>Used in</h3>
          {uses.status === "loading" ? <Loading /> : null}
          {uses.status === "error" ? <ErrorState message={uses.message} onRetry={uses.reload} /> : null}
          {uses.status === "ready" ? <UsedIn uses={uses.data} /> : null}
          <div className="row">
            <Button className="btn btn-small btn-danger" isDisabled={!props.canWrite} onPress={() => setDeleting({ inUse: null })}>
              Delete
            </Button>
          </div>
        </div>
      </div>
      <ConfirmDialog
        isOpen={deleting !== null}
        title={deleting?.inUse ? `Delete ${asset.fileName} although it is used?` : `Delete ${asset.fileName}?`}
        confirmLabel={deleting?.inUse ? "Delete anyway" : "Delete"}
        destructive
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const confirmed = Boolean(deleting?.inUse);
          setDeleting(null);
          void remove(confirmed);
        }}
      >
        {deleting?.inUse ? (
          <>
            <p>{deleting.inUse}</p>
            <p>The places using it will show no picture until you choose another.</p>
          </>
        ) : (
          <p>The file is deleted for good.</p>
        )}
      </ConfirmDialog>
    </ModalDialog>
  );
}
