// Builds `verify` contexts the way firebase-tools 15 does (lib/emulator/storage/rules/runtime.js),
// so the tests feed the runtime exactly what the Storage emulator would.

export type ExpressionValue = Record<string, unknown>;

export type StorageMethod = 'get' | 'list' | 'create' | 'update' | 'delete';

/** The object metadata rules see as `resource` / `request.resource`. */
export interface ObjectMetadata {
  name: string;
  bucket?: string;
  size?: number;
  contentType?: string;
  metadata?: Record<string, string>;
}

export interface VerifyOptions {
  rulesetName: string;
  method: StorageMethod;
  /** The object name inside the bucket, e.g. `families/f1/photo.png`. */
  name: string;
  bucket?: string;
  /** Decoded ID token claims; `user_id` becomes `request.auth.uid`. Omit for an anonymous caller. */
  token?: Record<string, unknown>;
  /** The stored object (`resource`), when it exists. */
  before?: ObjectMetadata;
  /** The object as it would be after the change (`request.resource`). */
  after?: ObjectMetadata;
}

export const DEFAULT_BUCKET = 'demo-edma.appspot.com';

export function verifyContext(options: VerifyOptions) {
  const bucket = options.bucket ?? DEFAULT_BUCKET;
  const path = `/b/${bucket}/o/${options.name}`.replace(/\/+$/, '');
  const auth = options.token ? toExpressionValue({ uid: options.token['user_id'], token: options.token }) : { null_value: null };
  const request = {
    map_value: {
      fields: {
        path: {
          path_value: {
            segments: path
              .split('/')
              .filter(Boolean)
              .map((simple) => ({ simple })),
          },
        },
        time: toExpressionValue(new Date()),
        resource: toExpressionValue(options.after ? rulesResource(bucket, options.after) : null),
        auth,
      },
    },
  };
  return {
    rulesetName: options.rulesetName,
    service: 'firebase.storage',
    path,
    method: options.method,
    delimiter: options.method === 'list' ? '/' : undefined,
    variables: {
      resource: toExpressionValue(options.before ? rulesResource(bucket, options.before) : null),
      request,
    },
  };
}

/** The fields firebase-tools' StoredFileMetadata.asRulesResource() exposes. */
function rulesResource(bucket: string, object: ObjectMetadata) {
  const now = new Date();
  return {
    name: object.name,
    bucket: object.bucket ?? bucket,
    generation: now.getTime() * 1000,
    metageneration: 1,
    size: object.size ?? 0,
    timeCreated: now,
    updated: now,
    md5Hash: '1B2M2Y8AsgTpgAmY7PhCfg==',
    crc32c: 'AAAAAA==',
    etag: 'etag',
    contentDisposition: 'inline',
    contentEncoding: 'identity',
    contentType: object.contentType ?? 'application/octet-stream',
    metadata: object.metadata ?? {},
  };
}

/** firebase-tools' toExpressionValue(). */
export function toExpressionValue(value: unknown): ExpressionValue {
  if (typeof value === 'string') return { string_value: value };
  if (typeof value === 'boolean') return { bool_value: value };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { int_value: value } : { float_value: value };
  }
  if (value instanceof Date) return { timestamp_value: value.toISOString() };
  if (Array.isArray(value)) return { list_value: { values: value.map(toExpressionValue) } };
  if (value === null || value === undefined) return { null_value: null };
  if (typeof value === 'object') {
    const fields = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toExpressionValue(item)]));
    return { map_value: { fields } };
  }
  throw new Error(`cannot convert ${String(value)} to an ExpressionValue`);
}
