/** The IANA zone the user's schedule is shown and entered in (the browser's until the profile carries one). */
export function useTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
