import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { withNonce } from "../shared/scriptNonce";
import { codeSchema, type CodeSettings } from "./schema";

/** Renders the owner's HTML as written (its scripts with the page's nonce), or escaped inside pre/code. */
export function CodeBlock({ id, settings, context }: BlockRenderProps<CodeSettings>) {
  return (
    <BlockFrame id={id} type={codeSchema.type} code={codeSchema.code}>
      {settings.displaySource ? (
        <pre className="tsr-code">
          <code>{settings.html}</code>
        </pre>
      ) : (
        <div className="tsr-embed" dangerouslySetInnerHTML={{ __html: withNonce(settings.html, context.nonce) }} />
      )}
    </BlockFrame>
  );
}
