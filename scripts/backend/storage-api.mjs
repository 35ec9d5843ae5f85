// @ts-check
// The local stand-in for Supabase Storage's REST API, the part the site uses, at the paths and
// with the semantics of supabase/storage: upload (POST/PUT /object/{bucket}/{name}), public read
// (GET /object/public/{bucket}/{name}) and list (POST /object/list/{bucket}). Delete, move and
// upsert run their SQL under the caller's role, so the migrations' policies refuse them here as
// on hosted. Copy, signed URLs, authenticated reads, the bucket API, resumable uploads, image
// transformations and the S3 protocol are not done (docs/backend.md).
//
// Authorization is the real server's: every statement runs in a transaction under the JWT's
// role, with request.headers, request.jwt.claims and the rest set as
// src/internal/database/postgres/scope.ts sets them, so row level security decides, for an
// upload before its body is read (the insert tried and rolled back, as the server's canUpload),
// so that a refused body is never stored. Files live under the data directory, named by their
// row's version (never by the object's name), written to a temporary file, synced and renamed
// into place before the row commits: a crash leaves no row without its file, and no
// half-written file is ever served.
import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { BODY_PACE, continueIfExpected, discardRest, watchPace } from './body-limit.mjs';

export const STORAGE_PREFIX = '/storage/v1';
/** What a bucket without a file size limit takes, as the server's default (50 MB). */
const DEFAULT_FILE_SIZE_LIMIT = 50 * 1024 * 1024;
/** The largest JSON body (list, delete, move) read. */
const MAX_JSON_BYTES = 64 * 1024;
const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);
/** The object names the server accepts (supabase/storage: isValidKey). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const VALID_KEY = /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)+$/;
/** The largest `limit` and `offset` a list takes: Postgres's int, which storage.search takes. */
const MAX_INT = 2 ** 31 - 1;
/** A media type's type or subtype (RFC 9110 §5.6.2, token). */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * A refusal in the real server's shape: HTTP 400 for what it renders with another statusCode
 * (its error handler's default), the statusCode in the body as a string.
 */
class StorageError extends Error {
  /**
   * @param {string} statusCode
   * @param {string} code
   * @param {string} error
   * @param {string} message
   * @param {number} [httpStatus]
   */
  constructor(statusCode, code, error, message, httpStatus) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.error = error;
    this.httpStatus = httpStatus ?? (statusCode === '500' ? 500 : 400);
  }

  body() {
    return {
      statusCode: this.statusCode,
      code: this.code,
      error: this.error,
      message: this.message,
    };
  }
}

/** The client went away before its request's body was read: nothing failed here. */
class ClientGone extends Error {}

const errors = {
  accessDenied: (/** @type {string} */ message) =>
    new StorageError('403', 'AccessDenied', 'Unauthorized', message),
  rls: () =>
    new StorageError(
      '403',
      'AccessDenied',
      'Unauthorized',
      'new row violates row-level security policy',
    ),
  duplicate: () =>
    new StorageError('409', 'KeyAlreadyExists', 'Duplicate', 'The resource already exists'),
  noBucket: () => new StorageError('404', 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noObject: () => new StorageError('404', 'NoSuchKey', 'not_found', 'Object not found'),
  tooLarge: () =>
    new StorageError(
      '413',
      'EntityTooLarge',
      'Payload too large',
      'The object exceeded the maximum allowed size',
    ),
  mime: (/** @type {string} */ type) =>
    new StorageError(
      '415',
      'InvalidMimeType',
      'invalid_mime_type',
      `mime type ${type} is not supported`,
    ),
  invalidKey: (/** @type {string} */ key) =>
    new StorageError('400', 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`),
  invalidRequest: (/** @type {string} */ message) =>
    new StorageError('400', 'InvalidRequest', 'Bad Request', message),
  invalidRange: () =>
    new StorageError('416', 'InvalidRange', 'invalid_range', 'invalid range provided', 416),
  timeout: () =>
    new StorageError(
      '408',
      'RequestTimeout',
      'Request Timeout',
      'The upload did not arrive in time',
      408,
    ),
  notDone: (/** @type {string} */ what) =>
    new StorageError(
      '501',
      'NotImplemented',
      'not_implemented',
      `${what} is not implemented by the local Storage stand-in (docs/backend.md)`,
      501,
    ),
};

/**
 * The claims of an HS256 JWT signed with `secret`, or an AccessDenied refusal.
 * @param {string} token
 * @param {string} secret
 * @returns {Record<string, unknown>}
 */
export function verifyJwt(token, secret) {
  const parts = token.split('.');
  if (parts.length !== 3) throw errors.accessDenied('jwt malformed');
  const [head = '', body = '', signature = ''] = parts;
  /** @type {any} */
  let header;
  /** @type {any} */
  let claims;
  try {
    header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    throw errors.accessDenied('jwt malformed');
  }
  if (header?.alg !== 'HS256' || typeof claims !== 'object' || claims === null) {
    throw errors.accessDenied('invalid algorithm');
  }
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw errors.accessDenied('invalid signature');
  }
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= Date.now()) {
    throw errors.accessDenied('jwt expired');
  }
  return claims;
}

/**
 * @param {string} encoded a path's segments, percent-encoded
 * @returns {string}
 */
function decodeName(encoded) {
  let name;
  try {
    name = encoded.split('/').map(decodeURIComponent).join('/');
  } catch {
    throw errors.invalidKey(encoded);
  }
  if (!VALID_KEY.test(name)) throw errors.invalidKey(name);
  return name;
}

/**
 * A request's body as a stream of its own, which fails with 408 once the body falls behind
 * `pace` and with ClientGone once the client leaves; the request itself is never destroyed, so
 * that a refusal can still be answered on it.
 * @param {import('node:http').IncomingMessage} req
 * @param {{ windowMs: number, minBytes: number }} pace
 */
function bodyOf(req, pace) {
  const body = new PassThrough();
  const stopWatching = watchPace(req, () => body.destroy(errors.timeout()), pace);
  const leftEarly = () => {
    if (!req.complete) body.destroy(new ClientGone());
  };
  body.once('close', () => {
    stopWatching();
    req.unpipe(body);
    req.off('close', leftEarly);
  });
  // The client may have gone already, while the request was being checked.
  if (req.destroyed) leftEarly();
  else req.once('close', leftEarly);
  req.pipe(body);
  return body;
}

/**
 * A JSON body of at most MAX_JSON_BYTES. A client waiting for `100 Continue` is told to send it
 * only now, when nothing that could refuse the request without it is left.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ windowMs: number, minBytes: number }} pace
 * @returns {Promise<any>}
 */
async function readJson(req, res, pace) {
  if (Number(req.headers['content-length'] ?? 0) > MAX_JSON_BYTES) {
    throw errors.invalidRequest('The request body is too large');
  }
  continueIfExpected(req, res);
  const chunks = [];
  let size = 0;
  for await (const chunk of bodyOf(req, pace)) {
    size += chunk.length;
    if (size > MAX_JSON_BYTES) throw errors.invalidRequest('The request body is too large');
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  } catch {
    throw errors.invalidRequest('The request body is not JSON');
  }
}

/**
 * `value` as a text the database can take, or a refusal naming `field`: Postgres refuses a NUL
 * in any text, which would otherwise end the request as a failure of the server.
 * @param {unknown} value
 * @param {string} field
 * @returns {string}
 */
function text(value, field) {
  if (typeof value !== 'string') throw errors.invalidRequest(`body/${field} must be string`);
  if (value.includes('\0')) throw errors.invalidRequest(`body/${field} must not contain NUL`);
  return value;
}

/**
 * An optional whole number of a list's body, as the server's schema takes it.
 * @param {unknown} value
 * @param {string} field
 * @param {number} least
 * @param {number} fallback
 */
function wholeNumber(value, field, least, fallback) {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw errors.invalidRequest(`body/${field} must be integer`);
  }
  if (value < least || value > MAX_INT) {
    throw errors.invalidRequest(`body/${field} must be from ${least} to ${MAX_INT}`);
  }
  return value;
}

/**
 * The type an upload is stored with: where the bucket allows only some, exactly one of them
 * (`type/subtype`, no parameters, nothing after), as Content-Type and as nothing else: a type a
 * browser would sniff into HTML (`image/png/html`) is refused, not stored. Hosted Storage takes
 * the first two parts of such a value and stores it whole (docs/backend.md).
 * @param {string} contentType
 * @param {string[] | null} allowed the bucket's allowed_mime_types
 */
function storedType(contentType, allowed) {
  if (!allowed || allowed.length === 0) return contentType;
  const [type = '', subtype = '', ...more] = contentType.split('/');
  if (more.length === 0 && TOKEN.test(type) && TOKEN.test(subtype)) {
    for (const entry of allowed) {
      const [allowedType, allowedSubtype] = entry.split('/');
      if (allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype)) {
        return `${type}/${subtype}`;
      }
    }
  }
  throw errors.mime(contentType);
}

/**
 * The byte range a `Range` header asks for of a file of `size` bytes, as the server reads one
 * (src/storage/range.ts): a single `bytes=` range, else 416.
 * @param {string} range
 * @param {number} size
 * @returns {{ start: number, end: number }}
 */
function byteRange(range, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(range);
  if (!match || size <= 0) throw errors.invalidRange();
  const [, first = '', last = ''] = match;
  if (first === '') {
    const suffix = Number(last);
    if (last === '' || !Number.isSafeInteger(suffix) || suffix <= 0) throw errors.invalidRange();
    return { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start || start >= size) {
    throw errors.invalidRange();
  }
  return { start, end: Math.min(end, size - 1) };
}

/**
 * Whether an `If-None-Match` header names `etag` (or is `*`): weak and strong alike, as a
 * GET compares them (RFC 9110 §13.1.2).
 * @param {string | undefined} header
 * @param {string} etag
 */
function matchesEtag(header, etag) {
  if (!header || !etag) return false;
  const strip = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
}

/**
 * @param {unknown} error
 * @returns {StorageError | null} what a database error means to the API, as the server maps it
 */
function fromDatabase(error) {
  const { code, message = '' } = /** @type {{ code?: string, message?: string }} */ (error ?? {});
  if (code === '42501') {
    return message.includes('row-level security') ? errors.rls() : errors.accessDenied(message);
  }
  if (code === '23505') return errors.duplicate();
  // A data exception (a value the database cannot take): the request's fault, as the server
  // answers 22P02.
  if (code?.startsWith('22')) return errors.invalidRequest(message);
  return null;
}

/**
 * @typedef {object} Caller
 * @property {string} role
 * @property {string} jwt
 * @property {Record<string, unknown>} claims
 * @property {import('node:http').IncomingHttpHeaders} headers
 * @property {string} method
 * @property {string} path
 */

/**
 * @param {object} options
 * @param {string} options.databaseUrl a login that may take on the API roles (the migrations')
 * @param {string} options.jwtSecret
 * @param {string} options.filesDir where the objects' files are kept
 * @param {(line: string) => void} [options.log]
 * @param {{ windowMs: number, minBytes: number }} [options.pace] how slowly an upload's body
 *   may arrive (BODY_PACE; tests shorten it)
 */
export async function createStorageApi({
  databaseUrl,
  jwtSecret,
  filesDir,
  log = console.error,
  pace = BODY_PACE,
}) {
  const objectsDir = join(filesDir, 'objects');
  const tmpDir = join(filesDir, 'tmp');
  // What a crash left half-written is never served; it is cleared at the next start.
  await rm(tmpDir, { recursive: true, force: true });
  await mkdir(objectsDir, { recursive: true });
  await mkdir(tmpDir, { recursive: true });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  /**
   * An object's file, by the version its row names: a new upload of a name never overwrites
   * the file a committed row points to.
   * @param {unknown} version
   */
  const fileOf = (version) => {
    if (typeof version !== 'string' || !UUID.test(version)) throw errors.noObject();
    return join(objectsDir, version);
  };
  pool.on('error', () => {});

  /**
   * Runs `work` in a transaction under the caller's role, as the storage server scopes each
   * request. With `commit: false` the statements only test what the policies allow, and are
   * rolled back.
   * @template T
   * @param {Caller} caller
   * @param {(client: pg.PoolClient) => Promise<T>} work
   * @param {{ commit?: boolean }} [options]
   * @returns {Promise<T>}
   */
  async function asCaller(caller, work, { commit = true } = {}) {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(
        `select set_config('role', $1, true), set_config('request.jwt.claim.role', $1, true),
                set_config('request.jwt', $2, true), set_config('request.jwt.claim.sub', $3, true),
                set_config('request.jwt.claims', $4, true), set_config('request.headers', $5, true),
                set_config('request.method', $6, true), set_config('request.path', $7, true),
                set_config('storage.operation', $8, true),
                set_config('storage.allow_delete_query', 'true', true)`,
        [
          caller.role,
          caller.jwt,
          String(caller.claims.sub ?? ''),
          JSON.stringify(caller.claims),
          JSON.stringify(caller.headers),
          caller.method,
          caller.path,
          '',
        ],
      );
      const result = await work(client);
      await client.query(commit ? 'commit' : 'rollback');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw fromDatabase(error) ?? error;
    } finally {
      client.release();
    }
  }

  /**
   * @param {string} bucketId
   * @returns {Promise<{ id: string, public: boolean, file_size_limit: string | null,
   *   allowed_mime_types: string[] | null }>}
   */
  async function findBucket(bucketId) {
    const { rows } = await pool.query(
      'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [bucketId],
    );
    if (!rows[0]) throw errors.noBucket();
    return rows[0];
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {Caller} caller
   * @param {string} bucketId
   * @param {string} name
   */
  async function upload(req, res, caller, bucketId, name) {
    const upsert = req.method === 'PUT' || String(req.headers['x-upsert']) === 'true';
    const bucket = await findBucket(bucketId);
    const contentType = String(req.headers['content-type'] ?? 'application/octet-stream');
    if (contentType.startsWith('multipart/form-data')) {
      throw errors.notDone('A multipart/form-data upload (send the file as the body)');
    }
    const mimeType = storedType(contentType, bucket.allowed_mime_types);
    const limit = Number(bucket.file_size_limit ?? DEFAULT_FILE_SIZE_LIMIT);
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limit) throw errors.tooLarge();
    const owner = typeof caller.claims.sub === 'string' ? caller.claims.sub : null;
    // As the server's canUpload: the row tried under the caller's role and rolled back, so
    // that the policies refuse an upload before a byte of its body is read or stored.
    await asCaller(
      caller,
      (client) =>
        client.query(
          `insert into storage.objects (bucket_id, name, owner_id, metadata, version)
           values ($1, $2, $3, $4, '1')
           ${upsert ? 'on conflict (name, bucket_id) do update set version = excluded.version' : ''}`,
          [bucketId, name, owner, JSON.stringify({ mimetype: mimeType, contentLength: declared })],
        ),
      { commit: false },
    );
    continueIfExpected(req, res);

    const temporary = join(tmpDir, randomUUID());
    const sink = createWriteStream(temporary, { flags: 'wx', mode: 0o600 });
    /** @type {string | null} */
    let placed = null;
    try {
      const md5 = createHash('md5');
      let size = 0;
      await pipeline(
        bodyOf(req, pace),
        async function* (source) {
          for await (const chunk of source) {
            size += chunk.length;
            if (size > limit) throw errors.tooLarge();
            md5.update(chunk);
            yield chunk;
          }
        },
        sink,
      );
      const file = await open(temporary, 'r');
      await file.sync();
      await file.close();

      const metadata = {
        eTag: `"${md5.digest('hex')}"`,
        size,
        mimetype: mimeType,
        cacheControl: String(req.headers['cache-control'] ?? 'no-cache'),
        lastModified: new Date().toUTCString(),
        contentLength: size,
        httpStatusCode: 200,
      };
      const version = randomUUID();
      const values = [bucketId, name, owner, JSON.stringify(metadata), version];
      const previous = upsert
        ? (
            await pool.query(
              'select version from storage.objects where bucket_id = $1 and name = $2',
              [bucketId, name],
            )
          ).rows[0]?.version
        : null;
      const id = await asCaller(caller, async (client) => {
        if (upsert) {
          await client.query(
            `insert into storage.objects (bucket_id, name, owner_id, metadata, version)
             values ($1, $2, $3, $4, $5)
             on conflict (name, bucket_id) do update set metadata = excluded.metadata,
               version = excluded.version, owner_id = excluded.owner_id
             returning *`,
            values,
          );
        } else {
          await client.query(
            `insert into storage.objects (bucket_id, name, owner_id, metadata, version)
             values ($1, $2, $3, $4, $5)`,
            values,
          );
        }
        // As the server completes an upload: as its own login, not the caller's.
        await client.query('reset role');
        const { rows } = await client.query(
          'select id from storage.objects where bucket_id = $1 and name = $2',
          [bucketId, name],
        );
        await rename(temporary, fileOf(version));
        placed = version;
        return String(rows[0]?.id);
      });
      placed = null;
      if (typeof previous === 'string' && previous !== version) {
        await rm(fileOf(previous), { force: true });
      }
      sendJson(res, 200, { Id: id, Key: `${bucketId}/${name}` });
    } finally {
      // Placed but not committed: the row that would name it is not there.
      if (placed) await rm(fileOf(placed), { force: true });
      // A body that fails early (the client left) can fail the pipeline before the file is
      // even opened; the open still completes, so removing it first would leave it behind.
      if (!sink.closed)
        await new Promise((resolve) => sink.once('close', () => resolve(undefined)));
      await rm(temporary, { force: true });
    }
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} bucketId
   * @param {string} name
   */
  async function readPublic(req, res, bucketId, name) {
    const bucket = await findBucket(bucketId);
    if (!bucket.public) throw errors.noBucket();
    const { rows } = await pool.query(
      'select version, metadata, updated_at from storage.objects where bucket_id = $1 and name = $2',
      [bucketId, name],
    );
    const object = rows[0];
    if (!object) throw errors.noObject();
    const path = fileOf(object.version);
    const { size } = await stat(path).catch(() => {
      throw errors.noObject();
    });
    const metadata = object.metadata ?? {};
    const etag = String(metadata.eTag ?? '');
    /** @type {Record<string, string | number>} */
    const headers = {
      'content-type': String(metadata.mimetype ?? 'application/octet-stream'),
      'cache-control': String(metadata.cacheControl ?? 'no-cache'),
      etag,
      'last-modified': new Date(object.updated_at).toUTCString(),
      'accept-ranges': 'bytes',
      // The stored type is the only one: a browser never guesses another (HTML) from the bytes.
      'x-content-type-options': 'nosniff',
    };
    if (matchesEtag(req.headers['if-none-match'], etag)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const range = req.headers.range;
    let start = 0;
    let end = size - 1;
    if (range !== undefined) {
      try {
        ({ start, end } = byteRange(range, size));
      } catch (error) {
        res.setHeader('content-range', `bytes */${size}`);
        throw error;
      }
      headers['content-range'] = `bytes ${start}-${end}/${size}`;
    }
    headers['content-length'] = end - start + 1;
    res.writeHead(range === undefined ? 200 : 206, headers);
    if (req.method === 'HEAD' || size === 0) {
      res.end();
      return;
    }
    await pipeline(createReadStream(path, { start, end }), res).catch(
      (/** @type {unknown} */ error) => {
        // The reader went away before the end (a browser drops an image it no longer needs):
        // nothing failed here.
        const code = /** @type {{ code?: unknown }} */ (error)?.code;
        if (code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
      },
    );
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {Caller} caller
   * @param {string} bucketId
   */
  async function list(req, res, caller, bucketId) {
    const body = await readJson(req, res, pace);
    if (typeof body?.prefix !== 'string') {
      throw errors.invalidRequest("body must have required property 'prefix'");
    }
    let prefix = text(body.prefix, 'prefix');
    const search = body.search === undefined ? '' : text(body.search, 'search');
    const limit = wholeNumber(body.limit, 'limit', 1, 100);
    const offset = wholeNumber(body.offset, 'offset', 0, 0);
    const { column = 'name', order = 'asc' } = body.sortBy ?? {};
    if (!['name', 'updated_at', 'created_at', 'last_accessed_at'].includes(column)) {
      throw errors.invalidRequest('body/sortBy/column must be equal to one of the allowed values');
    }
    if (!['asc', 'desc'].includes(order)) {
      throw errors.invalidRequest('body/sortBy/order must be equal to one of the allowed values');
    }
    await findBucket(bucketId);
    if (prefix.length > 0 && !prefix.endsWith('/')) prefix = `${prefix}/`;
    const rows = await asCaller(caller, async (client) => {
      const result = await client.query(
        'select * from storage.search($1, $2, $3, $4, $5, $6, $7, $8)',
        [
          prefix,
          bucketId,
          limit,
          (prefix + search).split('/').length,
          offset,
          search,
          column,
          order,
        ],
      );
      return result.rows;
    });
    sendJson(res, 200, rows);
  }

  /**
   * Deletes under the caller's role: what its policies let it see and delete, nothing else.
   * @param {Caller} caller
   * @param {string} bucketId
   * @param {string[]} names
   */
  async function deleteObjects(caller, bucketId, names) {
    const deleted = await asCaller(caller, async (client) => {
      const { rows } = await client.query(
        'delete from storage.objects where bucket_id = $1 and name = any($2) returning *',
        [bucketId, names],
      );
      return rows;
    });
    for (const row of deleted) {
      if (typeof row.version === 'string' && UUID.test(row.version)) {
        await rm(fileOf(row.version), { force: true });
      }
    }
    return deleted;
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {Caller} caller
   */
  async function move(req, res, caller) {
    const body = await readJson(req, res, pace);
    const { bucketId, sourceKey, destinationKey } = body ?? {};
    if ([bucketId, sourceKey, destinationKey].some((value) => typeof value !== 'string')) {
      throw errors.invalidRequest('bucketId, sourceKey and destinationKey are required');
    }
    text(bucketId, 'bucketId');
    text(sourceKey, 'sourceKey');
    const moved = await asCaller(caller, async (client) => {
      const { rows } = await client.query(
        'update storage.objects set name = $3 where bucket_id = $1 and name = $2 returning id',
        [bucketId, sourceKey, decodeName(destinationKey)],
      );
      return rows.length;
    });
    if (moved === 0) throw errors.noObject();
    sendJson(res, 200, { message: 'Successfully moved' });
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} path the request's path after /storage/v1
   */
  async function route(req, res, path) {
    const method = req.method ?? 'GET';
    const publicRead = /^\/object\/public\/([^/]+)\/(.+)$/.exec(path);
    if (publicRead && (method === 'GET' || method === 'HEAD')) {
      return readPublic(req, res, decodeName(publicRead[1] ?? ''), decodeName(publicRead[2] ?? ''));
    }

    const token = String(req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    const claims = verifyJwt(token, jwtSecret);
    const role = String(claims.role ?? '');
    if (!API_ROLES.has(role)) throw errors.accessDenied(`role "${role}" does not exist`);
    /** @type {Caller} */
    const caller = { role, jwt: token, claims, headers: req.headers, method, path };

    const listing = /^\/object\/list\/([^/]+)$/.exec(path);
    if (listing && method === 'POST') return list(req, res, caller, decodeName(listing[1] ?? ''));
    if (path === '/object/move' && method === 'POST') return move(req, res, caller);
    if (/^\/object\/(copy|sign|upload\/sign|authenticated|info|render)\b/.test(path)) {
      throw errors.notDone(`${method} ${STORAGE_PREFIX}${path.split('?')[0]}`);
    }
    const bulk = /^\/object\/([^/]+)\/?$/.exec(path);
    if (bulk && method === 'DELETE') {
      const body = await readJson(req, res, pace);
      if (!Array.isArray(body?.prefixes)) {
        throw errors.invalidRequest("body must have required property 'prefixes'");
      }
      body.prefixes.forEach((/** @type {unknown} */ p, /** @type {number} */ i) =>
        text(p, `prefixes/${i}`),
      );
      sendJson(res, 200, await deleteObjects(caller, decodeName(bulk[1] ?? ''), body.prefixes));
      return;
    }
    const object = /^\/object\/([^/]+)\/(.+)$/.exec(path);
    if (object) {
      const bucketId = decodeName(object[1] ?? '');
      const name = decodeName(object[2] ?? '');
      if (method === 'POST' || method === 'PUT') return upload(req, res, caller, bucketId, name);
      if (method === 'DELETE') {
        if ((await deleteObjects(caller, bucketId, [name])).length === 0) throw errors.noObject();
        sendJson(res, 200, { message: 'Successfully deleted' });
        return;
      }
    }
    throw errors.notDone(`${method} ${STORAGE_PREFIX}${path}`);
  }

  return {
    /**
     * Answers a request whose path starts with /storage/v1; never throws.
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {string} path the path after /storage/v1, without the query
     */
    async handle(req, res, path) {
      try {
        await route(req, res, path);
      } catch (error) {
        // A client that left mid-upload ends the request too, and is no failure of the server.
        const gone = error instanceof ClientGone || req.socket.destroyed;
        if (!(error instanceof StorageError) && !gone) {
          log(`storage: ${req.method} ${STORAGE_PREFIX}${path} failed: ${error}`);
        }
        if (res.headersSent || gone) {
          res.destroy();
          return;
        }
        const refusal =
          error instanceof StorageError
            ? error
            : new StorageError('500', 'InternalError', 'Internal', 'Internal Server Error');
        sendJson(res, refusal.httpStatus, refusal.body());
        // What the client still sends is read only briefly, and dropped.
        discardRest(req);
      }
    },
    /** @param {string} path the path after /storage/v1 */
    isPublicRead: (path) => /^\/object\/public\//.test(path),
    close: () => pool.end(),
  };
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 */
function sendJson(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}
