import { Button, type ButtonProps } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { trackError } from '../../lib/analytics.ts';
import { useTRPC } from '../../lib/trpc.ts';

/** Ends the session, then reloads the whole app at / (spec section 4, Logout). */
export function LogoutButton(props: ButtonProps) {
  const trpc = useTRPC();
  const logout = useMutation(trpc.auth.logout.mutationOptions());
  const onClick = async () => {
    try {
      await logout.mutateAsync();
    } catch (error) {
      trackError('logout', error);
      console.error('Logout failed', error);
    }
    window.location.assign('/');
  };
  return (
    <Button
      variant="default"
      leftSection={<IconLogout size={18} />}
      loading={logout.isPending}
      onClick={() => void onClick()}
      {...props}
    >
      Logout
    </Button>
  );
}
