import { useState } from "react";
import { Button } from "react-aria-components";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { ApiError } from "../../api/client";
import { pagePath, pagesApi, type PageSummary, type PageTree } from "../../api/pages";
import { useCan, useIsAdmin, useMe } from "../../shell/access";
import { broadcastEditorEvent, useEditorEvents } from "../../shell/editorEvents";
import { useFrame } from "../../shell/frame";
import { screenHref, useRouter } from "../../shell/router";
import { ConfirmDialog } from "../../shell/ui/ConfirmDialog";
import { EmptyState, ErrorState, Loading, Notice } from "../../shell/ui/states";
import { useLoad } from "../../shell/useLoad";
import { PageDialog, type PageDialogMode, type PageDialogValues } from "./PageDialog";
import { PageRow, type PageAction } from "./PageRow";
import { PageVisibilityDialog } from "./PageVisibilityDialog";

const NAVIGATION_LABELS: Record<string, string> = { main: "Main navigation", _hidden: "Not linked" };

const DELETE_TEXT: Record<PageSummary["kind"], string> = {
  page: "The page and its blocks will be removed from your site.",
  blog: "The blog and all its posts will be removed from your site.",
  events: "The events page and all its events will be removed from your site.",
  store: "The shop page will be removed from your site. A shop that still has products cannot be deleted.",
};

/** Where a page of the tree is edited: its blocks, its posts, or the store's products. */
function editorHref(page: PageSummary): string {
  if (page.kind === "store") return screenHref("store");
  return screenHref(page.kind === "blog" || page.kind === "events" ? "blogs/:collectionId" : "pages/:ownerId", { ownerId: page.id, collectionId: page.id });
}

/** The page tree: pages and blogs per navigation, with create, rename, URL, move, duplicate, delete and passwords. */
export default function PagesScreen() {
  const me = useMe();
  const canWrite = useCan(PERMISSION.CONTENT_MANAGER, "write");
  const canSetPassword = useCan(PERMISSION.SETTINGS, "write");
  const isAdmin = useIsAdmin();
  const frame = useFrame();
  const { navigate } = useRouter();
  const tree = useLoad(pagesApi.tree, []);
  const [dialog, setDialog] = useState<{ mode: PageDialogMode; page: PageSummary | null } | null>(null);
  const [deleting, setDeleting] = useState<PageSummary | null>(null);
  const [visibility, setVisibility] = useState<PageSummary | null>(null);
  const [sitePassword, setSitePassword] = useState(false);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  useEditorEvents(me.website.id, () => tree.reload());

  const changed = (text: string) => {
    setNotice({ tone: "success", text });
    tree.reload();
    frame.reload();
    if (isAdmin) broadcastEditorEvent(me.website.id, { kind: "pages-changed", ownerId: me.website.id });
  };
  const attempt = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      changed(done);
    } catch (error) {
      setNotice({ tone: "error", text: error instanceof ApiError ? error.message : "Unable to connect…" });
    }
  };

  if (tree.status === "loading") return <Loading />;
  if (tree.status === "error") return <ErrorState message={tree.message} onRetry={tree.reload} />;
  const data: PageTree = tree.data;

  const act = (page: PageSummary, index: number, action: PageAction) => {
    const navigation = page.navigation === "_hidden" ? "_hidden" : "main";
    const other = navigation === "main" ? "_hidden" : "main";
    switch (action) {
      case "open":
        frame.open(pagePath(page));
        navigate(editorHref(page));
        return;
      case "rename":
        return setDialog({ mode: { kind: "rename", title: page.title }, page });
      case "slug":
        return setDialog({ mode: { kind: "slug", urlSlug: page.urlSlug }, page });
      case "seo":
        return setDialog({ mode: { kind: "seo", title: page.title, path: pagePath(page), seo: page.seo, siteTitle: me.website.title }, page });
      case "password":
        return setDialog({ mode: { kind: "password", title: page.title }, page });
      case "delete":
        return setDeleting(page);
      case "visibility":
        return setVisibility(page);
      case "duplicate":
        return void attempt(() => pagesApi.duplicate(page.id), `“${page.title}” duplicated.`);
      case "up":
        return void attempt(() => pagesApi.move(page.id, navigation, index - 1), `“${page.title}” moved up.`);
      case "down":
        return void attempt(() => pagesApi.move(page.id, navigation, index + 1), `“${page.title}” moved down.`);
      case "move-other": {
        const end = data.navigations.find((n) => n.name === other)?.pages.length ?? 0;
        void attempt(() => pagesApi.move(page.id, other, end), `“${page.title}” moved to ${NAVIGATION_LABELS[other]}.`);
        return;
      }
    }
  };

  const submitDialog = async (values: PageDialogValues) => {
    if (!dialog) return;
    const { mode, page } = dialog;
    if (mode.kind === "create") {
      const created = await pagesApi.create({ kind: values.kind, title: values.title, navigation: values.navigation });
      changed(`“${created.title}” added.`);
      frame.open(pagePath(created));
      navigate(editorHref(created));
      return;
    }
    if (mode.kind === "password") {
      if (page) await pagesApi.setPagePassword(page.id, values.password === "" ? null : values.password);
      else await pagesApi.setSitePassword(values.password === "" ? null : values.password);
      changed(values.password === "" ? "Password removed." : "Password set.");
      return;
    }
    if (!page) return;
    if (mode.kind === "seo") {
      await pagesApi.update(page.id, { seo: values.seo });
      changed("Search engine settings saved.");
      return;
    }
    await pagesApi.update(page.id, mode.kind === "rename" ? { title: values.title } : { urlSlug: values.urlSlug });
    changed(mode.kind === "rename" ? "Page renamed." : "Web address changed.");
  };

  return (
    <div className="screen">
      <div className="screen-head">
        <h1 className="screen-title">Pages</h1>
        <Button className="btn btn-primary" isDisabled={!canWrite} onPress={() => setDialog({ mode: { kind: "create" }, page: null })}>
          Add page
        </Button>
      </div>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      {data.navigations.map((nav) => (
        <section key={nav.name} aria-labelledby={`nav-${nav.name}`}>
          <h2 className="section-title" id={`nav-${nav.name}`}>
            {NAVIGATION_LABELS[nav.name]}
          </h2>
          {nav.pages.length === 0 ? (
            <EmptyState title={nav.name === "main" ? "No pages in the navigation" : "No unlinked pages"}>
              {nav.name === "main" ? "Add a page to start your site." : "Pages here open at their web address but are not listed in the menu."}
            </EmptyState>
          ) : (
            <ul className="page-list">
              {nav.pages.map((page, index) => (
                <PageRow
                  key={page.id}
                  page={page}
                  isShown={frame.path.split("?")[0] === pagePath(page) || (frame.path === "/" && nav.name === "main" && index === 0)}
                  isFirst={index === 0}
                  isLast={index === nav.pages.length - 1}
                  canWrite={canWrite}
                  canSetPassword={canSetPassword}
                  otherNavigationLabel={NAVIGATION_LABELS[nav.name === "main" ? "_hidden" : "main"]!}
                  onAction={(action) => act(page, index, action)}
                />
              ))}
            </ul>
          )}
        </section>
      ))}
      <section aria-labelledby="site-password" className="stack">
        <h2 className="section-title" id="site-password">
          Site password
        </h2>
        <p className="field-help">{data.siteLocked ? "Visitors must enter the site password to see any page." : "The site is open to every visitor."}</p>
        <div className="row">
          <Button className="btn" isDisabled={!canSetPassword} onPress={() => setDialog({ mode: { kind: "password", title: "the whole site" }, page: null })}>
            {data.siteLocked ? "Change site password…" : "Set site password…"}
          </Button>
          {data.siteLocked ? (
            <Button className="btn" isDisabled={!canSetPassword} onPress={() => setSitePassword(true)}>
              Remove site password
            </Button>
          ) : null}
        </div>
      </section>
      {visibility ? (
        <PageVisibilityDialog
          page={visibility}
          canWrite={canWrite}
          canPublish={isAdmin}
          onClose={() => setVisibility(null)}
          onSave={async (makePrivate) => {
            await pagesApi.update(visibility.id, { private: makePrivate });
            changed(makePrivate ? "The page is private." : "The page is available to everyone.");
          }}
          onReviewed={(message) => {
            setVisibility(null);
            changed(message);
          }}
        />
      ) : null}
      {dialog ? <PageDialog mode={dialog.mode} onClose={() => setDialog(null)} onSubmit={submitDialog} /> : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={`Delete “${deleting?.title ?? ""}”?`}
        confirmLabel="Delete"
        destructive
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const page = deleting!;
          setDeleting(null);
          void attempt(() => pagesApi.remove(page.id), `“${page.title}” deleted.`);
        }}
      >
        {DELETE_TEXT[deleting?.kind ?? "page"]}
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={sitePassword}
        title="Remove the site password?"
        confirmLabel="Remove"
        onCancel={() => setSitePassword(false)}
        onConfirm={() => {
          setSitePassword(false);
          void attempt(() => pagesApi.setSitePassword(null), "Password removed.");
        }}
      >
        Every visitor will see the site again.
      </ConfirmDialog>
    </div>
  );
}
