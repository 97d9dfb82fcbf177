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
