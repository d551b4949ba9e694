/**
 * The lists that read as cards on a phone, walked by phone-lists.spec.ts at 320 and 375 px (in English and French at
 * 320 px); mobile.spec.ts's 320 px sweep of every route leaves them to that walk, whose checks are the stronger ones.
 */
export interface PhoneList {
  path: string;
  heading: string;
  /** The first card's action and the screen it opens. */
  action?: { name: RegExp; opens: RegExp; inMenu?: string };
}

export const LISTS: PhoneList[] = [
  {
    path: '/numbers/existing',
    heading: 'My numbers',
    action: { name: /^Actions for /, inMenu: 'Details', opens: /\/numbers\/\d+\/details$/ },
  },
  { path: '/order/open', heading: 'Open Orders', action: { name: /^Details/, opens: /\/details$/ } },
  { path: '/order/history', heading: 'Order History', action: { name: /^Details/, opens: /\/details$/ } },
  { path: '/order/incomplete', heading: 'Incomplete orders', action: { name: /^Details/, opens: /\/details$/ } },
  { path: '/profiles/existing', heading: 'End-users', action: { name: /^Edit /, opens: /\/profiles\/edit\/\d+$/ } },
  {
    path: '/capacity/did-groups/existing',
    heading: 'My DID-Groups',
    action: { name: /^Edit /, opens: /\/capacity\/did-groups\/\d+\/edit$/ },
  },
  { path: '/capacity/dedicated-channels', heading: 'Dedicated channels' },
  { path: '/product/coverage', heading: 'Coverage', action: { name: /^Order/, opens: /\/order\/numbers/ } },
  {
    path: '/settings/contact',
    heading: 'Contact details',
    action: { name: /^Edit /, opens: /\/settings\/contact\/\d+\/edit$/ },
  },
  {
    path: '/capacity/trunks',
    heading: 'Trunk manager',
    action: { name: /^Edit /, opens: /\/capacity\/trunks\/\d+\/edit$/ },
  },
  { path: '/order/dedicated-channels', heading: 'Dedicated Channel' },
  { path: '/order/dedicated-channels/cancel', heading: 'Cancel dedicated channels' },
];
