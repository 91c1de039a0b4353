import { ErrorBodySchema, type JOB_CATALOG } from '@tailor/contracts';
import type { Producer } from '@tailor/queue';
import type { Store } from '@tailor/store';
import type { AuthService } from '../auth/auth.service';
import type { SessionService } from '../auth/session.service';
import type { GatewayEnv } from '../env';
import type { VectorAccess } from '../services/vector-access';

/** What route plugins may use; handlers stay thin and call into services with it. */
export interface RouteContext {
  env: GatewayEnv;
  store: Store;
  vectors: VectorAccess;
  producer: Producer<typeof JOB_CATALOG>;
  auth: AuthService;
  sessions: SessionService;
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid request',
  401: 'Missing, invalid, expired or revoked token',
  403: 'Another user named, or admin token required',
  404: 'Not found, or not yours',
  409: 'Conflict with an existing record',
  429: 'Rate limited',
  503: 'A dependency is unavailable',
};

/** Error responses for the OpenAPI document; every one is `{error, code?, details?}`. */
export function errors(...statuses: number[]) {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBodySchema.describe(ERROR_DESCRIPTIONS[status] ?? 'Error')])) as Record<
    number,
    typeof ErrorBodySchema
  >;
}

/** Signed-in routes: every one can answer 400, 401 and 403. */
export const SIGNED_IN = { security: [{ bearerAuth: [] }] };
export const signedInErrors = (...more: number[]) => errors(400, 401, 403, ...more);
