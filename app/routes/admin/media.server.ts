/**
 * What the media pages' loaders and actions share: the library from the router
 * context, the signed-in person as the audit trail's actor, the posted form with its
 * files streamed, and a refused request turned into the form's error.
 */
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { data } from "react-router";
import { isContentType } from "~/kernel/editorial-schemas";
import { admin } from "~/kernel/admin-links";
import { MAX_FILES_PER_REQUEST } from "~/kernel/media-limits";
import { MediaError, type MediaUse } from "~/kernel/refusals";
import type { StaffUser } from "~/kernel/services/accounts";
import type { MediaActor as Actor, UploadFile } from "~/kernel/services/media";
import { servicesContext } from "~/lib/context.server";
import { clientOf, formOf, requireSessionToken, sameSiteOnly, type AdminArgs } from "./guard.server";

export const mediaOf = ({ context }: Pick<AdminArgs, "context">) => context.get(servicesContext).media;

export function actorOf(args: AdminArgs, user: StaffUser): Actor {
  return { id: user.id, email: user.email, ip: clientOf(args.request).ip };
}

export interface MediaForm {
  form: FormData;
  files: UploadFile[];
}

/**
 * The posted form of a media page. Uploads (multipart) are streamed with the API's
 * per-file limit rather than read whole (server/media-library/uploads.ts); a file over
 * the limit, or more than `maxFiles`, refuses the whole form with a MediaError.
 */
export async function mediaFormOf(args: AdminArgs, maxFiles = MAX_FILES_PER_REQUEST): Promise<MediaForm> {
  const { request } = args;
  if (!/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "") || !request.body)
    return { form: await formOf(args), files: [] };
  const said = await sameSiteOnly(args);
  const read = await mediaOf(args).readMultipart(
    Object.fromEntries(request.headers),
    Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>),
    maxFiles,
  );
  await requireSessionToken(args, said, read.fields.xsrfToken);
  const form = new FormData();
  for (const [name, value] of Object.entries(read.fields)) form.set(name, value);
  return { form, files: read.files };
}

/** The form's files; none is a refusal. */
export function filesOf({ files }: MediaForm): UploadFile[] {
  if (!files.length) throw new MediaError(400, "invalid_parameter", "Choose at least one image.");
  return files;
}

/** A MediaError as the form's answer; anything else is thrown on. */
export function mediaRefusal(error: unknown, intent: string, values: Record<string, string> = {}) {
  if (!(error instanceof MediaError)) throw error;
  if (error.status === 404) throw data({ message: error.message }, { status: 404 });
  const uses = error.uses?.map((u) => `${u.ownerType} ${u.ownerId}`).join(", ");
  return data(
    { intent, formError: uses ? `${error.message} Used by: ${uses}.` : error.message, values },
    { status: error.status },
  );
}

/** The uses of an item as the page lists them: content items link to their editor. */
export function usesWithLinks(uses: readonly MediaUse[]): Array<{ label: string; to: string | null }> {
  return uses.map((u) => ({
    label: `${u.ownerType} ${u.ownerId}`,
    to:
      isContentType(u.ownerType) && /^\d+$/.test(u.ownerId) ? admin.contentEdit(u.ownerType, Number(u.ownerId)) : null,
  }));
}
