import { Link } from "@tanstack/react-router";
import { useTranslation } from "@/lib/i18n/use-translation";
import { LogoMark } from "@/components/brand";
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarRail,
  useSidebar,
} from "@/components/ui/sidebar";
import { NAV_GROUPS } from "./nav-data";
import { NavGroup } from "./nav-group";
import { NavUser } from "./user-menu";
import { teamName } from "./team-name";
import { useCurrentUser } from "@/entities/profile/me";

/** SPEC §1 team entry: the workspace the user acts in (name, logo, plan), a link to the plans page. */
function TeamEntry() {
  const { t } = useTranslation();
  const { setOpenMobile } = useSidebar();
  const { me, user } = useCurrentUser();
  const workspace = me?.workspace;
  const name = teamName(t, workspace?.name, user?.firstName);
  const plan = t(`plans.${workspace?.plan ?? "free"}.inPhrase`);
  return (
    <SidebarMenu>
      <SidebarMenuItem>
        <SidebarMenuButton size="lg" asChild tooltip={`${name} · ${plan}`}>
          <Link to="/plans" onClick={() => setOpenMobile(false)} aria-label={t("shell.team.label", { name, plan })}>
            <span className="flex size-8 shrink-0 items-center justify-center">
              {workspace?.logo ? (
                <img src={workspace.logo} alt="" className="size-8 rounded-md object-cover" />
              ) : (
                <LogoMark className="size-8" />
              )}
            </span>
            <span className="grid min-w-0 flex-1 text-left leading-tight">
              <span className="truncate text-sm font-semibold">{name}</span>
              <span className="truncate text-xs text-sidebar-muted">{t("shell.team.plan", { plan })}</span>
            </span>
          </Link>
        </SidebarMenuButton>
      </SidebarMenuItem>
    </SidebarMenu>
  );
}

export function AppSidebar() {
  const { t } = useTranslation();
  return (
    <Sidebar label={t("shell.sidebar.label")}>
      <SidebarHeader>
        <TeamEntry />
      </SidebarHeader>
      <SidebarContent>
        {NAV_GROUPS.map((group) => (
          <NavGroup key={group.title} group={group} />
        ))}
      </SidebarContent>
      <SidebarFooter>
        <NavUser />
      </SidebarFooter>
      <SidebarRail />
    </Sidebar>
  );
}
