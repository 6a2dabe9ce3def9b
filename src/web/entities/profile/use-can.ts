import { useQuery } from "@tanstack/react-query";
import { roleCan, type Permission } from "@contracts/workspaces/permissions";
import { useSession } from "@/lib/session/use-session";
import { meQueryOptions } from "./me";

/**
 * Whether the user's role in the workspace they act in allows `permission` (GET /api/me's `workspace.role`), to
 * hide what they cannot do. Until /api/me has answered it says yes: the server refuses what a role may not do
 * (403), and the owners everyone is today see no control appear late.
 */
export function useCan(permission: Permission): boolean {
  return useAllowed()(permission);
}

/** `useCan` for several permissions at once (a list of steps, each with its own): whether the role allows each. */
export function useAllowed(): (permission: Permission) => boolean {
  const { user } = useSession();
  const { data: me } = useQuery({ ...meQueryOptions, enabled: !!user });
  return (permission) => !me || (!!me.workspace && roleCan(me.workspace.role, permission));
}
