import { useEffect, useId, useRef, useState } from "react";
import { Icon } from "../../../shell/ui/Icon";
import { Button } from "react-aria-components";
import { TextInput } from "../../../shell/ui/TextInput";

/** The formatting the toolbar offers, as the browser's editing commands. */
const COMMANDS = [
  { command: "bold", label: "Bold", text: "B", shortcut: "Control+B" },
  { command: "italic", label: "Italic", text: "I", shortcut: "Control+I" },
  { command: "insertUnorderedList", label: "Bulleted list", text: "•", shortcut: undefined },
  { command: "insertOrderedList", label: "Numbered list", text: "1.", shortcut: undefined },
] as const;

/**
 * Rich text for owners who do not write HTML: an editable area with bold, italic, lists and
 * links, handing up its HTML (the server sanitises it when the page renders). "Edit HTML"
 * shows the source for those who want it.
 */
export function RichTextField(props: { label: string; value: string; onChange: (html: string) => void; error?: string; isDisabled: boolean }) {
  const editor = useRef<HTMLDivElement | null>(null);
  const [source, setSource] = useState(false);
  const labelId = useId();
  const errorId = useId();
  useEffect(() => {
    const element = editor.current;
    if (element && element.innerHTML !== props.value) element.innerHTML = props.value;
  }, [props.value, source]);
  const run = (command: string, value?: string) => {
    editor.current?.focus();
    document.execCommand(command, false, value);
    if (editor.current) props.onChange(editor.current.innerHTML);
  };
  const link = () => {
    const url = window.prompt("Link to (a page such as /about, or https://…)");
    if (url) run("createLink", url);
  };
  if (source) {
    return (
      <div className="stack">
        <TextInput label={`${props.label} (HTML)`} multiline value={props.value} onChange={props.onChange} error={props.error} isDisabled={props.isDisabled} />
        <Button className="btn btn-small" onPress={() => setSource(false)}>
          Edit as text
        </Button>
      </div>
    );
  }
  return (
    <div className="field">
      <span className="label" id={labelId}>
        {props.label}
      </span>
      <div className="rich-toolbar" role="toolbar" aria-label={`Format ${props.label}`}>
        {COMMANDS.map((c) => (
          <button
            key={c.command}
            type="button"
            className="btn-icon"
            aria-keyshortcuts={c.shortcut}
            disabled={props.isDisabled}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => run(c.command)}
          >
            <span aria-hidden="true">{c.text}</span>
            <span className="sr-only">{c.label}</span>
          </button>
        ))}
        <button type="button" className="btn-icon" aria-label="Link" disabled={props.isDisabled} onMouseDown={(e) => e.preventDefault()} onClick={link}>
          <Icon name="link" />
        </button>
        <span className="topbar-spacer" />
        <button type="button" className="btn-icon" onClick={() => setSource(true)}>
          Edit HTML
        </button>
      </div>
      <div
        ref={editor}
        className="rich-editor"
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        aria-readonly={props.isDisabled || undefined}
        contentEditable={!props.isDisabled}
        suppressContentEditableWarning
        onInput={(event) => props.onChange(event.currentTarget.innerHTML)}
      />
      {props.error ? (
        <span className="field-error" id={errorId}>
          {props.error}
        </span>
      ) : null}
    </div>
  );
}
