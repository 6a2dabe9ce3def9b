import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
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

/** SPEC §3 team entry: name, logo, plan (Free). One team for now: a link to the plans page. */
export const TEAM = { name: "PillarPost", plan: "free" as const };

function TeamEntry() {
  const { t } = useTranslation();
  const { setOpenMobile } = useSidebar();
  return (
    <SidebarMenu>
      <SidebarMenuItem>
        <SidebarMenuButton size="lg" asChild tooltip={`${TEAM.name} · ${t("plans.free.name")}`}>
          <Link
            to="/plans"
            onClick={() => setOpenMobile(false)}
            aria-label={t("shell.team.label", { name: TEAM.name, plan: t("plans.free.name") })}
          >
            <span className="flex size-8 shrink-0 items-center justify-center">
              <LogoMark className="size-8" />
            </span>
            <span className="grid min-w-0 flex-1 text-left leading-tight">
              <span className="truncate text-sm font-semibold">{TEAM.name}</span>
              <span className="truncate text-xs text-sidebar-muted">
                {t("shell.team.plan", { plan: t("plans.free.name") })}
              </span>
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
