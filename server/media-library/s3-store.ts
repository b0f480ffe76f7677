/**
 * The "s3" OriginalStore (./storage.ts): originals under `<prefix>originals/<sha256>`
 * and served files under `<prefix>media/<name>` in the bucket MEDIA_S3_URL names
 * (./s3-url.ts), through @aws-sdk/client-s3. The SDK is loaded on first use, so a
 * site without S3 never pays for it.
 */
import type * as S3 from "@aws-sdk/client-s3";
import { parseS3Url } from "./s3-url.ts";
import { checkHash, checkName, type OriginalStore } from "./storage.ts";

type Sdk = typeof S3;

export function s3Store(url: string): OriginalStore {
  const where = parseS3Url(url);
  if (typeof where === "string") throw new Error(`MEDIA_S3_URL: ${where}`);
  const { bucket, prefix } = where;
  let ready: Promise<{ sdk: Sdk; client: S3.S3Client }> | undefined;
  const connect = () =>
    (ready ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: where.endpoint,
        region: where.region,
        forcePathStyle: where.forcePathStyle,
        credentials: where.credentials,
      }),
    })));

  async function put(key: string, data: Uint8Array): Promise<void> {
    const { sdk, client } = await connect();
    await client.send(new sdk.PutObjectCommand({ Bucket: bucket, Key: key, Body: data }));
  }
  async function get(key: string): Promise<Uint8Array | null> {
    const { sdk, client } = await connect();
    try {
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
      return answer.Body ? await answer.Body.transformToByteArray() : null;
    } catch (error) {
      if (error instanceof sdk.NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return null;
      throw error;
    }
  }
  const original = (hash: string) => `${prefix}originals/${checkHash(hash)}`;
  const file = (name: string) => `${prefix}media/${checkName(name)}`;

  return {
    kind: "s3",
    put: (hash, data) => put(original(hash), data),
    get: (hash) => get(original(hash)),
    async delete(hash) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: original(hash) }));
    },
    files: {
      put: (name, data) => put(file(name), data),
      get: (name) => get(file(name)),
      async list() {
        const { sdk, client } = await connect();
        const found = new Map<string, string>();
        const start = `${prefix}media/`;
        let token: string | undefined;
        do {
          const page = await client.send(
            new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: start, ContinuationToken: token }),
          );
          // A single-part upload's ETag is the MD5 of its bytes, quoted.
          for (const item of page.Contents ?? [])
            if (item.Key && item.ETag) found.set(item.Key.slice(start.length), item.ETag.replaceAll('"', ""));
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
        return found;
      },
    },
  };
}
