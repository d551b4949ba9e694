/**
 * The account activity trail's kinds of event and of object (issue 35; ours, a sandbox extension: GET
 * customer/activity), in the order the portal's filter offers them: one list for the sandbox that writes them and the
 * portal that names them (a leaf module, no imports).
 */
export const ACTIVITY_KINDS = [
  'sign_in',
  'sign_in_failed',
  'sign_in_recovery_code',
  'sign_out',
  'support_session_start',
  'support_session_release',
  'password_change',
  'api_key_regenerate',
  'two_factor_enable',
  'two_factor_disable',
  'two_factor_recovery_codes',
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
  'porting_create',
  'porting_update',
  'porting_document',
  'porting_submit',
  'porting_cancel',
  'porting_status',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** The types of object an event touches (its `object.type`). */
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
  'porting_request',
] as const;
export type ActivityObjectType = (typeof ACTIVITY_OBJECT_TYPES)[number];

/** One event as `GET customer/activity` answers it (time: UTC to the second, `2026-11-20T14:03:11Z`). */
export interface ActivityEventAnswer {
  id: number;
  time: string;
  /** The login that acted: the customer's, or the support login acting for it. */
  actor: string;
  actor_type: 'customer' | 'support';
  kind: ActivityKind;
  /** `exists`: false once the object was deleted (the portal links only to objects that exist). */
  object: { type: ActivityObjectType; id: string; name: string; exists: boolean } | null;
  summary: string;
  ip: string;
}
