import { count } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useRef, useState } from 'react';
import type { Me } from '../../lib/firebase/profile.ts';
import { useFormat } from '../../lib/i18n/format.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { navWords } from '../../lib/i18n/nav-words.ts';
import { type CameraProblem, cameraProblemWords, cameraQueryOptions } from './camera.ts';
import { MyQr } from './my-qr.tsx';
import { OutcomeView } from './outcome.tsx';
import { connectKeys, connectWith, linkQueryOptions, scanQueueQueryOptions } from './queries.ts';
import { LazyScanner } from './scanner-part.tsx';
import { TypedCodeForm } from './typed-code-form.tsx';
import { useSendWaiting } from './use-send-waiting.ts';

const messages = i18n('connectScreen', {
  scan: 'Scan a code',
  showMine: 'Show my code',
  loadingScanner: 'Loading the scanner…',
  youHave: 'You have',
  pointsHint: 'points. Scan another attendee’s code, or let them scan yours: you both earn points.',
  connecting: 'Connecting…',
  waiting: count({
    one: '{count} scan waiting to be sent',
    many: '{count} scans waiting to be sent',
  }),
  another: 'Scan another code',
});

/**
 * Connect: show my code, scan someone's, or type theirs; a followed link (`?qr=`) connects on
 * arrival. The latest outcome is shown in words at the top.
 */
export const ConnectScreen = ({
  me,
  uid,
  linkQr,
}: {
  me: Me;
  uid: string;
  linkQr: string | undefined;
}) => {
  const link = useQuery({ ...linkQueryOptions(uid, linkQr ?? ''), enabled: linkQr !== undefined });
  const known = useQuery(cameraQueryOptions()).data ?? null;
  const [found, setFound] = useState<CameraProblem | null>(null);
  const [scanning, setScanning] = useState(false);
  const queryClient = useQueryClient();
  const recount = useCallback(
    () => queryClient.invalidateQueries({ queryKey: connectKeys.queue(uid) }),
    [queryClient, uid],
  );
  // Offline too: a scan made without a connection is kept, not held back until one returns.
  const connect = useMutation({
    mutationFn: (qr: string) => connectWith(uid, qr),
    networkMode: 'always',
    onSuccess: recount,
  });
  const waiting = useQuery(scanQueueQueryOptions(uid)).data ?? 0;
  // What was scanned offline goes when the screen opens online, when the connection returns, and
  // again while it cannot be sent.
  const sendWaiting = useSendWaiting(uid, waiting, queryClient);
  const typed = useRef<HTMLInputElement>(null);
  const mine = useRef<HTMLDivElement>(null);
  const problem = found ?? known;

  const onProblem = useCallback((next: CameraProblem) => {
    setFound(next);
    setScanning(false);
    // The typed code is now first: take the user there.
    requestAnimationFrame(() => typed.current?.focus());
  }, []);
  const { mutate } = connect;
  const onCode = useCallback((text: string) => mutate(text), [mutate]);

  const outcome = connect.data ?? link.data;
  const t = useStore(messages);
  const nav = useStore(navWords);
  const problems = useStore(cameraProblemWords);
  const format = useFormat();
  const typedForm = (
    <TypedCodeForm key="typed" inputRef={typed} onSubmit={onCode} pending={connect.isPending} />
  );
  const modes = (
    <div key="modes" className="connect-modes">
      <button
        type="button"
        className={scanning ? 'button secondary' : undefined}
        aria-pressed={scanning}
        onClick={() => {
          setFound(null);
          setScanning(true);
        }}
      >
        {t.scan}
      </button>
      <button
        type="button"
        className={scanning ? undefined : 'button secondary'}
        aria-pressed={!scanning}
        onClick={() => {
          setScanning(false);
          // Below the typed code (no camera), the code is brought into view on a phone.
          requestAnimationFrame(() => mine.current?.scrollIntoView?.({ block: 'nearest' }));
        }}
      >
        {t.showMine}
      </button>
    </div>
  );
  const view = scanning ? (
    <section key="scan" aria-labelledby="scan-title" className="connect-card">
      <h2 id="scan-title">{t.scan}</h2>
      <Suspense fallback={<p aria-busy="true">{t.loadingScanner}</p>}>
        <LazyScanner
          paused={connect.isPending || connect.data !== undefined}
          onCode={onCode}
          onProblem={onProblem}
        />
      </Suspense>
    </section>
  ) : (
    <div key="my-qr" ref={mine}>
      <MyQr me={me} uid={uid} />
    </div>
  );
  return (
    <section aria-labelledby="connect-title" className="connect">
      <h1 id="connect-title">{nav.connect}</h1>
      <p className="connect-points">
        {t.youHave} <strong>{format.number(me.points)}</strong> {t.pointsHint}
      </p>
      {connect.isPending || (link.isFetching && connect.data === undefined) ? (
        <p aria-busy="true">{t.connecting}</p>
      ) : outcome ? (
        <OutcomeView outcome={outcome} />
      ) : null}
      {waiting > 0 ? (
        <p role="status" className="notice connect-waiting" data-tone="warning">
          {t.waiting(waiting)}
        </p>
      ) : null}
      {(sendWaiting.data ?? []).map((sent, index) => (
        // The answers of one run, in the order the scans were made: never reordered.
        <OutcomeView key={index} outcome={sent} />
      ))}
      {scanning && connect.data !== undefined ? (
        <button type="button" onClick={() => connect.reset()}>
          {t.another}
        </button>
      ) : null}
      {problem ? <p className="notice">{problems[problem]}</p> : null}
      {/* Keyed, so the typed code keeps what was typed (and its focus) when it moves first. */}
      {problem ? [typedForm, modes, view] : [modes, view, typedForm]}
    </section>
  );
};
