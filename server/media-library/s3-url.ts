/**
 * MEDIA_S3_URL (decision 0051): where an S3-compatible bucket is and how to reach it,
 * in one URL that server/config.ts checks at start-up:
 *
 *   https://ACCESS_KEY:SECRET_KEY@host[:port]/bucket[/prefix]?region=eu-west-1&forcePathStyle=true
 *
 * The scheme and host are the service's endpoint (http for a service on a private
 * network). The user and password are the access key and its secret, percent-encoded;
 * without them the SDK's own chain (AWS_ACCESS_KEY_ID..., instance roles) is used. The
 * first path segment is the bucket, the rest a key prefix. `region` defaults to
 * us-east-1; `forcePathStyle` (default true, what MinIO, Ceph and most others need)
 * puts the bucket in the path instead of the host name.
 */
export interface S3Location {
  endpoint: string;
  bucket: string;
  /** "" or a prefix ending in "/". */
  prefix: string;
  region: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{1,40}$/;
const PARAMETERS = new Set(["region", "forcePathStyle"]);

/** The location, or an error message saying what is wrong with `value`. */
export function parseS3Url(value: string): S3Location | string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "expected a URL such as https://KEY:SECRET@host:port/bucket?region=eu-west-1";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "expected an http:// or https:// endpoint URL";
  const [bucket = "", ...rest] = url.pathname.split("/").filter(Boolean);
  if (!BUCKET.test(bucket)) return "expected the bucket name as the first path segment (3 to 63 of a-z 0-9 . -)";
  const unknown = [...url.searchParams.keys()].filter((key) => !PARAMETERS.has(key));
  if (unknown.length) return `unknown parameter ${unknown.join(", ")} (known: region, forcePathStyle)`;
  const region = url.searchParams.get("region") ?? "us-east-1";
  if (!REGION.test(region)) return "expected region=<name> such as eu-west-1";
  const style = url.searchParams.get("forcePathStyle") ?? "true";
  if (style !== "true" && style !== "false") return "expected forcePathStyle=true or forcePathStyle=false";
  if (Boolean(url.username) !== Boolean(url.password))
    return "expected both the access key and its secret (KEY:SECRET@host), or neither";
  return {
    endpoint: url.origin,
    bucket,
    prefix: rest.length ? `${rest.join("/")}/` : "",
    region,
    forcePathStyle: style === "true",
    credentials: url.username
      ? {
          accessKeyId: decodeURIComponent(url.username),
          secretAccessKey: decodeURIComponent(url.password),
        }
      : undefined,
  };
}
