/**
 * A local S3-compatible server (s3rver) on a free loopback port, with one empty
 * bucket, and the MEDIA_S3_URL that reaches it (server/media-library/s3-url.ts).
 */
import S3rver from "s3rver";
import { tempDataDir } from "./databases.ts";

export const TEST_BUCKET = "vitrine-media";

export async function startS3(prefix = ""): Promise<{ mediaS3Url: string; directory: string; close(): Promise<void> }> {
  const directory = tempDataDir("s3rver");
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  return {
    // s3rver accepts any key pair whose key is S3RVER (its documented default).
    mediaS3Url: `http://S3RVER:S3RVER@127.0.0.1:${port}/${TEST_BUCKET}${prefix}?region=us-east-1`,
    directory,
    close: () => server.close(),
  };
}
