/** The SDK splits messages into frames of this size, announcing the count first. */
const FRAME_SIZE = 16_384;

/** What a message is sent as: itself, or its frame count followed by its frames. */
export const framesOf = (text: string): string[] => {
  if (text.length <= FRAME_SIZE) return [text];
  const count = Math.ceil(text.length / FRAME_SIZE);
  const frames = [String(count)];
  for (let i = 0; i < count; i += 1) frames.push(text.slice(i * FRAME_SIZE, (i + 1) * FRAME_SIZE));
  return frames;
};

type FrameResult =
  | { readonly kind: 'pending' }
  | { readonly kind: 'message'; readonly text: string }
  | { readonly kind: 'too-big' };

const PENDING: FrameResult = { kind: 'pending' };

/** Puts a client's messages back together from the frames it sends, up to a size limit. */
export class FrameReader {
  private frames: { remaining: number; parts: string[]; bytes: number } | null = null;

  constructor(private readonly maxMessageBytes: number) {}

  read(text: string): FrameResult {
    if (this.frames === null && text.length <= 6 && /^\d+$/.test(text)) {
      const count = Number(text);
      if (count > 0) this.frames = { remaining: count, parts: [], bytes: 0 };
      return PENDING; // a count of 0 is the SDK's keep-alive
    }
    if (this.frames !== null) {
      this.frames.parts.push(text);
      this.frames.bytes += text.length;
      this.frames.remaining -= 1;
      if (this.frames.bytes > this.maxMessageBytes) {
        this.frames = null;
        return { kind: 'too-big' };
      }
      if (this.frames.remaining > 0) return PENDING;
      const whole = this.frames.parts.join('');
      this.frames = null;
      return { kind: 'message', text: whole };
    }
    if (text.length > this.maxMessageBytes) return { kind: 'too-big' };
    return { kind: 'message', text };
  }
}
