import { useState } from "react";
import { Button } from "react-aria-components";
import type { CampaignBlock } from "../../../domain/newsletter/campaignBlocks";
import { campaignsApi } from "../../api/campaigns";
import { RadioField } from "../../shell/ui/RadioField";
import { ErrorState, Loading } from "../../shell/ui/states";
import { useLoad } from "../../shell/useLoad";

const WIDTHS = [
  ["phone", "Phone"],
  ["desktop", "Desktop"],
] as const;

/**
 * The mail as subscribers get it: the server makes its HTML with the sender's own function from
 * what the editor holds, saved or not, and it is shown in a sandboxed frame (no script runs in
 * it, no link leaves it; same origin, so it is drawn in the page's own process) at a phone's
 * width (390 px) or as wide as the screen allows (two thirds beside the editor, 690 px at 1280).
 */
export function MailPreview(props: { subject: string; preheader: string; blocks: CampaignBlock[]; savedAt: string }) {
  const [width, setWidth] = useState("desktop");
  const current = { subject: props.subject, preheader: props.preheader, blocks: props.blocks };
  const [shown, setShown] = useState({ savedAt: props.savedAt, input: current });
  // Each save shows the mail as saved; the button shows it as it stands.
  if (shown.savedAt !== props.savedAt) setShown({ savedAt: props.savedAt, input: current });
  const preview = useLoad(() => campaignsApi.preview(shown.input), [shown]);
  return (
    <section className="stack mail-preview" aria-labelledby="mail-preview-title">
      <div className="row mail-preview-bar">
        <h2 id="mail-preview-title" className="section-title grow">
          Preview
        </h2>
        <RadioField label="Width" value={width} options={WIDTHS} onChange={setWidth} />
        <Button className="btn" onPress={() => setShown({ savedAt: props.savedAt, input: current })}>
          Refresh preview
        </Button>
      </div>
      {preview.status === "loading" ? <Loading label="Making the preview…" /> : null}
      {preview.status === "error" ? <ErrorState message={preview.message} onRetry={preview.reload} /> : null}
      {preview.status === "ready" ? (
        <div className="mail-preview-stage">
          <iframe
            className={`mail-preview-frame mail-preview-${width}`}
            title={`The mail at a ${width === "phone" ? "phone's" : "desktop's"} width`}
            sandbox="allow-same-origin"
            srcDoc={preview.data.html}
          />
        </div>
      ) : null}
    </section>
  );
}
