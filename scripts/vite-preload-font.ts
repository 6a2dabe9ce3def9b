import type { Plugin } from "vite";

/**
 * Adds `<link rel="preload" as="font">` for the default font's latin file (Inter, see index.html's data-font) to
 * the built index.html: the browser then fetches it with the CSS instead of after it.
 */
export function preloadDefaultFont(pattern = /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/): Plugin {
  return {
    name: "pillarpost:preload-default-font",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((file) => pattern.test(file));
        if (!font) return [];
        return [
          {
            tag: "link",
            attrs: { rel: "preload", as: "font", type: "font/woff2", crossorigin: "", href: `/${font}` },
            injectTo: "head",
          },
        ];
      },
    },
  };
}
