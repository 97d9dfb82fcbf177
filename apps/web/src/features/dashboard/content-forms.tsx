import { storagePaths } from '@engage/domain/paths';
import { type FormEvent, useState } from 'react';
import { FileUpload } from '../../components/file-upload.tsx';
import { StoredImage } from '../../components/image-with-fallback.tsx';
import {
  callAdminWritePrize,
  callAdminWriteSpeaker,
  callAdminWriteSponsor,
} from '../../lib/firebase/calls.ts';
import type { ContentItem } from '../../lib/firebase/console-data.ts';
import { uploadFile } from '../../lib/firebase/files.ts';
import { FormFooter, useConsoleAction } from './use-console-action.tsx';

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

type FormProps = {
  readonly eventId: string;
  readonly itemId: string;
  readonly item: ContentItem | undefined;
  readonly onDone: () => void;
};

const ImageField = ({
  label,
  path,
  current,
  onUploaded,
}: {
  label: string;
  path: string;
  current: string | undefined;
  onUploaded: (path: string) => void;
}) => (
  <div>
    <StoredImage path={current} alt={`${label} (current)`} className="thumb" />
    <FileUpload
      label={label}
      accept="image/png,image/jpeg,image/webp"
      start={(file, onProgress) => uploadFile(path, file, onProgress)}
      onUploaded={onUploaded}
    />
  </div>
);

const SOCIAL = ['instagramURL', 'twitterURL', 'linkedinUrl', 'facebookURL'] as const;

export const SpeakerForm = ({ eventId, itemId, item, onDone }: FormProps) => {
  const [image, setImage] = useState<string | undefined>(text(item, 'image') || undefined);
  const action = useConsoleAction(callAdminWriteSpeaker, () => 'Speaker saved.');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    action.mutate(
      {
        eventId,
        speakerId: itemId,
        speaker: {
          name: String(form.get('name')),
          topic: String(form.get('topic')),
          location: String(form.get('location')),
          time: String(form.get('time')),
          about: String(form.get('about')),
          ...filled(form, SOCIAL),
          ...(image === undefined ? {} : { image }),
        },
      },
      { onSuccess: onDone },
    );
  };
  return (
    <form onSubmit={onSubmit} className="form" aria-label="Speaker">
      <ImageField
        label="Speaker photo"
        path={storagePaths.eventSpeakerImage(eventId, itemId)}
        current={image}
        onUploaded={setImage}
      />
      <label>
        Name
        <input name="name" required maxLength={100} defaultValue={text(item, 'name')} />
      </label>
      <label>
        Topic
        <input name="topic" maxLength={200} defaultValue={text(item, 'topic')} />
      </label>
      <label>
        Location
        <input name="location" maxLength={200} defaultValue={text(item, 'location')} />
      </label>
      <label>
        Time
        <input name="time" maxLength={100} defaultValue={text(item, 'time')} />
      </label>
      <label>
        About
        <textarea name="about" maxLength={5000} rows={4} defaultValue={text(item, 'about')} />
      </label>
      <fieldset>
        <legend>Social links (https://…)</legend>
        {SOCIAL.map((field) => (
          <label key={field}>
            {field.replace(/URL|Url/, '')}
            <input name={field} type="url" defaultValue={text(item, field)} />
          </label>
        ))}
      </fieldset>
      <FormFooter action={action} label="Save speaker" />
    </form>
  );
};

const SPONSOR_LINKS = ['website', 'linkedin', 'twitter', 'instagram', 'facebook'] as const;

export const SponsorForm = ({ eventId, itemId, item, onDone }: FormProps) => {
  const [logo, setLogo] = useState<string>(
    text(item, 'Logo') || storagePaths.sponsorLogo(eventId, itemId),
  );
  const links = (item?.SocialLinks ?? {}) as Record<string, string>;
  const action = useConsoleAction(callAdminWriteSponsor, () => 'Sponsor saved.');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const socialLinks = filled(form, SPONSOR_LINKS);
    action.mutate(
      {
        eventId,
        sponsorId: itemId,
        sponsor: {
          Logo: logo,
          Paragraph: String(form.get('Paragraph')),
          Category: String(form.get('Category')),
          ...(Object.keys(socialLinks).length > 0 ? { SocialLinks: socialLinks } : {}),
        },
      },
      { onSuccess: onDone },
    );
  };
  return (
    <form onSubmit={onSubmit} className="form" aria-label="Sponsor">
      <ImageField
        label="Sponsor logo"
        path={storagePaths.sponsorLogo(eventId, itemId)}
        current={logo}
        onUploaded={setLogo}
      />
      <label>
        Category
        <input name="Category" required maxLength={100} defaultValue={text(item, 'Category')} />
      </label>
      <label>
        Paragraph
        <textarea
          name="Paragraph"
          maxLength={5000}
          rows={4}
          defaultValue={text(item, 'Paragraph')}
        />
      </label>
      <fieldset>
        <legend>Social links (https://…)</legend>
        {SPONSOR_LINKS.map((field) => (
          <label key={field}>
            {field}
            <input name={field} type="url" defaultValue={links[field] ?? ''} />
          </label>
        ))}
      </fieldset>
      <FormFooter action={action} label="Save sponsor" />
    </form>
  );
};

export const PrizeForm = ({ eventId, itemId, item, onDone }: FormProps) => {
  const [image, setImage] = useState<string | undefined>(text(item, 'image') || undefined);
  const action = useConsoleAction(callAdminWritePrize, () => 'Prize saved.');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    action.mutate(
      {
        eventId,
        prizeId: itemId,
        prize: {
          name: String(form.get('name')),
          cost: Number(form.get('cost')),
          stock: Number(form.get('stock')),
          ...(image === undefined ? {} : { image }),
        },
      },
      { onSuccess: onDone },
    );
  };
  return (
    <form onSubmit={onSubmit} className="form" aria-label="Prize">
      <ImageField
        label="Prize picture"
        path={storagePaths.prizeImage(eventId, itemId)}
        current={image}
        onUploaded={setImage}
      />
      <label>
        Name
        <input name="name" required maxLength={100} defaultValue={text(item, 'name')} />
      </label>
      <label>
        Cost (points)
        <input
          name="cost"
          type="number"
          min={1}
          step={1}
          required
          defaultValue={text(item, 'cost')}
        />
      </label>
      <label>
        Stock
        <input
          name="stock"
          type="number"
          min={0}
          step={1}
          required
          defaultValue={text(item, 'stock')}
        />
      </label>
      <FormFooter action={action} label="Save prize" />
    </form>
  );
};
