/**
 * The activity trail's event shape (a leaf module: env.ts types the context with it); its kinds and object types are
 * the portal's and the sandbox's one list, in providers/activityKinds.ts.
 */
import type { ActivityKind, ActivityObjectType } from '@/providers/activityKinds';

export { ACTIVITY_KINDS, ACTIVITY_OBJECT_TYPES } from '@/providers/activityKinds';
export type { ActivityKind, ActivityObjectType } from '@/providers/activityKinds';

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
