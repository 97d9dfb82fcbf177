import { roomNodes } from '@engage/domain/store/rooms';
import { userNodes } from '@engage/domain/store/users';
import { signInWithCustomToken } from 'firebase/auth';
import { expect, it } from 'vitest';
import type { AttackKit } from './attack-kit.ts';
import { refusal } from './web-client.ts';

/** Bursts: calls as fast as a script can, and code requests against another's address. */
export const rateLimitAttacks = (kit: AttackKit): void => {
  const { client, attendee } = kit;
  it('a burst of disconnectPair calls runs into the rate limit', async () => {
    const mallory = await attendee('burst');
    const paths = [userNodes.user(mallory.key), roomNodes.all()];
    const before = await kit.admin.readAll(paths);
    const answers: string[] = [];
    // A person leaves a room now and then; a script calls as fast as it can.
    for (let i = 0; i < 30 && !answers.includes('rate-limited'); i += 1)
      answers.push(
        await refusal(mallory.client.call('disconnectPair', { roomId: 'no-such-room' })),
      );
    expect(answers.at(-1)).toBe('rate-limited');
    expect(answers.indexOf('rate-limited')).toBeGreaterThanOrEqual(10);
    expect(new Set(answers.slice(0, -1))).toEqual(new Set(['not-found']));
    // The bucket is shared by every instance (it lives in the database), and it is empty.
    const bucket = await kit.admin.read(userNodes.limit(mallory.uid, 'pairing'));
    expect(bucket?.tokens).toBeLessThan(1);
    expect(await kit.admin.readAll(paths)).toEqual(before);
  });

  it('a stranger triggering and guessing codes neither signs in nor locks the owner out', async () => {
    const email = 'attendee05@demo.engage.test';
    const mails = async () =>
      Object.values((await kit.admin.read(userNodes.outbox())) ?? {})
        .filter((mail) => mail.to === email)
        .map((mail) => mail.text);
    const owner = client('otp-owner');
    const stranger = client('otp-stranger');
    const asked = await owner.call('sendOtp', { email });
    if (!asked.sent) throw new Error('the owner’s first code was not sent');
    const [first] = await mails();
    const code = /(\d{10})/.exec(first ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{10}$/);

    // The stranger asks for codes for her address as fast as a script can, and guesses at each:
    // 10 requests, a burst of sends is told to wait, every guess is refused.
    const burst = [];
    const guesses: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const answer = await stranger.call('sendOtp', { email });
      burst.push(answer);
      if (!answer.sent) continue;
      for (const guess of ['0000000000', '1234567890', code])
        guesses.push(
          await refusal(
            stranger.call('verifyOtp', { email, code: guess, request: answer.request }),
          ),
        );
    }
    expect(burst.slice(0, 2)).toMatchObject([{ sent: true }, { sent: true }]);
    for (const answer of burst.slice(2)) {
      expect(answer).toMatchObject({ sent: false });
      // Callers that name no browser share one lane: 3 sends, then one every 5 minutes.
      expect(answer.sent === false && answer.retryAt <= Date.now() + 5 * 60_000).toBe(true);
    }
    // Even her real code is refused with the stranger's requests, or with a request made up.
    expect(new Set(guesses)).toEqual(new Set(['otp-invalid', 'otp-too-many-attempts']));
    expect(
      await refusal(stranger.call('verifyOtp', { email, code, request: 'made-up-request-0001' })),
    ).toBe('otp-invalid');
    // The burst is answered with a wait, not with more mail.
    expect(await mails()).toHaveLength(3);
    const { token } = await owner.call('verifyOtp', { email, code, request: asked.request });
    const { user } = await signInWithCustomToken(owner.auth, token);
    expect(user.uid).toBe('demo-attendee-05');
  });
};
