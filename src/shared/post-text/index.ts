export * from "./count";
export * from "./lists";
export * from "./unicode-styles";
