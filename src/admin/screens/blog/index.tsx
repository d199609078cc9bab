import { useState } from "react";
import { Button, Link, Menu, MenuItem, MenuTrigger, Popover } from "react-aria-components";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { ApiError } from "../../api/client";
import { blogsApi, type PostSummary } from "../../api/blogs";
import { useCan, useIsAdmin, useMe } from "../../shell/access";
import { broadcastEditorEvent, useEditorEvents } from "../../shell/editorEvents";
import { useFrame } from "../../shell/frame";
import { screenHref, useRouter } from "../../shell/router";
import type { ScreenProps } from "../../shell/screenDefinition";
import { ConfirmDialog } from "../../shell/ui/ConfirmDialog";
import { Pager } from "../../shell/ui/Pager";
import { EmptyState, ErrorState, Loading, NoMatch, Notice } from "../../shell/ui/states";
import { TextInput } from "../../shell/ui/TextInput";
import { useListPage } from "../../shell/useListPage";
import { NewEventDialog } from "./NewEventDialog";
import { PostDialog } from "./PostDialog";
import { StatusBadge } from "../../shell/review/StatusBadge";
import { TagManager } from "./TagManager";

function when(post: PostSummary): string {
  if (post.event) return `${post.event.startDate} ${post.event.startTime}, ${post.event.timeZone}`;
  if (!post.publishOn) return "";
  const date = new Date(post.publishOn).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
  return post.state === "scheduled" ? `Publishes ${date}` : date;
}

/** A blog's posts (or an events page's events), a page at a time with a search by title, with their workflow labels, new posts, post settings, tags and categories. */
export default function BlogScreen({ params }: ScreenProps) {
  const blogId = params.collectionId ?? "";
  const me = useMe();
  const canWrite = useCan(PERMISSION.CONTENT_MANAGER, "write");
  const isAdmin = useIsAdmin();
  const frame = useFrame();
  const { navigate } = useRouter();
  const list = useListPage(
    (page) => blogsApi.read(blogId, page),
    (detail) => detail.total,
    [blogId],
  );
  const detail = list.page;
  const [title, setTitle] = useState("");
  const [addingEvent, setAddingEvent] = useState(false);
  const [editing, setEditing] = useState<PostSummary | null>(null);
  const [deleting, setDeleting] = useState<PostSummary | null>(null);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  useEditorEvents(me.website.id, () => detail.reload());

  if (detail.status === "loading") return <Loading />;
  if (detail.status === "error") return <ErrorState message={detail.message} onRetry={detail.reload} />;
  const { blog, posts, total } = detail.data;
  const holdsEvents = blog.holds === "events";
  const changed = (text: string) => {
    setNotice({ tone: "success", text });
    detail.reload();
    frame.reload();
    if (isAdmin) broadcastEditorEvent(me.website.id, { kind: "pages-changed", ownerId: blogId });
  };
  const attempt = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      changed(done);
    } catch (error) {
      setNotice({ tone: "error", text: error instanceof ApiError ? error.message : "Unable to connect…" });
    }
  };
  const openPost = (post: PostSummary) => {
    frame.open(post.path);
    navigate(screenHref("pages/:ownerId", { ownerId: post.id }));
  };

  return (
    <div className="screen">
      <div className="screen-head">
        <Link className="btn btn-small" href={screenHref("")}>
          ← Pages
        </Link>
        <h1 className="screen-title">{blog.title}</h1>
      </div>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      {holdsEvents ? (
        <Button className="btn btn-primary" onPress={() => setAddingEvent(true)} isDisabled={!canWrite}>
          Add event
        </Button>
      ) : (
        <form
          className="row"
          onSubmit={(event) => {
            event.preventDefault();
            if (title.trim() === "") return;
            void attempt(async () => openPost(await blogsApi.createPost(blogId, title)), "Post added.");
            setTitle("");
          }}
        >
          <TextInput label="New post title" value={title} onChange={setTitle} isDisabled={!canWrite} />
          <Button className="btn btn-primary" type="submit" isDisabled={!canWrite || title.trim() === ""}>
            Add post
          </Button>
        </form>
      )}
      <h2 className="section-title">{holdsEvents ? "Events" : "Posts"}</h2>
      {total > 0 || list.query ? (
        <TextInput label={holdsEvents ? "Search events" : "Search posts"} value={list.search} onChange={list.setSearch} description="Title" />
      ) : null}
      {posts.length === 0 ? (
        list.query ? (
          <NoMatch what={holdsEvents ? "events" : "posts"} search={list.query} />
        ) : holdsEvents ? (
          <EmptyState title="No events yet">Add the first event with its date and place.</EmptyState>
        ) : (
          <EmptyState title="No posts yet">Write the first post: give it a title above.</EmptyState>
        )
      ) : (
        <ul className="page-list">
          {posts.map((post) => (
            <li key={post.id} className="page-row">
              <Button className="page-open" onPress={() => openPost(post)} aria-label={`${post.title}, ${post.label}`}>
                <span className="page-title">{post.title}</span>
              </Button>
              <span className="page-slug">{when(post) || post.path}</span>
              <StatusBadge label={post.label} />
              <MenuTrigger>
                <Button className="btn-icon" aria-label={`Actions for ${post.title}`}>
                  ⋯
                </Button>
                <Popover className="popover" placement="bottom end">
                  <Menu
                    className="menu"
                    disabledKeys={canWrite ? [] : ["delete"]}
                    onAction={(key) => (key === "open" ? openPost(post) : key === "settings" ? setEditing(post) : setDeleting(post))}
                  >
                    <MenuItem className="menu-item" id="open">
                      Edit blocks
                    </MenuItem>
                    <MenuItem className="menu-item" id="settings">
                      Settings…
                    </MenuItem>
                    <MenuItem className="menu-item menu-danger" id="delete">
                      Delete…
                    </MenuItem>
                  </Menu>
                </Popover>
              </MenuTrigger>
            </li>
          ))}
        </ul>
      )}
      {posts.length > 0 ? <Pager {...list.paging(total)} /> : null}
      <TagManager blogId={blogId} tagType="tag" names={blog.tags} canWrite={canWrite} onChanged={() => changed("Tags updated.")} />
      <TagManager blogId={blogId} tagType="category" names={blog.categories} canWrite={canWrite} onChanged={() => changed("Categories updated.")} />
      {addingEvent ? (
        <NewEventDialog
          onClose={() => setAddingEvent(false)}
          onCreate={async (eventTitle, event) => {
            await blogsApi.createPost(blogId, eventTitle, event);
            changed("Event added.");
          }}
        />
      ) : null}
      {editing ? (
        <PostDialog
          post={editing}
          siteTitle={me.website.title}
          people={detail.data.people}
          tags={blog.tags}
          categories={blog.categories}
          canWrite={canWrite}
          canPublish={isAdmin}
          onClose={() => setEditing(null)}
          onReviewed={(message) => {
            setEditing(null);
            changed(message);
          }}
          onSave={async (changes) => {
            await blogsApi.updatePost(editing.id, changes);
            changed("Post saved.");
          }}
        />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={`Delete “${deleting?.title ?? ""}”?`}
        confirmLabel="Delete"
        destructive
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const post = deleting!;
          setDeleting(null);
          void attempt(() => blogsApi.deletePost(post.id), `“${post.title}” deleted.`);
        }}
      >
        The post and its blocks will be removed from the blog.
      </ConfirmDialog>
    </div>
  );
}
