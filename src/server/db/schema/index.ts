export * from "./auth";
export * from "./mail";
export * from "./strategy";
export * from "./workspaces";
