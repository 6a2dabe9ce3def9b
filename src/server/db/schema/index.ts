export * from "./auth";
export * from "./limits";
export * from "./mail";
export * from "./strategy";
export * from "./workspaces";
export * from "./content";
export * from "./linkedin";
export * from "./scheduling";
