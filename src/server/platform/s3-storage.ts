import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { getMimeType } from "hono/utils/mime";
import { contentDisposition } from "./private-links";
import { type AppStorage, type PublicFile, STORED_NAME, storedName } from "./storage";

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible server (MinIO, s3rver, R2…); unset means AWS itself. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`: what most self-hosted servers need. */
  forcePathStyle: boolean;
  /** Where the bucket's keys are public (a CDN, or the bucket's own address); else the app serves. */
  publicBaseUrl?: string;
}

/** Keys under this prefix are public; a bucket policy may open it, and only it, to everyone. */
export const PUBLIC_PREFIX = "public/";
/** Keys under this prefix are handed out only by the app itself. */
export const PRIVATE_PREFIX = "private/";

const ONE_YEAR = 60 * 60 * 24 * 365;
const contentType = (name: string) => getMimeType(name) ?? "application/octet-stream";

/** An object that is not there (or a key the server refuses to name) reads as nothing. */
function isMissing(error: unknown) {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
}

/**
 * Files in an S3-compatible bucket: public ones under `public/`, at `publicBaseUrl` or else
 * streamed by the app under `/uploads`; private ones under `private/`, which neither serves.
 */
export function createS3Storage(options: S3StorageOptions): AppStorage {
  const { bucket } = options;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Checksums only where S3 demands them: many S3-compatible servers reject the newer headers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const publicBase = options.publicBaseUrl
    ? `${options.publicBaseUrl.replace(/\/+$/, "")}/${PUBLIC_PREFIX.slice(0, -1)}`
    : "/uploads";
  const ownPublic = (publicUrl: string) => {
    if (!publicUrl.startsWith(`${publicBase}/`)) return null;
    const name = publicUrl.slice(publicBase.length + 1);
    return STORED_NAME.test(name) ? `${PUBLIC_PREFIX}${name}` : null;
  };
  const ownPrivate = (key: string) => (STORED_NAME.test(key) ? `${PRIVATE_PREFIX}${key}` : null);

  async function get(key: string) {
    try {
      return await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }
  const remove = (key: string) =>
    client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));

  return {
    async save(bytes, extension) {
      const name = storedName(extension);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: `${PUBLIC_PREFIX}${name}`,
          Body: bytes,
          ContentType: contentType(name),
          // Names are never reused, so a CDN or browser may keep the file for good.
          CacheControl: `public, max-age=${ONE_YEAR}, immutable`,
        }),
      );
      return `${publicBase}/${name}`;
    },
    async remove(publicUrl) {
      const key = ownPublic(publicUrl);
      if (key) await remove(key);
    },
    async savePrivate(bytes, extension) {
      const key = storedName(extension);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: `${PRIVATE_PREFIX}${key}`,
          Body: bytes,
          ContentType: contentType(key),
          CacheControl: "private, no-store",
        }),
      );
      return key;
    },
    async readPrivate(key) {
      const objectKey = ownPrivate(key);
      const object = objectKey ? await get(objectKey) : null;
      if (!object?.Body) return null;
      return { bytes: Buffer.from(await object.Body.transformToByteArray()) };
    },
    async removePrivate(key) {
      const objectKey = ownPrivate(key);
      if (objectKey) await remove(objectKey);
    },
    async privateLink(key, options) {
      const objectKey = ownPrivate(key);
      if (!objectKey) return null;
      // Signed here, with no request to the bucket: the browser fetches the bytes from it
      // directly, with the name and type the app chose, until the signature expires.
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: bucket,
          Key: objectKey,
          ResponseContentDisposition: contentDisposition(
            options.disposition ?? "inline",
            options.filename,
          ),
          ResponseContentType: options.contentType,
          ResponseCacheControl: "private, no-store",
        }),
        { expiresIn: Math.max(1, Math.floor(options.expiresInSeconds)) },
      );
    },
    async openPublic(name): Promise<PublicFile | null> {
      if (!STORED_NAME.test(name)) return null;
      const object = await get(`${PUBLIC_PREFIX}${name}`);
      if (!object?.Body) return null;
      return {
        body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        // From the server-made name, as the folder backend does: never what the bucket says.
        contentType: contentType(name),
        size: object.ContentLength,
        etag: object.ETag,
      };
    },
  };
}
