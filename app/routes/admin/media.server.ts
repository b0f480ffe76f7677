/**
 * What the media pages' loaders and actions share: the library from the router
 * context, the signed-in person as the audit trail's actor, the files of a posted
 * form, and a refused request turned into the form's error.
 */
import { data } from "react-router";
import { isContentType } from "~/kernel/editorial-schemas";
import { admin } from "~/kernel/links";
import { servicesContext } from "~/lib/context.server";
import { MAX_FILES_PER_REQUEST, MAX_UPLOAD_BYTES } from "../../../server/media-library/formats.ts";
import {
  isMediaError,
  MediaError,
  type Actor,
  type MediaUse,
  type UploadFile,
} from "../../../server/media-library/service.ts";
import type { StaffUser } from "../../../server/accounts/types.ts";
import { clientOf, type AdminArgs } from "./guard.server";

export const mediaOf = ({ context }: Pick<AdminArgs, "context">) => context.get(servicesContext).media;

export function actorOf(args: AdminArgs, user: StaffUser): Actor {
  return { id: user.id, email: user.email, ip: clientOf(args.request).ip };
}

/** The form's files (field "file"); a file over the limit refuses the whole form. */
export async function filesOf(form: FormData, max = MAX_FILES_PER_REQUEST): Promise<UploadFile[]> {
  const files = form.getAll("file").filter((f): f is File => typeof f !== "string" && f.size > 0);
  if (!files.length) throw new MediaError(400, "invalid_parameter", "Choose at least one image.");
  if (files.length > max) throw new MediaError(413, "too-large", `At most ${max} files at once.`);
  const big = files.find((f) => f.size > MAX_UPLOAD_BYTES);
  if (big)
    throw new MediaError(
      413,
      "too-large",
      `${big.name}: each file must be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
    );
  return Promise.all(files.map(async (f) => ({ fileName: f.name, data: new Uint8Array(await f.arrayBuffer()) })));
}

/** A MediaError as the form's answer; anything else is thrown on. */
export function mediaRefusal(error: unknown, intent: string, values: Record<string, string> = {}) {
  if (!isMediaError(error)) throw error;
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
