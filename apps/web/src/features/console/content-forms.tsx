import type { WritePrizeInput, WriteSpeakerInput, WriteSponsorInput } from '@engage/domain/inputs';
import { storagePaths } from '@engage/domain/store/storage';
import { useStore } from '@nanostores/react';
import { type FormEvent, useId, useState } from 'react';
import {
  callAdminWritePrize,
  callAdminWriteSpeaker,
  callAdminWriteSponsor,
} from '../../lib/firebase/calls.ts';
import type { ContentItem } from '../../lib/firebase/console-data.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { SITE_NAMES, SPEAKER_SITES, SPONSOR_SITES } from '../../lib/link-sites.ts';
import { PictureField } from './picture-field.tsx';
import { FormFooter, useConsoleAction } from './use-console-action.tsx';

/** The forms' words; a spec names its labels by these keys. */
const words = i18n('contentForms', {
  speaker: 'Speaker',
  sponsor: 'Sponsor',
  prize: 'Prize',
  speakerSaved: 'Speaker saved.',
  sponsorSaved: 'Sponsor saved.',
  prizeSaved: 'Prize saved.',
  speakerSave: 'Save speaker',
  sponsorSave: 'Save sponsor',
  prizeSave: 'Save prize',
  speakerPhoto: 'Speaker photo',
  sponsorLogo: 'Sponsor logo',
  prizePicture: 'Prize picture',
  name: 'Name',
  topic: 'Topic',
  location: 'Location',
  time: 'Time',
  about: 'About',
  category: 'Category',
  paragraph: 'Paragraph',
  cost: 'Cost (points)',
  stock: 'Stock',
  links: 'Social links (https://…)',
});

type Label = keyof ReturnType<typeof words.get>;
type Noun = 'speaker' | 'sponsor' | 'prize';

/** A text field of an item, or '' (stored items are whatever the database holds). */
const text = (item: ContentItem | undefined, field: string): string => {
  const value = item?.[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

/** Optional fields are sent only when filled in: the server stores no empty links. */
const filled = (form: FormData, fields: readonly string[]) =>
  Object.fromEntries(
    fields
      .map((field) => [field, String(form.get(field) ?? '').trim()] as const)
      .filter(([, value]) => value !== ''),
  );

type Field = {
  readonly name: string;
  readonly label: Label;
  readonly kind?: 'text' | 'long' | 'count';
  readonly required?: boolean;
  readonly maxLength?: number;
  /** The least a count may be. */
  readonly min?: number;
};

/** What was submitted, as the spec of a kind turns it into its callable's input. */
type Submitted = {
  readonly value: (field: string) => string;
  readonly links: Record<string, string>;
  readonly image: string | undefined;
  /** A field as the form showed it when it opened (empty for a new item). */
  readonly seen: (field: string) => string;
};

/**
 * One kind of content's form: its fields, its picture (uploaded with progress to its storage
 * path), its social links, and how the submitted values become the callable's input.
 */
type ContentFormSpec<I> = {
  readonly noun: Noun;
  readonly image: {
    readonly field: string;
    readonly label: Label;
    readonly path: (eventId: string, itemId: string) => string;
    /** A sponsor's logo lives at its storage path, so the path is sent even before an upload. */
    readonly always?: boolean;
  };
  readonly fields: readonly Field[];
  readonly links?: {
    readonly fields: readonly string[];
    readonly label: (field: string) => string;
    /** Where the item keeps its links, if not beside its other fields. */
    readonly under?: string;
  };
  readonly save: (input: I) => Promise<unknown>;
  readonly input: (eventId: string, itemId: string, submitted: Submitted) => I;
};

type FormProps = {
  readonly eventId: string;
  readonly itemId: string;
  readonly item: ContentItem | undefined;
  readonly onDone: () => void;
};

/** A labelled control of a field, filled in with the item's current value. */
const FieldInput = ({ field, item }: { field: Field; item: ContentItem | undefined }) => {
  const id = useId();
  const t = useStore(words);
  const common = { id, name: field.name, defaultValue: text(item, field.name) };
  return (
    // The control sits inside its label (the form's layout); htmlFor says so to the linter too.
    <label htmlFor={id}>
      {t[field.label]}
      {field.kind === 'long' ? (
        <textarea {...common} maxLength={field.maxLength} rows={4} />
      ) : field.kind === 'count' ? (
        <input {...common} type="number" min={field.min} step={1} required={field.required} />
      ) : (
        <input {...common} required={field.required} maxLength={field.maxLength} />
      )}
    </label>
  );
};

const ContentForm = <I,>({
  spec,
  eventId,
  itemId,
  item,
  onDone,
}: FormProps & { spec: ContentFormSpec<I> }) => {
  const path = spec.image.path(eventId, itemId);
  const [image, setImage] = useState<string | undefined>(
    text(item, spec.image.field) || (spec.image.always ? path : undefined),
  );
  const t = useStore(words);
  const action = useConsoleAction(spec.save, () => words.get()[`${spec.noun}Saved`]);
  // The item as the form opened on it: the live item may move on (a prize's stock as it sells).
  const [opened] = useState(item);
  const stored = spec.links?.under === undefined ? item : item?.[spec.links.under];
  const links = (typeof stored === 'object' && stored !== null ? stored : {}) as ContentItem;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const submitted = {
      value: (field: string) => String(form.get(field)),
      links: filled(form, spec.links?.fields ?? []),
      image,
      seen: (field: string) => text(opened, field),
    };
    action.mutate(spec.input(eventId, itemId, submitted), { onSuccess: onDone });
  };
  return (
    <form onSubmit={onSubmit} className="form" aria-label={t[spec.noun]}>
      <PictureField label={t[spec.image.label]} path={path} shown={image} onUploaded={setImage} />
      {spec.fields.map((field) => (
        <FieldInput key={field.name} field={field} item={item} />
      ))}
      {spec.links === undefined ? null : (
        <fieldset>
          <legend>{t.links}</legend>
          {spec.links.fields.map((field) => (
            <label key={field}>
              {spec.links?.label(field)}
              <input name={field} type="url" defaultValue={text(links, field)} />
            </label>
          ))}
        </fieldset>
      )}
      <FormFooter action={action} label={t[`${spec.noun}Save`]} />
    </form>
  );
};

const SPEAKER: ContentFormSpec<WriteSpeakerInput> = {
  noun: 'speaker',
  image: { field: 'image', label: 'speakerPhoto', path: storagePaths.eventSpeakerImage },
  fields: [
    { name: 'name', label: 'name', required: true, maxLength: 100 },
    { name: 'topic', label: 'topic', maxLength: 200 },
    { name: 'location', label: 'location', maxLength: 200 },
    { name: 'time', label: 'time', maxLength: 100 },
    { name: 'about', label: 'about', kind: 'long', maxLength: 5000 },
  ],
  links: {
    fields: SPEAKER_SITES.map(([field]) => field),
    label: (field) => SITE_NAMES[field] ?? field,
  },
  save: callAdminWriteSpeaker,
  input: (eventId, speakerId, { value, links, image }) => ({
    eventId,
    speakerId,
    speaker: {
      name: value('name'),
      topic: value('topic'),
      location: value('location'),
      time: value('time'),
      about: value('about'),
      ...links,
      ...(image === undefined ? {} : { image }),
    },
  }),
};

const SPONSOR: ContentFormSpec<WriteSponsorInput> = {
  noun: 'sponsor',
  image: { field: 'Logo', label: 'sponsorLogo', path: storagePaths.sponsorLogo, always: true },
  fields: [
    // The name attendees know the sponsor by (the logo's text, and its alt text).
    { name: 'name', label: 'name', required: true, maxLength: 100 },
    { name: 'Category', label: 'category', required: true, maxLength: 100 },
    { name: 'Paragraph', label: 'paragraph', kind: 'long', maxLength: 5000 },
  ],
  links: {
    fields: SPONSOR_SITES.map(([field]) => field),
    label: (field) => SITE_NAMES[field] ?? field,
    under: 'SocialLinks',
  },
  save: callAdminWriteSponsor,
  input: (eventId, sponsorId, { value, links, image }) => ({
    eventId,
    sponsorId,
    sponsor: {
      name: value('name'),
      Logo: image ?? storagePaths.sponsorLogo(eventId, sponsorId),
      Paragraph: value('Paragraph'),
      Category: value('Category'),
      ...(Object.keys(links).length > 0 ? { SocialLinks: links } : {}),
    },
  }),
};

const PRIZE: ContentFormSpec<WritePrizeInput> = {
  noun: 'prize',
  image: { field: 'image', label: 'prizePicture', path: storagePaths.prizeImage },
  fields: [
    { name: 'name', label: 'name', required: true, maxLength: 100 },
    { name: 'cost', label: 'cost', kind: 'count', required: true, min: 1 },
    { name: 'stock', label: 'stock', kind: 'count', required: true, min: 0 },
  ],
  save: callAdminWritePrize,
  // An edit says what stock it showed, so the server moves the stock by the change and sales made
  // meanwhile stay sold (prize-edit.ts in the domain).
  input: (eventId, prizeId, { value, image, seen }) => ({
    eventId,
    prizeId,
    prize: {
      name: value('name'),
      cost: Number(value('cost')),
      stock: Number(value('stock')),
      ...(image === undefined ? {} : { image }),
    },
    ...(seen('stock') === '' ? {} : { stockSeen: Number(seen('stock')) }),
  }),
};

export const SpeakerForm = (props: FormProps) => <ContentForm spec={SPEAKER} {...props} />;
export const SponsorForm = (props: FormProps) => <ContentForm spec={SPONSOR} {...props} />;
export const PrizeForm = (props: FormProps) => <ContentForm spec={PRIZE} {...props} />;
