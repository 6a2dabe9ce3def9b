import { COMMON_PASSWORDS_TEXT } from "./common-passwords-list";

let list: Set<string> | undefined;
const commonPasswords = () => (list ??= new Set(COMMON_PASSWORDS_TEXT.split("\n")));

/** True for a password among the most common ones (whatever its letter case): those fall to the first guesses. */
export const isCommonPassword = (password: string): boolean => commonPasswords().has(password.toLowerCase());

export const commonPasswordCount = (): number => commonPasswords().size;
