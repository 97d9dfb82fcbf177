import type { WelcomeVideo } from '@engage/domain/store/events';
import { useQuery } from '@tanstack/react-query';
import { useMemberLiveQueryResult } from '../../lib/live-query.ts';

const welcomeVideoKeys = {
  all: ['welcome-video'] as const,
  setting: (eventId: string) => [...welcomeVideoKeys.all, 'setting', eventId] as const,
  url: (path: string) => [...welcomeVideoKeys.all, 'url', path] as const,
};

/**
 * The event's welcome video, live (null: none; undefined while it loads or when the rules refuse
 * it): the event's members and organisers read it once signed in.
 */
export const useWelcomeVideo = (eventId: string): WelcomeVideo | null | undefined =>
  useMemberLiveQueryResult<WelcomeVideo | null>(
    welcomeVideoKeys.setting(eventId),
    async (onChange, onError) =>
      (await import('../../lib/firebase/welcome-video.ts')).watchWelcomeVideo(
        eventId,
        onChange,
        onError,
      ),
  ).data;

/** The address a <video> element plays the stored file from (our own Storage, by its path). */
export const useVideoUrl = (path: string | undefined): string | undefined =>
  useQuery({
    queryKey: welcomeVideoKeys.url(path ?? ''),
    queryFn: async () => (await import('../../lib/firebase/files.ts')).downloadUrl(path ?? ''),
    enabled: path !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
