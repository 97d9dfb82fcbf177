import { BodyTooLargeError } from '../http.ts';
import { HttpError } from './http-error.ts';

/** Splits a multipart/related body into its JSON metadata part and its media part. */
export const parseMultipart = (
  body: Buffer,
  contentType: string,
): { metadata: Record<string, unknown>; media: Buffer; mediaType: string } => {
  const boundary = /boundary=("?)([^";]+)\1/.exec(contentType)?.[2];
  if (boundary === undefined) throw new HttpError(400, 'multipart upload without a boundary');
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Buffer[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    parts.push(body.subarray(start + delimiter.length, next));
    start = next;
  }
  const parsed = parts.map((part) => {
    const headerEnd = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, headerEnd).toString('utf8');
    let content = part.subarray(headerEnd + 4);
    if (content.subarray(-2).toString() === '\r\n') content = content.subarray(0, -2);
    return {
      type: /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim() ?? 'application/octet-stream',
      content,
    };
  });
  const [meta, media] = parsed;
  if (meta === undefined || media === undefined)
    throw new HttpError(400, 'multipart upload needs two parts');
  return {
    metadata: JSON.parse(meta.content.toString('utf8')) as Record<string, unknown>,
    media: media.content,
    mediaType: media.type,
  };
};

/** What the first bytes of a multipart upload say: its metadata, its media's type and size. */
type MultipartHead = {
  readonly metadata: Record<string, unknown>;
  readonly mediaType: string;
  /**
   * The media's size as the body's declared length gives it, once with and once without a line
   * break after the closing delimiter (clients differ); empty when no length was declared.
   */
  readonly sizes: readonly number[];
};

/** The head of a multipart body: up to the end of the media part's headers, if all there. */
const parseHead = (
  body: Buffer,
  boundary: string,
): { metadata: Record<string, unknown>; mediaType: string; length: number } | undefined => {
  const delimiter = Buffer.from(`--${boundary}`);
  const second = body.indexOf(delimiter, delimiter.length);
  if (second === -1) return undefined;
  const mediaHeadersEnd = body.indexOf('\r\n\r\n', second);
  if (mediaHeadersEnd === -1) return undefined;
  const { metadata, mediaType } = parseMultipart(
    Buffer.concat([body.subarray(0, mediaHeadersEnd + 4), delimiter]),
    `multipart/related; boundary=${boundary}`,
  );
  return { metadata, mediaType, length: mediaHeadersEnd + 4 };
};

/**
 * Reads a multipart upload, showing `judge` its head as soon as it has arrived: a refusal there
 * ends the request before the media is read, where the whole body (up to `limit`) was once read
 * first and judged after.
 */
export const readMultipartUpload = async (
  request: AsyncIterable<Buffer> & { readonly headers: Record<string, unknown> },
  limit: number,
  headLimit: number,
  judge: (head: MultipartHead) => void,
): Promise<{ metadata: Record<string, unknown>; media: Buffer; mediaType: string }> => {
  const contentType = String(request.headers['content-type'] ?? '');
  const boundary = /boundary=("?)([^";]+)\1/.exec(contentType)?.[2];
  if (boundary === undefined) throw new HttpError(400, 'multipart upload without a boundary');
  const declared = Number(request.headers['content-length']);
  const chunks: Buffer[] = [];
  let size = 0;
  let judged = false;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > limit) throw new BodyTooLargeError(`Body exceeds ${limit} bytes`);
    chunks.push(chunk);
    if (judged) continue;
    const head = parseHead(Buffer.concat(chunks), boundary);
    if (head === undefined) {
      if (size > headLimit) throw new HttpError(400, 'multipart upload head is too large');
      continue;
    }
    judged = true;
    const trailer = Buffer.byteLength(`\r\n--${boundary}--`);
    const sizes = Number.isFinite(declared)
      ? [declared - head.length - trailer, declared - head.length - trailer - 2]
      : [];
    judge({ metadata: head.metadata, mediaType: head.mediaType, sizes });
  }
  return parseMultipart(Buffer.concat(chunks), contentType);
};
