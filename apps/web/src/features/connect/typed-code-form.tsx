import { type FormEvent, type Ref, useState } from 'react';

/** The short code typed by hand: for when the camera is refused, missing or cannot focus. */
export const TypedCodeForm = ({
  onSubmit,
  pending,
  inputRef,
}: {
  onSubmit: (code: string) => void;
  pending: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) => {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim() !== '') onSubmit(code);
  };
  return (
    <section aria-labelledby="typed-code-title" className="connect-card">
      <h2 id="typed-code-title">Type a code</h2>
      <form className="form" onSubmit={submit}>
        <label>
          Their code
          <input
            ref={inputRef}
            name="code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            required
            maxLength={64}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-describedby="typed-code-hint"
          />
        </label>
        <p className="hint" id="typed-code-hint">
          The 8 letters and digits under their QR code.
        </p>
        <button type="submit" disabled={pending}>
          {pending ? 'Connecting…' : 'Connect'}
        </button>
      </form>
    </section>
  );
};
