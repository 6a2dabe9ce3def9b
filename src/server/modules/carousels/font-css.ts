import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { CAROUSEL_FONT_FILES } from "../../../shared/carousel/fonts";

const require = createRequire(import.meta.url);

/** The folder of a @fontsource package (its CSS and files/). */
export function fontPackageDir(pkg: string): string {
  return path.dirname(require.resolve(`@fontsource/${pkg}/package.json`));
}

/**
 * The carousel fonts' @font-face rules as each package writes them (every subset, with its unicode-range: the page
 * loads only the subsets its text uses), their files pointed at `origin`/fonts/<pkg>/<file>.
 */
export function carouselFontCss(origin: string): string {
  return Object.values(CAROUSEL_FONT_FILES)
    .flatMap(({ pkg, styles }) =>
      styles.map((style) =>
        fs
          .readFileSync(path.join(fontPackageDir(pkg), `${style}.css`), "utf8")
          // the .woff fallback is for browsers without woff2: not this one
          .replace(/,\s*url\(\.\/files\/[\w.-]+\.woff\) format\('woff'\)/g, "")
          .replace(/url\(\.\/files\/([\w.-]+\.woff2)\)/g, (_m, file: string) => `url(${origin}/fonts/${pkg}/${file})`),
      ),
    )
    .join("\n");
}

/** A font file the page asked for, or undefined: only files of the carousel fonts' packages, by name. */
export function fontFile(pkg: string, file: string): Buffer | undefined {
  if (!Object.values(CAROUSEL_FONT_FILES).some((f) => f.pkg === pkg) || !/^[\w.-]+\.woff2$/.test(file))
    return undefined;
  try {
    return fs.readFileSync(path.join(fontPackageDir(pkg), "files", file));
  } catch {
    return undefined;
  }
}
