/**
 * The media library as the back office's media pages reach it (`services.media`);
 * server/media-library/service.ts implements it. Every write takes the item's version
 * (`ifMatch`) and refuses a stale one with MediaError 412.
 */
import type { IncomingHttpHeaders } from "node:http";
import type { Readable } from "node:stream";
import type { ContentImage } from "../content-schemas.ts";
import type { MediaUse } from "../refusals.ts";

/** One uploaded file, as read from a form or the API. */
export interface UploadFile {
  fileName: string;
  data: Uint8Array;
}

/** Who changes the library, for the audit trail. */
export interface MediaActor {
  id: string;
  email: string;
  ip?: string | null;
}

/** A multipart/form-data body: a handful of short fields and the non-empty files. */
export interface Multipart {
  fields: Record<string, string>;
  files: UploadFile[];
}

/** A media_assets row as the admin sees it. */
export interface MediaItem {
  id: number;
  /** The `media` key content refers to it by (cover_key…): "upload-<id>", or a demo picture's. */
  key: string;
  /** A picture of the demo content, drawn to the site's frame: no file to replace, no focal point to move. */
  demo: boolean;
  fileName: string;
  mime: string;
  bytes: number;
  width: number;
  height: number;
  alt: string;
  focalX: number;
  focalY: number;
  version: number;
  /** Alt text is set: the image may be used in content. */
  usable: boolean;
  createdAt: string;
  /** Who uploaded it (a staff id): an author may describe their own uploads. */
  createdBy: string | null;
  updatedAt: string;
  uses: MediaUse[];
  /** The variants as the site's <picture> describes them. */
  image: ContentImage;
}

export interface MediaLibraryService {
  /** Refuses a file the library would not accept (415), without keeping anything. */
  check(file: UploadFile): Promise<void>;
  list(options?: {
    page?: number;
    q?: string;
    usable?: boolean;
  }): Promise<{ items: MediaItem[]; page: number; pageSize: number; total: number }>;
  get(id: number): Promise<MediaItem>;
  upload(file: UploadFile, actor: MediaActor): Promise<MediaItem>;
  update(
    id: number,
    patch: { alt?: string; focalX?: number; focalY?: number },
    ifMatch: number | undefined,
    actor: MediaActor,
    /** Only the actor's own uploads (an author describing what they uploaded). */
    onlyOwn?: boolean,
  ): Promise<MediaItem>;
  /** A new file for the same item: every use keeps pointing at it, and shows the new picture. */
  replace(id: number, file: UploadFile, ifMatch: number | undefined, actor: MediaActor): Promise<MediaItem>;
  /** Refused with the list of uses while the item is used anywhere. */
  remove(id: number, ifMatch: number | undefined, actor: MediaActor): Promise<void>;
  /** The one reader of multipart uploads, for the media pages' forms. */
  readMultipart(headers: IncomingHttpHeaders, body: Readable, maxFiles?: number): Promise<Multipart>;
}
