import { eventNodes } from '@engage/domain/store/events';
import { userNodes } from '@engage/domain/store/users';
import { get, ref, set } from 'firebase/database';
import { expect, it } from 'vitest';
import { DEMO_EVENT_ID } from '../src/seed.ts';
import { type AttackKit, type Attendee, OTHER_EVENT } from './attack-kit.ts';
import { refusal } from './web-client.ts';

/**
 * A sponsor rep's leads from the web SDK: another sponsor's rep, a rep after a visitor's
 * details she did not share, a visitor writing the rep's notes, a rep of another event, a rep
 * passing herself off as another sponsor.
 */
export const leadAttacks = (kit: AttackKit): void => {
  const { attendee } = kit;

  const makeRep = async (label: string): Promise<Attendee> => {
    const rep = await attendee(label);
    await kit.organiser.call('adminSetRep', { userKey: rep.key, isRep: true });
    return rep;
  };
  /** A booth visit: the visitor scans the rep's code. */
  const visit = async (visitor: Attendee, rep: Attendee) => {
    const { qr } = await rep.client.call('issueQrToken', {});
    await visitor.client.call('awardConnection', { qr });
  };
  const leadPaths = (rep: Attendee, visitor: Attendee) => [
    eventNodes.boothLeads(DEMO_EVENT_ID, rep.publicId),
    userNodes.leadConsents(visitor.key),
  ];

  it('a rep reads her own leads, never another sponsor’s, and no visitor’s details unshared', async () => {
    const rep = await makeRep('lead-rep');
    const rival = await makeRep('lead-rival');
    const visitor = await attendee('lead-visitor');
    await visit(visitor, rep);
    const own = await get(ref(rep.client.db, eventNodes.boothLeads(DEMO_EVENT_ID, rep.publicId)));
    // The visit, without her name, email or company: she has not answered yet.
    expect(own.val()).toEqual({ [visitor.publicId]: { at: expect.any(Number) } });
    const db = rival.client.db;
    expect(
      await Promise.all(
        [
          eventNodes.boothLeads(DEMO_EVENT_ID, rep.publicId),
          eventNodes.boothLead(DEMO_EVENT_ID, rep.publicId, visitor.publicId),
        ].map((path) => refusal(get(ref(db, path)))),
      ),
    ).toEqual(['PERMISSION_DENIED', 'PERMISSION_DENIED']);
    // Nor does the rep get the details another way: the organisers' record, the visitor's
    // profile and answers, or an answer made in the visitor's name.
    expect(
      await Promise.all(
        [
          eventNodes.repLeads(DEMO_EVENT_ID, rep.publicId),
          eventNodes.lead(DEMO_EVENT_ID, rep.publicId, visitor.publicId),
          userNodes.metadata(visitor.key),
          userNodes.leadConsents(visitor.key),
        ].map((path) => refusal(get(ref(rep.client.db, path)))),
      ),
    ).toEqual(Array(4).fill('PERMISSION_DENIED'));
    const before = await kit.admin.readAll(leadPaths(rep, visitor));
    expect(
      await refusal(rep.client.callRaw('shareLeadDetails', { repId: rep.publicId, share: true })),
    ).toBe('not-found');
    expect(await kit.admin.readAll(leadPaths(rep, visitor))).toEqual(before);
  });

  it('a visitor writes no note, rating or details on a lead, and answers only through the call', async () => {
    const rep = await makeRep('note-rep');
    const visitor = await attendee('note-visitor');
    await visit(visitor, rep);
    const before = await kit.admin.readAll(leadPaths(rep, visitor));
    const lead = eventNodes.boothLead(DEMO_EVENT_ID, rep.publicId, visitor.publicId);
    const db = visitor.client.db;
    expect(
      await Promise.all(
        [
          set(ref(db, `${lead}/note`), 'Buy everything'),
          set(ref(db, `${lead}/rating`), 5),
          set(ref(db, eventNodes.boothLeadContact(DEMO_EVENT_ID, rep.publicId, visitor.publicId)), {
            name: 'Someone Else',
            email: 'someone@else.example',
            company: 'Elsewhere',
          }),
          set(ref(db, `${userNodes.leadConsent(visitor.key, rep.publicId)}/shared`), true),
          get(ref(db, lead)),
        ].map(refusal),
      ),
    ).toEqual(Array(5).fill('PERMISSION_DENIED'));
    expect(
      await refusal(
        visitor.client.callRaw('noteLead', { visitorId: visitor.publicId, note: 'x', rating: 5 }),
      ),
    ).toBe('not-rep');
    // A rep writes her notes through the call only, too.
    expect(await refusal(set(ref(rep.client.db, `${lead}/note`), 'direct'))).toBe(
      'PERMISSION_DENIED',
    );
    expect(await kit.admin.readAll(leadPaths(rep, visitor))).toEqual(before);
  });

  it('a rep of another event reads no lead of this one, not even under her own public id', async () => {
    const outsider = await attendee('lead-outsider', OTHER_EVENT);
    await kit.admin.db.ref(userNodes.field(outsider.key, 'isRep')).set(true);
    const rep = await makeRep('home-rep');
    // Leads left under her public id in this event (as an event move would leave them).
    const left = eventNodes.boothLead(DEMO_EVENT_ID, outsider.publicId, rep.publicId);
    await kit.admin.db.ref(left).set({
      at: 1,
      contact: { name: 'Left', email: 'left@example.com', company: 'Behind' },
    });
    const db = outsider.client.db;
    expect(
      await Promise.all(
        [
          eventNodes.boothLeads(DEMO_EVENT_ID, outsider.publicId),
          eventNodes.boothLeads(DEMO_EVENT_ID, rep.publicId),
        ].map((path) => refusal(get(ref(db, path)))),
      ),
    ).toEqual(['PERMISSION_DENIED', 'PERMISSION_DENIED']);
    // Her own event's leads she reads.
    expect(await refusal(get(ref(db, eventNodes.boothLeads(OTHER_EVENT, outsider.publicId))))).toBe(
      'accepted',
    );
    await kit.admin.db.ref(left).remove();
  });

  it('a rep cannot pass herself off as another sponsor to collect consents or crawl visits', async () => {
    const rep = await makeRep('lead-impostor');
    const profile = await kit.admin.read(userNodes.metadata(rep.key));
    const before = await kit.admin.readAll([
      userNodes.metadata(rep.key),
      eventNodes.rep(DEMO_EVENT_ID, rep.publicId),
    ]);
    // The visitor is asked whether to share with the rep's sponsor, named by the rep's company:
    // a rep who renames it could collect consents meant for another sponsor.
    expect(
      await refusal(
        rep.client.callRaw('updateProfile', {
          name: profile?.name ?? 'Rep',
          company: 'A Bigger Sponsor',
          department: profile?.department ?? '',
        }),
      ),
    ).toBe('invalid-argument');
    expect(
      await kit.admin.readAll([
        userNodes.metadata(rep.key),
        eventNodes.rep(DEMO_EVENT_ID, rep.publicId),
      ]),
    ).toEqual(before);
    // Her name is hers to edit.
    await rep.client.call('updateProfile', {
      name: 'Renamed Rep',
      company: profile?.company ?? '',
      department: profile?.department ?? '',
    });
    expect(await kit.admin.read(eventNodes.rep(DEMO_EVENT_ID, rep.publicId))).toMatchObject({
      name: 'Renamed Rep',
      company: profile?.company ?? '',
    });
  });
};
