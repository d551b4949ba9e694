/** The activity trail's kinds, object types and event shape (a leaf module: env.ts types the context with it). */
export const ACTIVITY_KINDS = [
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'support_session_start',
  'support_session_release',
  'password_change',
  'api_key_regenerate',
  'contact_create',
  'contact_update',
  'contact_delete',
  'trunk_create',
  'trunk_update',
  'trunk_delete',
  'trunk_address_create',
  'trunk_address_update',
  'trunk_address_delete',
  'number_routing',
  'number_shadow_routing',
  'number_update',
  'did_group_create',
  'did_group_update',
  'did_group_delete',
  'end_user_create',
  'end_user_update',
  'end_user_delete',
  'document_upload',
  'cart_change',
  'cancellation_cart_change',
  'checkout',
  'cancellation',
  'backorder',
  'channels_change',
  'top_up',
  'top_up_capture',
  'balance_threshold',
  'ticket_create',
  'ticket_comment',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ACTIVITY_OBJECT_TYPES = [
  'account',
  'contact',
  'trunk',
  'trunk_address',
  'did',
  'did_group',
  'end_user',
  'document',
  'cart',
  'cancellation_cart',
  'order',
  'backorder',
  'channels',
  'payment',
  'ticket',
] as const;
export type ActivityObjectType = (typeof ACTIVITY_OBJECT_TYPES)[number];

export interface ActivityObject {
  type: ActivityObjectType;
  id: string | number;
  /** Readable: a number as +E.164, a trunk's or end user's name, an order's reference. */
  name: string;
}

export type ActorType = 'customer' | 'support';

/** Who acted, for whom: read from the session, or given by sign-in (which has no session yet). */
export interface Actor {
  customerId: number;
  login: string;
  type: ActorType;
}

export interface ActivityEvent {
  actor: Actor;
  kind: ActivityKind;
  object: ActivityObject | null;
  summary: string;
  ip: string;
}

/** What a request's handlers reach through the context (set by the middleware on every API request). */
export interface ActivityState {
  write(event: ActivityEvent, keepOnFailure: boolean): void;
}
