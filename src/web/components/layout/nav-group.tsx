import { Link, useLocation } from "@tanstack/react-router";
import { ChevronRight } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import { Badge } from "@/components/ui/badge";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import {
  SidebarGroup,
  SidebarGroupLabel,
  SidebarMenu,
  SidebarMenuBadge,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarMenuSub,
  SidebarMenuSubButton,
  useSidebar,
} from "@/components/ui/sidebar";
import { isGroupOpenByDefault, isNavItemActive } from "./nav-active";
import type { NavBadge, NavGroup as NavGroupData, NavItem } from "./nav-data";

export function NavBadgeLabel({ badge }: { badge: NavBadge }) {
  const { t } = useTranslation();
  return <Badge variant={badge === "hot" ? "hot" : "brand"}>{t(`nav.badges.${badge}`)}</Badge>;
}

export function NavGroup({ group }: { group: NavGroupData }) {
  const { t } = useTranslation();
  const { state, isMobile } = useSidebar();
  const href = useLocation({ select: (l) => l.href });
  const headingId = `nav-${group.title.replace(/\W/g, "-")}`;
  return (
    <SidebarGroup>
      <SidebarGroupLabel id={headingId}>{t(group.title)}</SidebarGroupLabel>
      <SidebarMenu aria-labelledby={headingId}>
        {group.items.map((item) => {
          if (!item.items?.length) return <NavLinkItem key={item.url} item={item} href={href} />;
          if (state === "collapsed" && !isMobile) return <NavFlyout key={item.url} item={item} href={href} />;
          return <NavCollapsible key={item.url} item={item} href={href} />;
        })}
      </SidebarMenu>
    </SidebarGroup>
  );
}

function NavLinkItem({ item, href }: { item: NavItem; href: string }) {
  const { t } = useTranslation();
  const { setOpenMobile } = useSidebar();
  const active = isNavItemActive(href, item);
  const Icon = item.icon;
  return (
    <SidebarMenuItem>
      <SidebarMenuButton asChild isActive={active} tooltip={t(item.title)}>
        <Link to={item.url} onClick={() => setOpenMobile(false)} aria-current={active ? "page" : undefined}>
          {Icon ? <Icon aria-hidden="true" /> : null}
          <span className="truncate">{t(item.title)}</span>
          {item.badge ? (
            <SidebarMenuBadge>
              <NavBadgeLabel badge={item.badge} />
            </SidebarMenuBadge>
          ) : null}
        </Link>
      </SidebarMenuButton>
    </SidebarMenuItem>
  );
}

function NavCollapsible({ item, href }: { item: NavItem; href: string }) {
  const { t } = useTranslation();
  const { setOpenMobile } = useSidebar();
  const [open, setOpen] = useState(() => isGroupOpenByDefault(href, item));
  const Icon = item.icon;
  const subId = `nav-sub-${item.url.replace(/\W/g, "-")}`;
  return (
    <SidebarMenuItem>
      <SidebarMenuButton
        aria-expanded={open}
        aria-controls={subId}
        onClick={() => setOpen((v) => !v)}
        isActive={false}
        tooltip={t(item.title)}
      >
        {Icon ? <Icon aria-hidden="true" /> : null}
        <span>{t(item.title)}</span>
        <ChevronRight
          aria-hidden="true"
          className={`ml-auto size-4 transition-transform duration-200 ${open ? "rotate-90" : ""}`}
        />
      </SidebarMenuButton>
      {open ? (
        <SidebarMenuSub id={subId}>
          <li>
            <SidebarMenuSubButton isActive={isNavItemActive(href, { url: item.url })}>
              <Link to={item.url} onClick={() => setOpenMobile(false)}>
                <span>{t("nav.overview")}</span>
              </Link>
            </SidebarMenuSubButton>
          </li>
          {item.items!.map((sub) => {
            const active = isNavItemActive(href, sub);
            return (
              <li key={sub.url}>
                <SidebarMenuSubButton isActive={active}>
                  <Link to={sub.url} onClick={() => setOpenMobile(false)} aria-current={active ? "page" : undefined}>
                    <span>{t(sub.title)}</span>
                  </Link>
                </SidebarMenuSubButton>
              </li>
            );
          })}
        </SidebarMenuSub>
      ) : null}
    </SidebarMenuItem>
  );
}

/** Collapsed (icon) mode: a group with children opens as a flyout to the right (SPEC §2). */
function NavFlyout({ item, href }: { item: NavItem; href: string }) {
  const { t } = useTranslation();
  const Icon = item.icon;
  return (
    <SidebarMenuItem>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <SidebarMenuButton tooltip={t(item.title)} isActive={isNavItemActive(href, item)} aria-label={t(item.title)}>
            {Icon ? <Icon aria-hidden="true" /> : null}
            <span>{t(item.title)}</span>
          </SidebarMenuButton>
        </DropdownMenuTrigger>
        <DropdownMenuContent side="right" align="start" sideOffset={4} className="w-52">
          <DropdownMenuLabel>{t(item.title)}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <Link to={item.url}>{t("nav.overview")}</Link>
          </DropdownMenuItem>
          {item.items!.map((sub) => {
            const SubIcon = sub.icon;
            return (
              <DropdownMenuItem key={sub.url} asChild>
                <Link to={sub.url} className={isNavItemActive(href, sub) ? "bg-accent font-medium" : undefined}>
                  {SubIcon ? <SubIcon aria-hidden="true" /> : null}
                  <span>{t(sub.title)}</span>
                </Link>
              </DropdownMenuItem>
            );
          })}
        </DropdownMenuContent>
      </DropdownMenu>
    </SidebarMenuItem>
  );
}
