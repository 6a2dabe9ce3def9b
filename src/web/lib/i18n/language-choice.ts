/** Set when someone picks the interface language by hand on this device (not when the browser's is detected). */
const CHOSEN_KEY = "pp:language-chosen";

export function rememberLanguageChosen() {
  try {
    localStorage.setItem(CHOSEN_KEY, "1");
  } catch {
    // storage blocked: the profile's language will apply at the next sign-in
  }
}

export function languageChosenHere(): boolean {
  try {
    return localStorage.getItem(CHOSEN_KEY) === "1";
  } catch {
    return false;
  }
}
