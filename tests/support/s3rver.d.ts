/** The part of s3rver (a local S3-compatible server, no types of its own) the tests use. */
declare module "s3rver" {
  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      directory: string;
      silent?: boolean;
      configureBuckets?: Array<{ name: string; configs?: unknown[] }>;
    });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
