import { decodeQrPayload, encodeQrPayload, encodeQrToken } from '@engage/domain/qr-payload';
import { pairId } from '@engage/domain/scoring';
import { roomNodes } from '@engage/domain/store/rooms';
import { storagePaths } from '@engage/domain/store/storage';
import { userNodes } from '@engage/domain/store/users';
import { get, limitToLast, orderByChild, query, ref, set } from 'firebase/database';
import { ref as fileRef, getBytes, listAll, updateMetadata, uploadBytes } from 'firebase/storage';
import { expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_EVENT_ID } from '../src/seed.ts';
import { type AttackKit, keyOf, OTHER_EVENT, PNG, SVG } from './attack-kit.ts';
import { refusal } from './web-client.ts';

/** Reading what is not one's own: the boards, the photos, another attendee's QR code. */
export const privacyAttacks = (kit: AttackKit): void => {
  const { client, attendee } = kit;
  it('boards refuse anonymous and other-event readers, and name nobody by email key or uid', async () => {
    const boards = `leaderboards/${DEMO_EVENT_ID}`;
    const all = `${boards}/all`;
    const before = await kit.admin.readRaw(boards);
    const anonymous = client('anonymous');
    expect(await refusal(get(ref(anonymous.db, boards)))).toBe('PERMISSION_DENIED');
    expect(await refusal(get(ref(anonymous.db, all)))).toBe('PERMISSION_DENIED');
    const top = query(ref(anonymous.db, all), orderByChild('score'), limitToLast(20));
    expect(await refusal(get(top))).toBe('PERMISSION_DENIED');

    const outsider = await attendee('other-event', OTHER_EVENT);
    expect(await refusal(get(ref(outsider.client.db, all)))).toBe('PERMISSION_DENIED');
    expect(await refusal(get(query(ref(outsider.client.db, all), limitToLast(5))))).toBe(
      'PERMISSION_DENIED',
    );
    // Her own event's boards she may read; an attendee of this event reads this one.
    expect(await refusal(get(ref(outsider.client.db, `leaderboards/${OTHER_EVENT}`)))).toBe(
      'accepted',
    );
    const member = await attendee('member');
    expect(Object.keys((await get(ref(member.client.db, all))).val() ?? {}).length).toBeGreaterThan(
      0,
    );

    const stored = (before ?? {}) as Record<string, Record<string, unknown> | undefined>;
    const boardKeys = ['all', 'in_person', 'online'].flatMap((board) =>
      Object.keys(stored[board] ?? {}),
    );
    const users = (await kit.admin.read(userNodes.all())) ?? {};
    const uids = Object.keys(((await kit.admin.readRaw('uids')) ?? {}) as object);
    const publicIds = new Set(Object.values(users).map((user) => user.metadata?.publicId));
    expect(boardKeys.length).toBeGreaterThan(0);
    for (const boardKey of boardKeys) {
      expect(Object.hasOwn(users, boardKey), boardKey).toBe(false);
      expect(uids.includes(boardKey), boardKey).toBe(false);
      expect(publicIds.has(boardKey), boardKey).toBe(true);
    }
    // The organiser plays no part on the attendee boards, and neither do the newcomers yet.
    const organiserId = users[keyOf(DEMO_ADMIN_EMAIL)]?.metadata?.publicId;
    for (const absent of [organiserId, member.publicId, outsider.publicId])
      expect(boardKeys).not.toContain(absent);
    expect(await kit.admin.readRaw(boards)).toEqual(before);
  });

  it('photos: uploads/ is never listed nor read by another, SVG and another attendee’s path are refused', async () => {
    const alice = await attendee('photo-owner');
    const mallory = await attendee('photo-thief');
    const alicePhoto = storagePaths.photo(alice.uid);
    const malloryPhoto = storagePaths.photo(mallory.uid);
    const stray = `uploads/${mallory.uid}/avatar.png`;
    // The owner's own upload works (PNG, under 5 MiB).
    await uploadBytes(fileRef(alice.client.storage, alicePhoto), PNG, {
      contentType: 'image/png',
    });
    const before = {
      alice: await kit.admin.object(alicePhoto),
      mallory: await kit.admin.object(malloryPhoto),
      stray: await kit.admin.object(stray),
      profile: await kit.admin.read(userNodes.metadata(mallory.key)),
    };
    expect(before.alice?.data.equals(PNG)).toBe(true);

    const storage = mallory.client.storage;
    for (const folder of ['uploads', `uploads/${alice.uid}`, `uploads/${mallory.uid}`])
      expect(await refusal(listAll(fileRef(storage, folder))), folder).toBe('storage/unauthorized');
    // The upload is not published: only its owner reads it (the boards show avatars/).
    expect(await refusal(getBytes(fileRef(storage, alicePhoto)))).toBe('storage/unauthorized');
    expect(await refusal(getBytes(fileRef(alice.client.storage, alicePhoto)))).toBe('accepted');
    const upload = (path: string, data: Buffer, contentType: string) =>
      refusal(uploadBytes(fileRef(storage, path), data, { contentType }));
    expect(await upload(malloryPhoto, SVG, 'image/svg+xml')).toBe('storage/unauthorized');
    expect(await upload(malloryPhoto, Buffer.alloc(5 * 1024 * 1024), 'image/png')).toBe(
      'storage/unauthorized',
    );
    expect(await upload(alicePhoto, PNG, 'image/png')).toBe('storage/unauthorized');
    expect(await upload(stray, PNG, 'image/png')).toBe('storage/unauthorized');
    // Turning a stored PNG into SVG afterwards is an update, judged by the same rule.
    expect(
      await refusal(
        updateMetadata(fileRef(alice.client.storage, alicePhoto), {
          contentType: 'image/svg+xml',
        }),
      ),
    ).toBe('storage/unauthorized');
    // A profile may only point at its owner's own photo.
    expect(
      await refusal(set(ref(mallory.client.db, userNodes.field(mallory.key, 'photo')), alicePhoto)),
    ).toBe('PERMISSION_DENIED');

    expect({
      alice: await kit.admin.object(alicePhoto),
      mallory: await kit.admin.object(malloryPhoto),
      stray: await kit.admin.object(stray),
      profile: await kit.admin.read(userNodes.metadata(mallory.key)),
    }).toEqual(before);
  });

  it('QR codes show no uid, and a QR made with another attendee’s raw uid is refused', async () => {
    const alice = await attendee('qr-owner');
    const mallory = await attendee('qr-forger');
    const token = await alice.client.call('issueQrToken', {});
    // The spec's `uid` field carries the public id, on the Connect screen and the profile alike.
    expect(JSON.parse(token.qr.slice('engage:2:'.length))).toMatchObject({ uid: alice.publicId });
    const stored = (await kit.admin.read(userNodes.field(alice.key, 'qr_code'))) as string;
    expect(decodeQrPayload(stored)).toMatchObject({ ok: true, value: { uid: alice.publicId } });
    for (const shown of [token.qr, stored]) expect(shown).not.toContain(alice.uid);

    const paths = [
      userNodes.user(alice.key),
      userNodes.user(mallory.key),
      roomNodes.pair(DEMO_EVENT_ID, pairId(alice.key, mallory.key)),
    ];
    const before = await kit.admin.readAll(paths);
    const withUid = { uid: alice.uid, color: 'red', isRep: false };
    const forged = encodeQrToken(withUid, token.code);
    for (const qr of [
      encodeQrPayload(withUid),
      forged,
      `http://localhost:5173/connect?qr=${encodeURIComponent(forged)}`,
      // Alice's live code shown with Mallory's own public id is not Alice's QR either.
      encodeQrToken({ ...withUid, uid: mallory.publicId }, token.code),
    ])
      expect(await refusal(mallory.client.callRaw('awardConnection', { qr })), qr).toBe(
        'invalid-qr',
      );
    expect(await kit.admin.readAll(paths)).toEqual(before);
  });
};
