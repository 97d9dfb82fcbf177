import {
  PALETTE_KEYS,
  type PaletteKey,
  resolveTheme,
  type ThemeScheme,
  themeToCssVariables,
} from '@engage/domain/theme';
import { themeSchemeSchema } from '@engage/domain/theme-scheme';
import { useStore } from '@nanostores/react';
import { type CSSProperties, type FormEvent, type ReactNode, useState } from 'react';
import * as v from 'valibot';
import { FormAlert } from '../../components/form-alert.tsx';
import { callAdminSetTheme } from '../../lib/firebase/calls.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { themeColourLabel, themeColourWords } from './colour-words.ts';
import { draftProblem, themeProblemWords, themeRefusal } from './theme-problem.ts';
import { Notice, useConsoleAction } from './use-console-action.tsx';

const words = i18n('themeEditor', {
  saved: 'Theme saved: open screens show it now.',
  colours: 'Theme colours',
  save: 'Save the theme',
  preview: 'Preview',
});

type Draft = { themeColor: string; palette: Record<PaletteKey, string> };

const toDraft = (scheme: ThemeScheme | null | undefined): Draft => {
  const theme = resolveTheme(scheme ?? null);
  return { themeColor: theme.themeColor, palette: { ...theme.palette } };
};

/**
 * The event's theme colour and palette, with a live preview of real screens in the draft's
 * colours. A colour that is not #rrggbb is refused here, before any call, in the words the
 * server's refusal of it reads in (theme-problem.ts: "Header background: use a colour like
 * #1a2b3c." then "Result: invalid colour", the field and what to do in the reader's words); a
 * saved theme reaches open attendee screens at once.
 */
export const ThemeEditor = ({
  eventId,
  current,
  preview,
}: {
  eventId: string;
  current: ThemeScheme | null | undefined;
  preview: ReactNode;
}) => {
  const [draft, setDraft] = useState<Draft>(() => toDraft(current));
  // The path of the draft's first problem, once a save found one (undefined: the whole scheme).
  const [problem, setProblem] = useState<{ readonly path: string | undefined } | null>(null);
  const t = useStore(words);
  useStore(themeColourWords);
  useStore(themeProblemWords);
  const save = useConsoleAction(callAdminSetTheme, () => words.get().saved, themeRefusal);
  const parsed = v.safeParse(themeSchemeSchema, draft);
  const previewVars = themeToCssVariables(resolveTheme(parsed.success ? parsed.output : current));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!parsed.success) {
      setProblem({ path: v.getDotPath(parsed.issues[0]) ?? undefined });
      return;
    }
    setProblem(null);
    save.mutate({ eventId, scheme: parsed.output });
  };
  const set = (key: 'themeColor' | PaletteKey, value: string) =>
    setDraft((previous) =>
      key === 'themeColor'
        ? { ...previous, themeColor: value }
        : { ...previous, palette: { ...previous.palette, [key]: value } },
    );
  const fields: ('themeColor' | PaletteKey)[] = ['themeColor', ...PALETTE_KEYS];

  return (
    <div className="theme-editor">
      <form onSubmit={onSubmit} className="form" aria-label={t.colours}>
        <div className="colour-grid">
          {fields.map((key) => {
            const value = key === 'themeColor' ? draft.themeColor : draft.palette[key];
            return (
              <label key={key}>
                {themeColourLabel(key)}
                <span className="colour-field">
                  <span className="colour-chip" style={{ background: value }} aria-hidden="true" />
                  <input
                    name={key}
                    value={value}
                    onChange={(event) => set(key, event.target.value.trim())}
                    maxLength={50}
                    spellCheck={false}
                  />
                </span>
              </label>
            );
          })}
        </div>
        <FormAlert message={problem === null ? save.message : draftProblem(problem.path)} />
        <Notice text={save.notice} />
        <button type="submit" disabled={save.pending}>
          {t.save}
        </button>
      </form>
      <section aria-label={t.preview} className="theme-preview">
        <h2>{t.preview}</h2>
        <div className="theme-root" style={previewVars as CSSProperties}>
          {preview}
        </div>
      </section>
    </div>
  );
};
