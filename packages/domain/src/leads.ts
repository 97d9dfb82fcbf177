import type { LeadConsentInput, LeadNoteInput } from './inputs.ts';
import { accept, type Claim, claim, refuse, refuseField, WriteSet } from './plan.ts';
import { type BoothLead, eventNodes, type LeadContact } from './store/events.ts';
import { SERVER_TIME } from './store/node.ts';
import { userNodes } from './store/users.ts';
import type { LeadConsent } from './store/users-engage.ts';

/**
 * A sponsor representative's leads ("My leads"): who visited their booth, when, and what the
 * representative noted. A visitor's contact details (name, email, company) reach the
 * representative only while the visitor agrees to share them with that sponsor: the visit is
 * recorded without them, the visitor is asked on their phone, and an answer can be changed later.
 */

/** The ratings a representative gives a lead. */
export const LEAD_RATINGS = [1, 2, 3, 4, 5] as const;

type RepSide = {
  readonly profile: {
    readonly eventId: string;
    readonly publicId: string;
    readonly name: string;
    readonly company?: string | undefined;
  };
};
type VisitorSide = { readonly key: string; readonly profile: { readonly publicId: string } };

/**
 * A booth visit as the representative's lead: the time only, and the question the visitor is
 * asked (whether to share their details with the sponsor), with no answer yet.
 */
export const addBoothLead = (writes: WriteSet, rep: RepSide, visitor: VisitorSide): WriteSet => {
  const { eventId, publicId } = rep.profile;
  return writes
    .set(eventNodes.boothLead(eventId, publicId, visitor.profile.publicId), { at: SERVER_TIME })
    .set(userNodes.leadConsent(visitor.key, publicId), {
      rep: rep.profile.name,
      sponsor: rep.profile.company ?? '',
      at: SERVER_TIME,
    });
};

type Visitor = {
  readonly key: string;
  readonly profile: {
    readonly eventId: string;
    readonly publicId: string;
    readonly name: string;
    readonly email: string;
    readonly company: string;
  };
};

export type LeadConsentAnswer = { readonly repId: string; readonly shared: boolean };

/**
 * The visitor's answer to a sponsor, decided in a transaction on their consent: only for a booth
 * they visited; sharing puts their name, email and company on the representative's lead, not
 * sharing (or changing their mind) takes them off it.
 */
export const decideLeadConsent = (
  consent: LeadConsent | null,
  visitor: Visitor,
  input: LeadConsentInput,
): Claim<LeadConsentAnswer, LeadConsent> => {
  if (consent === null) return refuseField('not-found', 'repId', 'no visit to that booth');
  const { eventId, publicId, name, email, company } = visitor.profile;
  const contact: LeadContact = { name, email, company };
  const writes = new WriteSet().set(
    eventNodes.boothLeadContact(eventId, input.repId, publicId),
    input.share ? contact : null,
  );
  return claim(
    { ...consent, shared: input.share },
    accept({ repId: input.repId, shared: input.share }, writes),
  );
};

type Rep = {
  readonly profile: {
    readonly eventId: string;
    readonly publicId: string;
    readonly isRep?: boolean | undefined;
  };
};

export type LeadNote = {
  readonly visitorId: string;
  readonly note: string;
  readonly rating: number | null;
};

/**
 * A representative's note and rating of one of their own leads, decided in a transaction on the
 * lead: only a representative, only a visit to their own booth. An empty note or no rating clears
 * it.
 */
export const decideLeadNote = (
  lead: BoothLead | null,
  rep: Rep,
  input: LeadNoteInput,
): Claim<LeadNote, BoothLead> => {
  if (rep.profile.isRep !== true) return refuse('not-rep');
  if (lead === null) return refuseField('not-found', 'visitorId', 'no visit to your booth');
  const { note: _note, rating: _rating, ...kept } = lead;
  const next: BoothLead = {
    ...kept,
    ...(input.note === '' ? {} : { note: input.note }),
    ...(input.rating === undefined ? {} : { rating: input.rating }),
  };
  return claim(
    next,
    accept({ visitorId: input.visitorId, note: input.note, rating: input.rating ?? null }),
  );
};
