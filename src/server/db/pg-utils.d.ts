// node-postgres's own value conversion (what its queries apply to parameters); its typings do not declare it.
declare module "pg/lib/utils.js" {
  const utils: { prepareValue(value: unknown): unknown };
  export default utils;
}
