import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import {
  isEventPicture,
  isTriviaPicture,
  pictureOwner,
  storagePaths,
  triviaEvent,
} from './storage.ts';

describe('storage paths (spec section 3)', () => {
  it.each([
    [storagePaths.logo('e'), 'logo/e/logo.png'],
    [storagePaths.mainImage('e'), 'main/e/main_img.png'],
    [storagePaths.speakerImage('ada.jpg'), 'speakers/ada.jpg'],
    [storagePaths.photo('uid-1'), 'uploads/uid-1/photo'],
    [storagePaths.avatar('p-ann'), 'avatars/p-ann'],
    [storagePaths.pictureTrivia('q1', 'cat.jpg'), 'picture_trivia/q1/cat.jpg'],
    [storagePaths.customerLogo('e'), 'media/e/customer_logo.png'],
    [storagePaths.sponsorLogo('e', 'acme'), 'media/e/sponsor_acme.png'],
    [storagePaths.prizeImage('e', 'mug'), 'media/e/prize_mug.png'],
    [storagePaths.placeholderLogo(), 'media/placeholder/logo.png'],
    [storagePaths.eventSpeakerImage('e', 's1'), 'speakers/e__s1.png'],
    [storagePaths.companyLogo('acme'), 'companies/acme/logo.png'],
    [storagePaths.welcomeVideo('e', 'v1.webm'), 'video/e/v1.webm'],
    [storagePaths.welcomeVideoUpload('e'), 'video/e/upload'],
    [storagePaths.staged('uid-1', 'video/e/upload'), 'staging/uid-1/video~e~upload'],
    [storagePaths.staged('uid-1', 'logo/e/logo.png'), 'staging/uid-1/logo~e~logo.png'],
    [storagePaths.staged('uid-1', 'speakers/e__s1.png'), 'staging/uid-1/speakers~e__s1.png'],
  ])('%s', (path, expected) => {
    expect(path).toBe(expected);
  });

  it.each(['', '..', 'a/b', 'x'.repeat(513)])('refuses the file name %j', (name) => {
    expect(() => storagePaths.speakerImage(name)).toThrowError(DomainError);
    expect(() => storagePaths.pictureTrivia('q1', name)).toThrowError(DomainError);
  });

  it.each(['', 'a/b', '..'])('refuses the uid %j of a photo', (uid) => {
    expect(() => storagePaths.photo(uid)).toThrowError(DomainError);
    expect(() => storagePaths.staged(uid, 'logo/e/logo.png')).toThrowError(DomainError);
  });
});

describe('isEventPicture', () => {
  it.each([
    // The event's own files, as its organisers upload them.
    [storagePaths.eventSpeakerImage('summit', 'ada'), true],
    [storagePaths.sponsorLogo('summit', 'acme'), true],
    [storagePaths.prizeImage('summit', 'mug'), true],
    [storagePaths.customerLogo('summit'), true],
    [storagePaths.logo('summit'), true],
    [storagePaths.mainImage('summit'), true],
    ['speakers/summit__ada__2.png', true],
    // Another event's.
    [storagePaths.eventSpeakerImage('expo', 'ada'), false],
    [storagePaths.sponsorLogo('expo', 'acme'), false],
    [storagePaths.logo('expo'), false],
    ['speakers/summit-2__ada.png', false],
    ['speakers/summit.png', false],
    ['speakers/summit__', false],
    // An attendee's unpublished upload, a board avatar, trivia, a company's logo, the placeholder.
    [storagePaths.photo('uid-ann'), false],
    [storagePaths.avatar('p-ann'), false],
    [storagePaths.pictureTrivia('q1', 'cat.png'), false],
    [storagePaths.companyLogo('acme'), false],
    [storagePaths.placeholderLogo(), false],
    // A welcome video is no picture: adminPublishPicture never writes one.
    [storagePaths.welcomeVideoUpload('summit'), false],
    // The spec's speakers/{name}: no event in it.
    [storagePaths.speakerImage('ada.png'), false],
    // Deeper than the storage rules let anyone upload, or climbing out.
    ['media/summit/sponsors/acme.png', false],
    ['media/summit/..', false],
    ['media/summit/.', false],
    ['media/summit/', false],
    ['media/summit', false],
    [`media/summit/${'x'.repeat(513)}`, false],
    ['media/summit/a\u0000.png', false],
    // Links elsewhere: pages load nothing from another origin.
    ['https://cdn.example.com/summit/logo.png', false],
    ['javascript:alert(1)', false],
    ['', false],
  ])('%j is one of summit’s pictures: %s', (path, expected) => {
    expect(isEventPicture('summit', path)).toBe(expected);
  });

  it.each([
    ['logo/summit/logo.png', { kind: 'event', id: 'summit' }],
    ['main/summit/main_img.png', { kind: 'event', id: 'summit' }],
    ['media/summit/sponsor_acme.png', { kind: 'event', id: 'summit' }],
    ['speakers/summit__ada.png', { kind: 'event', id: 'summit' }],
    ['companies/acme_x_y/logo.png', { kind: 'company', id: 'acme_x_y' }],
    ['companies/a.b/logo.png', null],
    ['companies/acme/other.png', null],
    ['uploads/uid-ann/photo', null],
    ['picture_trivia/q1/a.png', null],
    ['picture_trivia/summit__q1/a.png', { kind: 'event', id: 'summit' }],
    ['picture_trivia/summit__q1/a/b.png', null],
    ['picture_trivia/summit__q1/..', null],
    ['picture_trivia/summit__/a.png', null],
    ['picture_trivia/__q1/a.png', null],
    ['picture_trivia/sum_mit__q1/a.png', null],
    ['picture_trivia/summit__q1', null],
    ['speakers/summit', null],
    ['media/summit', null],
    ['', null],
  ])('%j belongs to %j', (path, owner) => {
    expect(pictureOwner(path)).toEqual(owner);
  });

  it.each([
    ['summit__q1', 'summit'],
    ['summit__-Nx__y', 'summit'],
    ['summit-q1', null],
    ['summit__', null],
    ['__q1', null],
    ['a_b__q1', null],
    ['summit__q.1', null],
  ])('the trivia question %j is an event’s: %j', (id, event) => {
    expect(triviaEvent(id)).toBe(event);
  });

  it.each([
    ['summit__q1', 'picture_trivia/summit__q1/p.png', true],
    ['summit__q1', 'picture_trivia/summit__q2/p.png', false],
    ['summit__q1', 'picture_trivia/summit__q1/', false],
    ['summit__q1', 'picture_trivia/summit__q1/.', false],
    ['summit__q1', `picture_trivia/summit__q1/${'x'.repeat(513)}`, false],
    ['summit__q1', 'picture_trivia/summit__q1/a\u0000.png', false],
    ['summit__q1', 'media/summit/p.png', false],
    ['a/b', 'picture_trivia/a/b/p.png', false],
  ])('%j’s picture may be %j: %s', (id, path, expected) => {
    expect(isTriviaPicture(id, path)).toBe(expected);
  });

  it('knows no picture of an event id that is no key', () => {
    expect(isEventPicture('a/b', 'media/a/b/x.png')).toBe(false);
    expect(isEventPicture('', 'media//x.png')).toBe(false);
  });
});
