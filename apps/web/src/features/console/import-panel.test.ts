import { messageFor } from '@engage/domain/errors';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadCatalogue } from '../../lib/i18n/i18n.ts';
import { locale } from '../../lib/i18n/locale.ts';
import { refusalText } from './import-panel.tsx';

describe('a refused import row', () => {
  afterEach(() => locale.set('en'));

  it('says the import’s own reasons in English by default', () => {
    expect(refusalText('unknown-team')).toBe('That team is not one of this event’s teams');
    expect(refusalText('repeated-row')).toBe('That email address is in an earlier row of the file');
  });

  it('says them in Dutch for a Dutch reader, the spec’s error texts as written', async () => {
    locale.set('nl');
    await preloadCatalogue();
    expect(refusalText('unknown-team')).toBe('Dat team is niet een van de teams van dit event');
    expect(refusalText('repeated-row')).toBe(
      'Dat e-mailadres staat al in een eerdere rij van het bestand',
    );
    expect(refusalText('invalid-email')).toBe(messageFor('invalid-email'));
    expect(refusalText('invalid-email')).toBe('That email address is not valid');
  });
});
