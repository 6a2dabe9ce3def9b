// Started by index.html's first script. Loads the Intl data the pages use (dates, numbers, relative times, plurals,
// text segmenting) on a thread of its own. The browser keeps that data once per process, so the page's first Intl
// call then takes well under a millisecond instead of tens of them on the main thread (hundreds on a slow phone),
// during the app's start. The languages come from the address (?l=en|fr, the app's languages).
"use strict";
(function () {
  var languages = (new URLSearchParams(self.location.search).get("l") || "en").split("|");
  var day = Date.UTC(2026, 0, 1, 9, 30);
  var dates = [
    { dateStyle: "medium" },
    { dateStyle: "long" },
    { dateStyle: "medium", timeStyle: "short" },
    { dateStyle: "full", timeStyle: "short" },
    { timeStyle: "short", timeZone: "UTC" },
    { day: "numeric", month: "short" },
    { weekday: "long", timeZone: "UTC" },
    { timeZoneName: "shortOffset" },
  ];
  try {
    Intl.DateTimeFormat().resolvedOptions();
    if (Intl.Segmenter) new Intl.Segmenter().segment("a\u{1F44B}").containing(0);
    for (var i = 0; i < languages.length; i++) {
      var lng = languages[i];
      for (var j = 0; j < dates.length; j++) new Intl.DateTimeFormat(lng, dates[j]).format(day);
      new Intl.NumberFormat(lng).format(1234.5);
      new Intl.RelativeTimeFormat(lng, { numeric: "auto" }).format(-1, "day");
      new Intl.PluralRules(lng).select(2);
      new Intl.Collator(lng).compare("a", "b");
    }
  } catch {
    // an older browser: the page loads the data itself
  }
  self.close();
})();
