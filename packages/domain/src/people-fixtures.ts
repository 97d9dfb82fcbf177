import type { UserMetadata } from './store/users.ts';

/** An attendee's profile as the people and photo plans' tables start from. */
export const ada: UserMetadata = {
  uid: 'uid-ada',
  name: 'Ada',
  email: 'Ada@Example.com',
  company: 'Acme',
  department: 'R&D',
  color: 'red',
  qr_code: 'engage:1:{"uid":"p-ada","color":"red","isRep":false}',
  isOnline: true,
  isAdmin: false,
  isRep: false,
  isPrizeAllocated: false,
  isPrizeClaimed: false,
  isPrizePurchased: false,
  welcomeVideo: true,
  eventId: 'summit',
  customerId: 'acme',
  teamName: 'AGILE',
  level: 1,
  isLoggedIn: true,
  attendance: 'online',
  publicId: 'p-ada',
};
