/** Table types of the media library (migrations 0010, 0013 and 0018, db/migrations/). */
import type { ColumnType, Generated } from "kysely";

type Timestamp = ColumnType<string | Date, string, string>;
/** Integers: pg returns bigint counts as strings, so reads accept both. */
type Int = ColumnType<number | string, number, number>;

export interface MediaAssetsTable {
  id: Generated<number>;
  /** The `media` row this upload publishes: "upload-<id>". */
  key: string;
  file_name: string;
  /** The original's type, from its bytes. */
  mime: string;
  bytes: Int;
  width: Int;
  height: Int;
  /** SHA-256 of the original, hex. */
  hash: string;
  alt: ColumnType<string, string | undefined, string>;
  focal_x: ColumnType<number, number | undefined, number>;
  focal_y: ColumnType<number, number | undefined, number>;
  version: ColumnType<number | string, number | undefined, number>;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MediaOriginalsTable {
  hash: string;
  data: ColumnType<Uint8Array, Uint8Array, never>;
  created_at: Timestamp;
}

/** The files every instance serves, by name (migration 0013, decision 0051). */
export interface MediaFilesTable {
  name: string;
  data: ColumnType<Uint8Array, Uint8Array, Uint8Array>;
  /** MD5 of `data`, hex. */
  md5: string;
  created_at: Timestamp;
}

export interface MediaUsesTable {
  media_id: number;
  owner_type: string;
  owner_id: string;
  created_at: Timestamp;
}

/** An upload's earlier variants, kept until `keep_until` (migration 0018). */
export interface MediaRetiredVariantsTable {
  media_id: number;
  tag: string;
  /** SHA-256 of the original they were cut from, hex. */
  hash: string;
  width: Int;
  height: Int;
  focal_x: number;
  focal_y: number;
  keep_until: Timestamp;
}

export interface MediaDB {
  media_retired_variants: MediaRetiredVariantsTable;
  media_assets: MediaAssetsTable;
  media_originals: MediaOriginalsTable;
  media_files: MediaFilesTable;
  media_uses: MediaUsesTable;
}
