import { data, Form, Link, useRevalidator } from "react-router";
import { ErrorSummary, failureOf, StatusMessage, SubmitButton } from "~/components/admin/form";
import { MediaUploader } from "~/components/admin/media-uploader";
import { adminMeta } from "~/components/admin/meta";
import { can } from "~/kernel/admin-policy";
import { admin } from "~/kernel/admin-links";
import type { Route } from "./+types/media";
import { requireStaff } from "./guard.server";
import { actorOf, filesOf, mediaFormOf, mediaOf, mediaRefusal } from "./media.server";
import "~/components/admin/media.css";

export const meta: Route.MetaFunction = () => adminMeta("Media");

export async function loader(args: Route.LoaderArgs) {
  const user = await requireStaff(args, "media.read");
  const url = new URL(args.request.url);
  const q = url.searchParams.get("q")?.trim().slice(0, 200) || undefined;
  const pageParam = url.searchParams.get("page") ?? "1";
  if (!/^[1-9][0-9]{0,5}$/.test(pageParam)) throw data({ message: "No such page." }, { status: 404 });
  const list = await mediaOf(args).list({ q, page: Number(pageParam) });
  return { ...list, q: q ?? "", mayUpload: can(user.role, "media.upload") };
}

export async function action(args: Route.ActionArgs) {
  // Who is asking comes first: nothing of the body is read for anyone who may not upload.
  const user = await requireStaff(args, "media.upload");
  const media = mediaOf(args);
  try {
    const files = filesOf(await mediaFormOf(args));
    // Every file is checked before any is kept: a refused batch stores nothing.
    for (const file of files) await media.check(file);
    const stored = [];
    for (const file of files) stored.push(await media.upload(file, actorOf(args, user)));
    return { intent: "upload", done: `${stored.length} image(s) uploaded. Give each one alt text before using it.` };
  } catch (error) {
    return mediaRefusal(error, "upload");
  }
}

export default function Media({ loaderData, actionData }: Route.ComponentProps) {
  const { items, total, page, pageSize, q, mayUpload } = loaderData;
  const revalidator = useRevalidator();
  const done = (actionData as { done?: string } | undefined)?.done;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <>
      <h1>Media</h1>
      {done ? <StatusMessage>{done}</StatusMessage> : null}
      {mayUpload ? (
        <section className="admin-panel" aria-labelledby="upload-title">
          <h2 id="upload-title">Upload images</h2>
          <ErrorSummary failure={failureOf(actionData, "upload")} />
          <MediaUploader onDone={() => void revalidator.revalidate()} />
        </section>
      ) : null}
      <section className="admin-panel" aria-labelledby="library-title">
        <h2 id="library-title">Library ({total})</h2>
        <Form method="get" className="admin-form-inline" role="search" aria-label="Search the media library">
          <label htmlFor="media-q">Search file name or alt text</label>
          <input id="media-q" name="q" type="search" defaultValue={q} />
          <SubmitButton variant="quiet">Search</SubmitButton>
        </Form>
        {items.length ? (
          <ul className="media-grid">
            {items.map((item) => (
              <li key={item.id} className="media-card">
                <Link to={admin.mediaItem(item.id)} aria-label={`${item.fileName}: edit`}>
                  <img src={item.image.src} alt="" width={240} height={135} loading="lazy" />
                </Link>
                <span className="media-name">{item.fileName}</span>
                {item.usable ? (
                  <span className="media-alt">{item.alt}</span>
                ) : (
                  <span className="admin-badge media-needs-alt">Needs alt text</span>
                )}
                <span className="media-uses">
                  {item.uses.length ? `Used in ${item.uses.length} place(s)` : "Not used yet"}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p>{q ? "No image matches." : "No images yet."}</p>
        )}
        {pages > 1 ? (
          <nav aria-label="Pages of the library" className="media-pages">
            {page > 1 ? <Link to={admin.media({ q, page: page - 1 })}>Previous</Link> : null}
            <span>
              Page {page} of {pages}
            </span>
            {page < pages ? <Link to={admin.media({ q, page: page + 1 })}>Next</Link> : null}
          </nav>
        ) : null}
      </section>
    </>
  );
}
