/** The import cycles among the TypeScript modules under `dirs` (repository-relative or absolute), as file paths. */
export function findCycles(dirs?: string[]): string[][];
