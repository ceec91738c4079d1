import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export type TestS3 = {
  /** The S3_* variables of a site that keeps its pictures in this server's bucket (for readEnv or vi.stubEnv). */
  env: {
    S3_BUCKET: string;
    S3_ENDPOINT: string;
    S3_REGION: string;
    S3_ACCESS_KEY_ID: string;
    S3_SECRET_ACCESS_KEY: string;
    S3_FORCE_PATH_STYLE: string;
  };
  /** Where the server keeps its objects (one folder per bucket). */
  directory: string;
  stop(): Promise<void>;
};

/**
 * A real S3 protocol server (s3rver) on a free loopback port, with its objects in a new
 * temporary folder and `buckets` created (`env` names the first), so that storage tests
 * speak S3 to the SDK as the site would to a bucket: no part of the SDK is mocked.
 */
export async function startTestS3(...buckets: [string, ...string[]]): Promise<TestS3> {
  const [bucket] = buckets;
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "agency-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: "us-east-1",
      // s3rver's own fixed credentials.
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "1",
    },
    directory,
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
