import { login } from './auth/login.ts';
import { logout } from './auth/logout.ts';
import { verify } from './auth/verify.ts';
import { create as createContact } from './contact/create.ts';
import { router } from './trpc.ts';
import { me } from './user/me.ts';

export const appRouter = router({
  auth: router({ login, verify, logout }),
  user: router({ me }),
  contact: router({ create: createContact }),
});

export type AppRouter = typeof appRouter;
