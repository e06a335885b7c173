import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** The keys s3rver accepts (it checks the access key id, not the signature). */
export const S3_TEST_KEYS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;

/** An S3-compatible server on a free loopback port, keeping its objects in a temporary folder. */
export async function startS3Server(bucket: string) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    directory,
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
