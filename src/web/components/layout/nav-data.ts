import {
  AppWindow,
  Bookmark,
  CalendarClock,
  GalleryHorizontalEnd,
  Lightbulb,
  Library,
  ListTodo,
  MessagesSquare,
  NotebookPen,
  Palette,
  Bell,
  Paintbrush,
  Monitor,
  FolderKanban,
  Settings,
  SquarePen,
  Target,
  UserCog,
  UserRound,
  Users,
  WandSparkles,
  LifeBuoy,
  Sparkles,
  type LucideIcon,
} from "lucide-react";

export type NavBadge = "new" | "hot";

export interface NavItem {
  /** i18n key of the label */
  title: string;
  url: string;
  icon?: LucideIcon;
  badge?: NavBadge;
  items?: NavItem[];
}

export interface NavGroup {
  /** i18n key of the heading */
  title: string;
  items: NavItem[];
}

/** SPEC §2: the nine tools, in order, with their paths and badges. */
export const TOOL_ITEMS: NavItem[] = [
  { title: "nav.strategy", url: "/strategy", icon: Target, badge: "new" },
  { title: "nav.contentManagement", url: "/content-management", icon: FolderKanban },
  { title: "nav.generatePost", url: "/generate-post", icon: WandSparkles, badge: "hot" },
  { title: "nav.editor", url: "/editor", icon: SquarePen },
  { title: "nav.carouselEditor", url: "/carousel-editor", icon: GalleryHorizontalEnd, badge: "hot" },
  { title: "nav.inspirations", url: "/inspirations", icon: Lightbulb },
  { title: "nav.notes", url: "/notes", icon: NotebookPen },
  { title: "nav.library", url: "/library", icon: Library },
  { title: "nav.scheduler", url: "/scheduler", icon: CalendarClock },
];

export const SETTINGS_ITEMS: NavItem[] = [
  { title: "nav.settingsAccount", url: "/settings/account", icon: UserCog },
  { title: "nav.settingsAppearance", url: "/settings/appearance", icon: Palette },
  { title: "nav.settingsDisplay", url: "/settings/display", icon: Monitor },
  { title: "nav.settingsNotifications", url: "/settings/notifications", icon: Bell },
  { title: "nav.settingsBrandKit", url: "/settings/brand-kit", icon: Paintbrush },
];

export const NAV_GROUPS: NavGroup[] = [
  { title: "nav.groups.tools", items: TOOL_ITEMS },
  {
    title: "nav.groups.workspace",
    items: [
      { title: "nav.savedPosts", url: "/saved-posts", icon: Bookmark },
      { title: "nav.prompts", url: "/prompts", icon: Sparkles },
      { title: "nav.tasks", url: "/tasks", icon: ListTodo },
      { title: "nav.chats", url: "/chats", icon: MessagesSquare },
      { title: "nav.users", url: "/users", icon: Users },
      { title: "nav.apps", url: "/apps", icon: AppWindow },
    ],
  },
  {
    title: "nav.groups.other",
    items: [
      { title: "nav.profile", url: "/profile", icon: UserRound },
      { title: "nav.settings", url: "/settings", icon: Settings, items: SETTINGS_ITEMS },
      { title: "nav.helpCenter", url: "/help-center", icon: LifeBuoy },
    ],
  },
];

/** A settings page's strings, under its last segment camel-cased ("/settings/brand-kit" -> `settings.brandKit`). */
export const settingsStringsKey = (url: string) =>
  url
    .split("/")
    .at(-1)!
    .replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
