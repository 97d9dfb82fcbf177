import type { WriteSpeakerInput, WriteSponsorInput } from '@engage/domain/inputs';
import { storagePaths } from '@engage/domain/store/storage';
import { EVENT } from './stack.ts';

/** A speaker of the test event, as the console writes one. */
export const SPEAKER: WriteSpeakerInput['speaker'] = {
  name: 'Grace',
  topic: 'COBOL',
  location: 'Hall',
  time: '10:00',
  about: '...',
};

/** The test event's sponsor `acme`, with its logo at the sponsor logo's own path. */
export const SPONSOR: WriteSponsorInput = {
  eventId: EVENT,
  sponsorId: 'acme',
  sponsor: {
    Logo: storagePaths.sponsorLogo(EVENT, 'acme'),
    Paragraph: 'p',
    Category: 'Gold',
  },
};
