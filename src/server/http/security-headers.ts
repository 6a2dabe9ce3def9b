/** Response headers as name and value, in the order they are sent. */
export type HeaderList = readonly (readonly [string, string])[];

/** Content-Security-Policy directives, each with its sources (camelCase names, as in the CSP spec's kebab-case). */
export type CspDirectives = Record<string, readonly string[]>;

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export function cspValue(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [kebab(name), ...sources].join(" "))
    .join("; ");
}

export interface SecurityHeaderOptions {
  csp: CspDirectives;
  /** Served over https: browsers are told to keep to https (HSTS). */
  https: boolean;
}

/** The security headers every answer carries, built once per process. */
export function securityHeaders({ csp, https }: SecurityHeaderOptions): HeaderList {
  return [
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Origin-Agent-Cluster", "?1"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ...(https ? [["Strict-Transport-Security", "max-age=15552000; includeSubDomains"] as const] : []),
    ["X-Content-Type-Options", "nosniff"],
    ["X-DNS-Prefetch-Control", "off"],
    ["X-Download-Options", "noopen"],
    ["X-Frame-Options", "SAMEORIGIN"],
    ["X-Permitted-Cross-Domain-Policies", "none"],
    ["X-XSS-Protection", "0"],
    ["Content-Security-Policy", cspValue(csp)],
  ];
}
