import { data, Link, redirect } from "react-router";
import { AdminForm, ErrorSummary, failureOf, Field, StatusMessage, SubmitButton } from "~/components/admin/form";
import { FocalPointPicker } from "~/components/admin/focal-point";
import { adminMeta } from "~/components/admin/meta";
import { can } from "~/kernel/admin-policy";
import { admin } from "~/kernel/admin-links";
import type { Route } from "./+types/media-item";
import { requireStaff, text } from "./guard.server";
import { actorOf, filesOf, mediaFormOf, mediaOf, mediaRefusal, usesWithLinks, type MediaForm } from "./media.server";
import "~/components/admin/media.css";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.item ? `Image: ${loaderData.item.fileName}` : "Image");

function idOf(params: { id?: string }): number {
  if (!/^[1-9][0-9]{0,9}$/.test(params.id ?? "")) throw data({ message: "No such image." }, { status: 404 });
  return Number(params.id);
}

export async function loader(args: Route.LoaderArgs) {
  const user = await requireStaff(args, "media.read");
  try {
    const item = await mediaOf(args).get(idOf(args.params));
    const mayManage = can(user.role, "media.manage");
    // An author describes the pictures they uploaded; editors any picture.
    const mayDescribe = mayManage || (can(user.role, "media.upload") && item.createdBy === user.id);
    return { item, uses: usesWithLinks(item.uses), mayManage, mayDescribe };
  } catch (error) {
    return mediaRefusal(error, "load") as never;
  }
}

const unit = (value: string) => {
  const n = Number(value);
  return value !== "" && Number.isFinite(n) && n >= 0 && n <= 1 ? n : undefined;
};

export async function action(args: Route.ActionArgs) {
  // Who is asking comes first: nothing of the body is read for anyone who may not change images.
  const user = await requireStaff(args, "media.upload");
  const mayManage = can(user.role, "media.manage");
  const id = idOf(args.params);
  let posted: MediaForm;
  try {
    posted = await mediaFormOf(args, 1);
  } catch (error) {
    return mediaRefusal(error, "replace");
  }
  const { form } = posted;
  const intent = text(form, "intent");
  const version = Number(text(form, "version")) || undefined;
  const media = mediaOf(args);
  const actor = actorOf(args, user);
  const values = { alt: text(form, "alt"), focalX: text(form, "focalX"), focalY: text(form, "focalY") };
  try {
    if (intent === "save") {
      const focalX = unit(values.focalX);
      const focalY = unit(values.focalY);
      if (focalX === undefined || focalY === undefined)
        return data({ intent, fieldErrors: { focalX: "Give a number from 0 to 1." }, values }, { status: 400 });
      if (!values.alt)
        return data(
          { intent, fieldErrors: { alt: "Describe the image; it cannot be used without alt text." }, values },
          { status: 400 },
        );
      const item = await media.update(
        id,
        { alt: values.alt.slice(0, 500), focalX, focalY },
        version,
        actor,
        !mayManage,
      );
      return { intent, done: item.demo ? "Saved." : "Saved. The crops follow the new focal point." };
    }
    if (!mayManage) throw data({ message: "Only editors replace or delete pictures." }, { status: 403 });
    if (intent === "replace") {
      const [file] = filesOf(posted);
      await media.replace(id, file!, version, actor);
      return { intent, done: "File replaced. Every page using the image shows the new one." };
    }
    if (intent === "delete") {
      await media.remove(id, version, actor);
      throw redirect(admin.media());
    }
    return data({ intent, formError: "Unknown request." }, { status: 400 });
  } catch (error) {
    if (error instanceof Response) throw error;
    return mediaRefusal(error, intent, values);
  }
}

export default function MediaItemPage({ loaderData, actionData }: Route.ComponentProps) {
  const { item, uses, mayManage, mayDescribe } = loaderData;
  const done = (actionData as { done?: string } | undefined)?.done;
  const saveFailure = failureOf(actionData, "save");
  const version = String(item.version);
  return (
    <>
      <h1>{item.fileName}</h1>
      {done ? <StatusMessage>{done}</StatusMessage> : null}
      <p className="admin-lead">
        {item.demo
          ? `A demo picture, drawn at ${item.width} × ${item.height} px and served in the site's widths as it is.`
          : `${item.width} × ${item.height} px, ${item.mime}, ${Math.round(item.bytes / 1024)} KB.`}{" "}
        {item.usable ? "Ready to use." : "Needs alt text before it can be used."}
      </p>
      <section className="admin-panel" aria-labelledby="details-title">
        <h2 id="details-title">{item.demo ? "Alt text" : "Alt text and focal point"}</h2>
        <ErrorSummary failure={saveFailure} />
        <AdminForm aria-label={item.demo ? "Alt text" : "Alt text and focal point"} key={version}>
          <input type="hidden" name="version" value={version} />
          {item.demo ? (
            // Drawn to the site's frame already: the picture as pages show it, its crop fixed.
            <>
              <img src={item.image.src} alt="" className="focal-image" width={item.width} height={item.height} />
              <input type="hidden" name="focalX" value={item.focalX} />
              <input type="hidden" name="focalY" value={item.focalY} />
            </>
          ) : (
            <FocalPointPicker
              src={item.image.src}
              x={Number(saveFailure?.values?.focalX ?? item.focalX)}
              y={Number(saveFailure?.values?.focalY ?? item.focalY)}
              disabled={!mayDescribe}
            />
          )}
          <Field
            name="alt"
            label="Alt text"
            hint="What the image shows, for people who cannot see it."
            defaultValue={item.alt}
            failure={saveFailure}
            readOnly={!mayDescribe}
          />
          {mayDescribe ? <SubmitButton intent="save">Save</SubmitButton> : null}
        </AdminForm>
      </section>
      <section className="admin-panel" aria-labelledby="variants-title">
        <h2 id="variants-title">Served variants</h2>
        <ul className="media-variants">
          {item.image.sources.map((s) => (
            <li key={s.type}>
              <strong>{s.type}</strong>: {s.srcset}
            </li>
          ))}
        </ul>
      </section>
      <section className="admin-panel" aria-labelledby="uses-title">
        <h2 id="uses-title">Where it is used</h2>
        {uses.length ? (
          <ul>
            {uses.map((u) => (
              <li key={u.label}>{u.to ? <Link to={u.to}>{u.label}</Link> : u.label}</li>
            ))}
          </ul>
        ) : (
          <p>Not used anywhere yet.</p>
        )}
      </section>
      {mayManage ? (
        <section className="admin-panel" aria-labelledby="file-title">
          <h2 id="file-title">{item.demo ? "Delete" : "Replace or delete"}</h2>
          <ErrorSummary failure={failureOf(actionData, "replace") ?? failureOf(actionData, "delete")} />
          {item.demo ? null : (
            <AdminForm encType="multipart/form-data" aria-label="Replace the file" className="admin-form-inline">
              <input type="hidden" name="version" value={version} />
              <label htmlFor="replace-file">New file (every use keeps the image)</label>
              <input
                id="replace-file"
                type="file"
                name="file"
                accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
              />
              <SubmitButton intent="replace">Replace</SubmitButton>
            </AdminForm>
          )}
          <AdminForm aria-label="Delete the image" className="admin-form-inline">
            <input type="hidden" name="version" value={version} />
            <SubmitButton intent="delete" variant="danger">
              Delete
            </SubmitButton>
          </AdminForm>
        </section>
      ) : null}
    </>
  );
}
