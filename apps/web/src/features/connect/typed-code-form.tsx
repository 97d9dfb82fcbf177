import { readScan } from '@engage/domain/qr-payload';
import { useStore } from '@nanostores/react';
import { type FormEvent, type Ref, useState } from 'react';
import { i18n } from '../../lib/i18n/i18n.ts';
import { navWords } from '../../lib/i18n/nav-words.ts';

/** What a typed code that cannot be one says, beside the field (nothing is sent). */
export const TYPED_CODE_PROBLEM =
  'Their code: type the 8 letters and digits under their QR code (there is no 0, O, 1 or I), or paste their link.';

const messages = i18n('typedCodeForm', {
  problem: TYPED_CODE_PROBLEM,
  title: 'Type a code',
  theirCode: 'Their code',
  hint: 'The 8 letters and digits under their QR code.',
  connecting: 'Connecting…',
});

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
  const [problem, setProblem] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A code that cannot be one is said here, by the field, instead of as a refused QR code.
    if (!readScan(code).ok) return setProblem(true);
    setProblem(false);
    onSubmit(code);
  };
  const t = useStore(messages);
  const nav = useStore(navWords);
  return (
    <section aria-labelledby="typed-code-title" className="connect-card">
      <h2 id="typed-code-title">{t.title}</h2>
      <form className="form" onSubmit={submit} noValidate>
        <label>
          {t.theirCode}
          <input
            ref={inputRef}
            name="code"
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setProblem(false);
            }}
            required
            aria-invalid={problem || undefined}
            maxLength={64}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-describedby={problem ? 'typed-code-problem' : 'typed-code-hint'}
          />
        </label>
        {problem ? (
          <p className="form-alert" id="typed-code-problem" role="alert" data-tone="warning">
            {t.problem}
          </p>
        ) : (
          <p className="hint" id="typed-code-hint">
            {t.hint}
          </p>
        )}
        <button type="submit" disabled={pending}>
          {pending ? t.connecting : nav.connect}
        </button>
      </form>
    </section>
  );
};
