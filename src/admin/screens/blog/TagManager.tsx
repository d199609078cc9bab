import { useState } from "react";
import { Button } from "react-aria-components";
import { editOneTagAtATime } from "../../../domain/messages/formBuilderMessages";
import { tagMaxLength, tagProblem, type TagType } from "../../../domain/pageRules";
import { ApiError } from "../../api/client";
import { blogsApi } from "../../api/blogs";
import { TextInput } from "../../shell/ui/TextInput";
import { FormError } from "../../shell/ui/FormError";
import { EmptyState } from "../../shell/ui/states";

/**
 * A blog's tags or categories: add, rename and remove, one edit at a time ("You may only edit
 * one {tagType} at a time"), checked with the shared rules before the server sees them.
 */
export function TagManager(props: { blogId: string; tagType: TagType; names: string[]; canWrite: boolean; onChanged: () => void }) {
  const { tagType } = props;
  const [adding, setAdding] = useState("");
  const [editing, setEditing] = useState<{ from: string; to: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const plural = tagType === "tag" ? "Tags" : "Categories";
  const run = async (work: () => Promise<unknown>) => {
    try {
      await work();
      setError(null);
      props.onChanged();
      return true;
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : "Unable to connect…");
      return false;
    }
  };
  const add = async () => {
    const problem = tagProblem(tagType, adding, props.names);
    if (problem) return setError(problem);
    if (await run(() => blogsApi.addTag(props.blogId, tagType, adding.trim()))) setAdding("");
  };
  const startEdit = (name: string) => {
    if (editing && editing.from !== name) return setError(editOneTagAtATime(tagType));
    setError(null);
    setEditing({ from: name, to: name });
  };
  const saveEdit = async () => {
    if (!editing) return;
    const problem = tagProblem(
      tagType,
      editing.to,
      props.names.filter((n) => n !== editing.from),
    );
    if (problem) return setError(problem);
    if (await run(() => blogsApi.changeTag(props.blogId, tagType, editing.from, editing.to.trim()))) setEditing(null);
  };
  return (
    <section className="stack" aria-label={plural}>
      <h2 className="section-title">{plural}</h2>
      {props.names.length === 0 ? <EmptyState title={`No ${plural.toLowerCase()} yet`} /> : null}
      <ul className="tag-list">
        {props.names.map((name) =>
          editing?.from === name ? (
            <li key={name} className="row">
              <TextInput
                label={`Rename ${tagType} ${name}`}
                value={editing.to}
                onChange={(to) => setEditing({ from: name, to })}
                maxLength={tagMaxLength(tagType) + 20}
                autoFocus
              />
              <Button className="btn btn-small btn-primary" onPress={() => void saveEdit()}>
                Save
              </Button>
              <Button
                className="btn btn-small"
                onPress={() => {
                  setEditing(null);
                  setError(null);
                }}
              >
                Cancel
              </Button>
            </li>
          ) : (
            <li key={name} className="row tag-row">
              <span className="tag">{name}</span>
              <span className="topbar-spacer" />
              <Button className="btn btn-small" isDisabled={!props.canWrite} onPress={() => startEdit(name)}>
                Rename
              </Button>
              <Button
                className="btn btn-small"
                isDisabled={!props.canWrite}
                onPress={() => void run(() => blogsApi.changeTag(props.blogId, tagType, name, null))}
                aria-label={`Remove ${tagType} ${name}`}
              >
                Remove
              </Button>
            </li>
          ),
        )}
      </ul>
      <div className="row">
        <TextInput
          label={`New ${tagType}`}
          value={adding}
          onChange={setAdding}
          isDisabled={!props.canWrite}
          description={`At most ${tagMaxLength(tagType)} characters.`}
        />
        <Button className="btn btn-small" isDisabled={!props.canWrite || adding.trim() === ""} onPress={() => void add()}>
          Add {tagType}
        </Button>
      </div>
      <FormError message={error} />
    </section>
  );
}
