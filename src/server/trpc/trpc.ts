import { initTRPC, TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { z, ZodError } from 'zod';
import type { AppDeps } from '../deps.ts';
import { AppError, type AppErrorCode } from '../errors.ts';
import { ADMIN_MESSAGES } from '../../shared/admin.ts';
import { controlCharacterMessage, findControlCharacter } from '../http/control-characters.ts';
import type { AdminAuth, RequestAuth, SessionCookieJar } from '../http/session-cookie.ts';
import { trpcTransformer } from './superjson-output.ts';

/** Everything a procedure sees. Free of Fastify types so tests can build it directly. */
export interface ContextInner {
  deps: AppDeps;
  ip: string;
  /** The origin the browser used (scheme and host), for return URLs during development. */
  origin?: string;
  cookies: SessionCookieJar;
  auth: () => Promise<RequestAuth | null>;
  /** The admin panel's cookie and session (absent where no admin can be, e.g. direct tests). */
  adminCookies?: SessionCookieJar;
  admin?: () => Promise<AdminAuth | null>;
  userAgent?: string | null;
}

export function createContextInner(inner: ContextInner): ContextInner {
  return inner;
}

const trpcCode: Record<AppErrorCode, TRPC_ERROR_CODE_KEY> = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
  BAD_GATEWAY: 'BAD_GATEWAY',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
};

const t = initTRPC.context<ContextInner>().create({
  transformer: trpcTransformer,
  errorFormatter({ shape, error }) {
    const zodError = error.cause instanceof ZodError ? z.flattenError(error.cause) : null;
    // Unexpected errors never leak their internals to the browser.
    const message =
      error.code === 'INTERNAL_SERVER_ERROR' && !(error.cause instanceof AppError)
        ? 'Something went wrong on our side. Please try again.'
        : zodError
          ? (Object.values(zodError.fieldErrors).flat()[0] ?? zodError.formErrors[0] ?? shape.message)
          : shape.message;
    return { ...shape, message, data: { ...shape.data, zodError, stack: undefined } };
  },
});

/** Domain AppErrors as tRPC errors with the same status and message. */
function mapAppErrors<T extends { ok: boolean; error?: unknown }>(result: T): T {
  if (!result.ok && result.error instanceof TRPCError && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: trpcCode[cause.code], message: cause.message, cause });
  }
  return result;
}

/** No control characters anywhere in the input, whatever the procedure (see control-characters.ts). */
async function rejectControlCharacters(getRawInput: () => Promise<unknown>): Promise<void> {
  const found = findControlCharacter(await getRawInput());
  if (found) throw new TRPCError({ code: 'BAD_REQUEST', message: controlCharacterMessage(found) });
}

// Each kind of procedure has one middleware doing all its checks: tRPC copies the call's options
// and context for every middleware a procedure passes through, which was a fifth of the CPU of
// a small query (bench/api.ts).

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

export const publicProcedure = t.procedure.use(async ({ getRawInput, next }) => {
  await rejectControlCharacters(getRawInput);
  return mapAppErrors(await next());
});

export const authedProcedure = t.procedure.use(async ({ ctx, getRawInput, next }) => {
  await rejectControlCharacters(getRawInput);
  const auth = await ctx.auth();
  if (!auth) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in.' });
  return mapAppErrors(await next({ ctx: { ...ctx, user: auth } }));
});

/** Only with a live admin session (the admin cookie); an account holder's session is not enough. */
export const adminProcedure = t.procedure.use(async ({ ctx, getRawInput, next }) => {
  await rejectControlCharacters(getRawInput);
  const admin = ctx.admin ? await ctx.admin() : null;
  if (!admin) throw new TRPCError({ code: 'UNAUTHORIZED', message: ADMIN_MESSAGES.signIn });
  return mapAppErrors(await next({ ctx: { ...ctx, adminSession: admin } }));
});
