import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { codeSchema, type CodeSettings } from "./schema";

/** Renders the owner's HTML as written, or escaped inside pre/code. */
export function CodeBlock({ id, settings }: BlockRenderProps<CodeSettings>) {
  return (
    <BlockFrame id={id} type={codeSchema.type} code={codeSchema.code}>
      {settings.displaySource ? (
        <pre className="tsr-code">
          <code>{settings.html}</code>
        </pre>
      ) : (
        <div className="tsr-embed" dangerouslySetInnerHTML={{ __html: settings.html }} />
      )}
    </BlockFrame>
  );
}
