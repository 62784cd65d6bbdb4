/**
 * A cached read's answer and its compressed forms. The compression plugin (app.ts) compresses what a route sends on
 * every request; for an answer served from the response store that is the same work on the same bytes each time, and
 * for the largest (a 64-player tournament, ~150 KB of JSON) it cost more CPU than the rest of the request. So a cached
 * answer compresses itself once per encoding, when a client first asks for that encoding, and keeps the result with
 * its entry; the plugin passes a body that already has its Content-Encoding on untouched. Only brotli and gzip are
 * kept (every browser sends one of them); any other request is left to the plugin as before.
 */
import zlib from 'node:zlib';
import type { IncomingHttpHeaders } from 'node:http';

/** Smaller answers go out as they are: the compression plugin's `threshold` (app.ts), shared so that both agree. */
export const COMPRESSION_THRESHOLD = 1024;

export type AnswerEncoding = 'br' | 'gzip';

/** Brotli at quality 5 (as the index page, client-shell.ts): a few ms for 150 KB, once per cached answer. */
const BROTLI: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

let compressions = 0;

/** How many compressed forms cached answers have made since the process started (tests count them). */
export function cachedAnswerCompressions(): number {
  return compressions;
}

export class CachedAnswer {
  private readonly encoded: Partial<Record<AnswerEncoding, Buffer>> = {};

  /** `body`: the serialized JSON as UTF-8 bytes, encoded once (sending a string would encode it again per hit). */
  constructor(readonly body: Buffer) {}

  /** What the entry counts against the store's limit: the body and room for its compressed forms (JSON shrinks 5–10 times). */
  get bytes(): number {
    return this.body.length + Math.ceil(this.body.length / 4);
  }

  /** The body compressed with `encoding`: made on first use, then the same bytes every time. */
  encodedAs(encoding: AnswerEncoding): Buffer {
    let encoded = this.encoded[encoding];
    if (!encoded) {
      encoded = encoding === 'br' ? zlib.brotliCompressSync(this.body, BROTLI) : zlib.gzipSync(this.body);
      this.encoded[encoding] = encoded;
      compressions++;
    }
    return encoded;
  }
}

/**
 * The kept encoding a request accepts: brotli, unless the client weighs gzip higher (the compression plugin's order
 * too; `*` and `x-gzip` count). Undefined leaves the answer to the plugin (no Accept-Encoding, deflate only,
 * `x-no-compression`).
 */
export function acceptedEncoding(headers: IncomingHttpHeaders): AnswerEncoding | undefined {
  const header = headers['accept-encoding'];
  if (!header || headers['x-no-compression'] !== undefined) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const [br, gzip] = [weightOf('br'), weightOf('gzip')];
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : undefined;
}
