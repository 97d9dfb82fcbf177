import { eventNodes } from '@engage/domain/store/events';
import { storagePaths } from '@engage/domain/store/storage';
import { expect, it } from 'vitest';
import { DEMO_EVENT_ID } from '../src/seed.ts';
import type { AttackKit } from './attack-kit.ts';
import { refusal } from './web-client.ts';

/** Storing links that would run in a reader's browser. */
export const contentAttacks = (kit: AttackKit): void => {
  it('an organiser cannot store a javascript: or data: link', async () => {
    const paths = [eventNodes.sponsors(DEMO_EVENT_ID), eventNodes.speakers(DEMO_EVENT_ID)];
    const before = await kit.admin.readAll(paths);
    const sponsor = (website: string) =>
      kit.organiser.call('adminWriteSponsor', {
        eventId: DEMO_EVENT_ID,
        sponsorId: 'contoso',
        sponsor: {
          Logo: storagePaths.sponsorLogo(DEMO_EVENT_ID, 'contoso'),
          Paragraph: 'Click me',
          Category: 'Gold',
          SocialLinks: { website },
        },
      });
    for (const link of [
      'javascript:alert(document.domain)',
      'JavaScript://%0aalert(1)',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      await expect(sponsor(link), link).rejects.toMatchObject({
        details: {
          code: 'invalid-argument',
          issues: expect.arrayContaining([expect.stringContaining('SocialLinks.website')]),
        },
      });
    }
    const speaker = kit.organiser.call('adminWriteSpeaker', {
      eventId: DEMO_EVENT_ID,
      speakerId: 'helena-okoye',
      speaker: {
        name: 'Helena Okoye',
        topic: 'Compilers for everyone',
        location: 'Main stage',
        time: '09:30',
        about: 'Pioneer.',
        linkedinUrl: 'javascript:alert(1)',
      },
    });
    expect(await refusal(speaker)).toBe('invalid-argument');
    expect(await kit.admin.readAll(paths)).toEqual(before);
  });
};
