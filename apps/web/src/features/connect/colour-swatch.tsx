/** An attendee's colour as a dot; the name or the colour's word is always beside it in text. */
export const ColourSwatch = ({ color }: { color: string }) => (
  <span className="swatch" style={{ background: color }} aria-hidden="true" />
);
