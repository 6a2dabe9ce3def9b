import { Link } from "@tanstack/react-router";
import { ChevronsUpDown, Crown, LogOut, Settings, UserRound } from "lucide-react";
import { useTranslation } from "@/lib/i18n/use-translation";
import { Avatar } from "@/components/ui/avatar";
import {
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { SidebarMenu, SidebarMenuButton, SidebarMenuItem, useSidebar } from "@/components/ui/sidebar";
import { useSignOut } from "@/lib/session/use-sign-out";
import { useCurrentUser } from "@/entities/profile/me";

function UserSummary() {
  const { name, email, initials, image } = useCurrentUser();
  return (
    <div className="flex items-center gap-2 px-1 py-1.5 text-left text-sm">
      <Avatar src={image} initials={initials} />
      <div className="grid min-w-0 flex-1 leading-tight">
        <span className="truncate font-medium">{name}</span>
        <span className="truncate text-xs text-muted-foreground">{email}</span>
      </div>
    </div>
  );
}

/** Sidebar footer: the user's name and email; menu with Upgrade to Pro, Profile, Settings, Log out. */
export function NavUser() {
  const { t } = useTranslation();
  const { isMobile, setOpenMobile } = useSidebar();
  const { name, email, initials, image } = useCurrentUser();
  return (
    <SidebarMenu>
      <SidebarMenuItem>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <SidebarMenuButton size="lg" aria-label={t("shell.userMenu.label", { name, email })}>
              <Avatar src={image} initials={initials} />
              <span className="grid min-w-0 flex-1 text-left text-sm leading-tight">
                <span className="truncate font-medium" data-testid="user-display-name">
                  {name}
                </span>
                <span className="truncate text-xs text-sidebar-muted" data-testid="user-email">
                  {email}
                </span>
              </span>
              <ChevronsUpDown className="ml-auto size-4 text-sidebar-muted" aria-hidden="true" />
            </SidebarMenuButton>
          </DropdownMenuTrigger>
          <DropdownMenuContent
            className="w-(--radix-dropdown-menu-trigger-width) min-w-56"
            side={isMobile ? "top" : "right"}
            align="end"
            sideOffset={4}
          >
            <DropdownMenuLabel className="p-0 font-normal">
              <UserSummary />
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuItem asChild>
              <Link to="/plans" onClick={() => setOpenMobile(false)}>
                <Crown aria-hidden="true" className="text-amber-500" />
                {t("shell.userMenu.upgrade")}
              </Link>
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuGroup>
              <DropdownMenuItem asChild>
                <Link to="/profile" onClick={() => setOpenMobile(false)}>
                  <UserRound aria-hidden="true" />
                  {t("shell.userMenu.profile")}
                </Link>
              </DropdownMenuItem>
              <DropdownMenuItem asChild>
                <Link to="/settings" onClick={() => setOpenMobile(false)}>
                  <Settings aria-hidden="true" />
                  {t("shell.userMenu.settings")}
                </Link>
              </DropdownMenuItem>
            </DropdownMenuGroup>
            <DropdownMenuSeparator />
            <LogOutItem />
          </DropdownMenuContent>
        </DropdownMenu>
      </SidebarMenuItem>
    </SidebarMenu>
  );
}

/** Page header: avatar button with name, email, Profile and Log out (SPEC §2). */
export function ProfileDropdown() {
  const { t } = useTranslation();
  const { name, email, initials, image } = useCurrentUser();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          aria-label={t("shell.userMenu.label", { name, email })}
          className="rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <Avatar src={image} initials={initials} className="size-8 rounded-full" />
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-60" align="end">
        <DropdownMenuLabel className="p-0 font-normal">
          <UserSummary />
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserRound aria-hidden="true" />
            {t("shell.userMenu.profile")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/plans">
            <Crown aria-hidden="true" className="text-amber-500" />
            {t("shell.userMenu.upgrade")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <LogOutItem />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** "Log out", the last item of both user menus. */
function LogOutItem() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <DropdownMenuItem disabled={signOut.pending} onSelect={() => void signOut.run()}>
      <LogOut aria-hidden="true" />
      {t("common.logOut")}
    </DropdownMenuItem>
  );
}
