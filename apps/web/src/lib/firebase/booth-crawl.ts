import type { BoothCrawlSetting } from '@engage/domain/store/events';
import { eventNodes } from '@engage/domain/store/events';
import { watch } from './read.ts';

/** An event's booth crawl as organisers set it (null: never set), now and after every change. */
export const watchBoothCrawl = (
  eventId: string,
  onChange: (setting: BoothCrawlSetting | null) => void,
): (() => void) => watch(eventNodes.boothCrawl(eventId), onChange);
