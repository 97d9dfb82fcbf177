import { messageFor } from '@engage/domain/errors';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { OpenKiosk } from '../../lib/firebase/kiosk.ts';
import { useMemberLiveQueryResult } from '../../lib/live-query.ts';
import { messageOf } from '../../lib/messages.ts';
import { sessionKeys } from '../../lib/session/queries.ts';
import { kioskKeys } from './queries.ts';

const kiosk = () => import('../../lib/firebase/kiosk.ts');

/**
 * Where a kiosk link stands on the venue PC: being opened, open (showing the event's boards), or
 * stopped (revoked, before or while it was shown; or no link at all). Once stopped it stays
 * stopped until the page is opened again.
 */
type KioskState =
  | { readonly kind: 'opening' }
  | ({ readonly kind: 'open' } & OpenKiosk)
  | { readonly kind: 'stopped'; readonly message: string };

/**
 * Opens the kiosk link whose key is `key` (the part of the address after `#`, which no server
 * log or referrer carries) and watches its record: the moment the record is gone (an organiser
 * revoked the link), the kiosk signs out, which ends every listen it held, and says so.
 */
export const useKiosk = (key: string): KioskState => {
  const queryClient = useQueryClient();
  const opened = useQuery({
    queryKey: kioskKeys.open(key),
    queryFn: async () => {
      const { session, ...open } = await (await kiosk()).openKiosk(key);
      // The boards listen once a session is known; no sign-in form is here to say so.
      queryClient.setQueryData(sessionKeys.session, session);
      return open;
    },
    enabled: key !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  const open = opened.data;
  const record = useMemberLiveQueryResult(
    kioskKeys.record(open?.eventId ?? '', open?.kioskId ?? ''),
    open === undefined
      ? undefined
      : async (onChange, onError) => (await kiosk()).watchKiosk(open, onChange, onError),
  );
  const revoked = open !== undefined && (record.data === null || record.isError);
  const [stopped, setStopped] = useState(false);
  useEffect(() => {
    if (!revoked) return;
    setStopped(true);
    void kiosk()
      .then((k) => k.closeKiosk())
      .then(() => queryClient.setQueryData(sessionKeys.session, null));
  }, [revoked, queryClient]);
  if (key === '' || stopped || revoked)
    return { kind: 'stopped', message: messageFor('kiosk-revoked') };
  if (opened.isError) {
    const failure = messageOf(opened.error, 'The kiosk link did not open.');
    // A revoked link says the same words on a reload as when it was revoked in view.
    const message = failure.code === 'kiosk-revoked' ? messageFor('kiosk-revoked') : failure.text;
    return { kind: 'stopped', message };
  }
  return open === undefined ? { kind: 'opening' } : { kind: 'open', ...open };
};
