import type { ConfigVariable } from "../../configVariable";

/** An S3-compatible bucket that holds uploaded files instead of DATA_DIR/media. */
export interface ObjectStorageConfig {
  bucket: string;
  /** The service's address (MinIO, Garage, Cloudflare R2…); null for AWS S3 itself. */
  endpoint: string | null;
  region: string;
  /** The access key pair; null lets the AWS SDK find credentials itself (an instance role, ~/.aws). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

/** The object storage variables, as the README's configuration table lists them. */
export const OBJECT_STORAGE_CONFIG_VARIABLES: readonly ConfigVariable[] = [
  {
    name: "S3_BUCKET",
    defaultValue: "(unset)",
    description:
      "An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Garage) that holds uploaded files and every image width instead of DATA_DIR/media. Set it when several servers share one database, so every server serves every upload; `tessera blobs copy --from disk --to s3` moves the files already uploaded.",
  },
  {
    name: "S3_ENDPOINT",
    defaultValue: "(unset)",
    description:
      "The storage service's http:// or https:// address, such as https://minio.example.com:9000 (paths in the address, not bucket subdomains, are used). Leave it unset for AWS S3.",
  },
  { name: "S3_REGION", defaultValue: "us-east-1", description: "The bucket's region (auto for Cloudflare R2)." },
  { name: "S3_ACCESS_KEY_ID", defaultValue: "(unset)", description: "The access key of an account that may read, write, list and delete in the bucket." },
  {
    name: "S3_SECRET_ACCESS_KEY",
    defaultValue: "(unset)",
    description: "Its secret. When both keys are unset, the credentials the AWS SDK finds itself (an instance role, ~/.aws) are used.",
  },
];

const BUCKET_PATTERN = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** Reads the S3_* variables: null keeps files on local disk. Adds any problem to the list. */
export function parseObjectStorageConfig(env: Record<string, string | undefined>, problems: string[]): ObjectStorageConfig | null {
  const bucket = env.S3_BUCKET?.trim() || null;
  const endpoint = env.S3_ENDPOINT?.trim().replace(/\/+$/, "") || null;
  const region = env.S3_REGION?.trim() || "us-east-1";
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || null;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || null;
  if (!bucket) {
    const given = OBJECT_STORAGE_CONFIG_VARIABLES.slice(1).filter((variable) => env[variable.name]?.trim());
    if (given.length > 0)
      problems.push(
        `${given.map((variable) => variable.name).join(", ")} ${given.length > 1 ? "are" : "is"} set but S3_BUCKET is not: set S3_BUCKET to keep files in a bucket, or unset the rest to keep them on disk.`,
      );
    return null;
  }
  if (!BUCKET_PATTERN.test(bucket)) problems.push(`S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens (got "${bucket}").`);
  if (endpoint && !/^https?:\/\/[^/\s]+$/.test(endpoint)) problems.push(`S3_ENDPOINT must be an http:// or https:// address with no path (got "${endpoint}").`);
  if ((accessKeyId === null) !== (secretAccessKey === null))
    problems.push("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS SDK's own credentials.");
  return { bucket, endpoint, region, credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null };
}
