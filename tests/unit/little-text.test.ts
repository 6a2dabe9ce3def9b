import { describe, expect, it } from "vitest";
import { toStyledText } from "../../src/shared/post-text";
import {
  escapeLittleTextPlain,
  hashtagRanges,
  LITTLE_TEXT_RESERVED,
  littleTextLength,
  toLittleText,
} from "../../src/shared/post-text/little-text";
import { mulberry32 } from "../../src/shared/random/seeded-random";
import { parseLittleText, RESERVED_CHARACTERS, type LittleTextReading } from "../fakes/linkedin-little-text";

const READINGS: LittleTextReading[] = ["strict", "lenient"];

/** What LinkedIn makes of the converted text under one reading of its hashtags (the simulator's: strict). */
function published(text: string, reading: LittleTextReading = "strict") {
  const parsed = parseLittleText(toLittleText(text), reading);
  return {
    truncated: parsed.truncated,
    written: parsed.written,
    hashtags: parsed.elements.flatMap((e) => (e.type === "hashtag" ? [e.tag] : [])),
    mentions: parsed.elements.flatMap((e) => (e.type === "mention" ? [e.urn] : [])),
  };
}

/** LinkedIn shows the user's text, uncut, with these hashtags, however it reads hashtags. */
function expectExact(text: string, hashtags: string[] = []) {
  for (const reading of READINGS) {
    const result = published(text, reading);
    expect(result.truncated, `${reading}, cut: ${JSON.stringify(toLittleText(text))}`).toBe(false);
    expect(result.written, reading).toBe(text);
    expect(result.hashtags, reading).toEqual(hashtags);
  }
}

describe("little text: the reserved characters", () => {
  it("are LinkedIn's fifteen, the same list as the simulator's", () => {
    expect([...LITTLE_TEXT_RESERVED].sort()).toEqual([...RESERVED_CHARACTERS].sort());
    expect(LITTLE_TEXT_RESERVED).toHaveLength(15);
  });

  for (const ch of LITTLE_TEXT_RESERVED) {
    it(`${JSON.stringify(ch)} alone, doubled and in context is escaped and shown as typed`, () => {
      expect(toLittleText(ch)).toBe(`\\${ch}`);
      expect(toLittleText(ch + ch)).toBe(`\\${ch}\\${ch}`);
      expect(toLittleText(`a ${ch} b`)).toBe(`a \\${ch} b`);
      expect(toLittleText(`word${ch}word`)).toBe(`word\\${ch}word`);
      for (const text of [ch, ch + ch, `a ${ch} b`, `word${ch}word`, `end${ch}`, `line\n${ch}\nline`])
        expectExact(text);
      expectExact(`${ch}start`, ch === "#" ? ["start"] : []);
    });
  }

  it("an unescaped reserved character cuts the post in the simulator, as on LinkedIn (the bug the escaping prevents)", () => {
    for (const ch of LITTLE_TEXT_RESERVED.replace("#", "")) {
      const parsed = parseLittleText(`Before ${ch} after`);
      expect(parsed.truncated, ch).toBe(true);
      expect(parsed.text).toBe("Before ");
    }
  });

  it("sent raw, a digits-only hashtag and an underscore in a hashtag cut the post in the simulator (documented reading)", () => {
    expect(parseLittleText("A lone \\# and rank #1 and more")).toMatchObject({
      text: "A lone # and rank ",
      truncated: true,
    });
    expect(parseLittleText("Read #customer_success now")).toMatchObject({ text: "Read #customer", truncated: true });
    // the wider reading takes both as hashtags: what LinkedIn does is not documented, hence the escaping
    expect(parseLittleText("rank #1 #customer_success", "lenient")).toMatchObject({ truncated: false });
  });

  it("leaves text without reserved characters unchanged", () => {
    const text = "Plain text, with punctuation: commas; colons! Questions? 'Quotes' \"double\" & 100 % = 1/2 + $5.";
    expect(toLittleText(text)).toBe(text);
    expect(toLittleText("")).toBe("");
  });
});

describe("little text: what cut other schedulers' posts", () => {
  it("1) numbered lines and (parentheses)", () => {
    const text = "Three lessons:\n1) ship\n2) listen (really)\n3) repeat";
    expect(toLittleText(text)).toBe("Three lessons:\n1\\) ship\n2\\) listen \\(really\\)\n3\\) repeat");
    expectExact(text);
  });

  it("a lone ( and a lone )", () => {
    expectExact("(");
    expectExact("Smile :)");
    expectExact("(see below");
  });

  it("markdown-looking text: *bold*, _italic_, ~strike~, <tags>, [links](x), a|b, {braces}, back\\slash", () => {
    const text = "*bold* _italic_ ~strike~ <b>tag</b> [link](https://x.y) a|b {x} back\\slash C:\\path";
    expect(toLittleText(text)).toBe(
      "\\*bold\\* \\_italic\\_ \\~strike\\~ \\<b\\>tag\\</b\\> \\[link\\]\\(https://x.y\\) a\\|b \\{x\\} back\\\\slash C:\\\\path",
    );
    expectExact(text);
  });

  it("an @ that is not a LinkedIn mention: e-mail addresses, @handles, @[broken", () => {
    expect(toLittleText("mail me@example.com or @ada")).toBe("mail me\\@example.com or \\@ada");
    for (const text of ["me@example.com", "@ada", "@[Ada]", "@[Ada](urn:li:group:1)", "@[](urn:li:person:x)", "@"])
      expectExact(text);
  });
});

describe("little text: hashtags the user wrote stay hashtags", () => {
  it("at the start, in the middle, at the end, and on their own", () => {
    expect(toLittleText("#growth")).toBe("#growth");
    expectExact("#growth", ["growth"]);
    expectExact("Content #strategy for teams", ["strategy"]);
    expectExact("Read more #marketing", ["marketing"]);
    expectExact("#one #two #three", ["one", "two", "three"]);
  });

  it("after and before punctuation: the hashtag ends at the punctuation, which is escaped if reserved", () => {
    expectExact("(#tag)", ["tag"]);
    expect(toLittleText("(#tag)")).toBe("\\(#tag\\)");
    expectExact("#tag, #next. #last!", ["tag", "next", "last"]);
    expectExact('"#quoted"', ["quoted"]);
    expectExact("Tags:#first;#second", ["first", "second"]);
    expectExact("#tag's", ["tag"]);
    expectExact("#a-b", ["a"]);
    expectExact("[#tag]", ["tag"]);
  });

  it("before and after emoji, including joined and skin-tone emoji", () => {
    expectExact("🚀#launch", ["launch"]);
    expectExact("#launch🚀", ["launch"]);
    expectExact("👍🏽 #thanks 👨‍👩‍👧", ["thanks"]);
    expectExact("#🙂", []);
    expect(toLittleText("#🙂")).toBe("\\#🙂");
  });

  it("with accents (composed and decomposed) and other scripts", () => {
    expectExact("#café #cafe\u0301 #Straße", ["café", "cafe\u0301", "Straße"]);
    expectExact("#日本語 #привет #مرحبا #हिन्दी #한국어", ["日本語", "привет", "مرحبا", "हिन्दी", "한국어"]);
  });

  it("in Unicode bold, italic, bold-italic and monospace letters (Mathematical Alphanumeric Symbols)", () => {
    for (const style of ["bold", "italic", "boldItalic", "monospace"] as const) {
      const tag = toStyledText("Growth2026", style);
      expectExact(`Read #${tag} now`, [tag]);
      expectExact(`${toStyledText("C", style)}#`, []);
      // A styled letter is a word character: the # after it is not a hashtag.
      expectExact(`${toStyledText("C", style)}#sharp`, []);
    }
  });

  it("on several lines", () => {
    expectExact("First line\n#tag\nSecond #two\r\n#three", ["tag", "two", "three"]);
  });
});

describe("little text: digits, underscores, hyphens, apostrophes and dots next to and inside hashtags", () => {
  it("a # before a digit starts no hashtag under the documented reading: it is escaped, never sent raw", () => {
    expect(toLittleText("#1")).toBe("\\#1");
    expect(toLittleText("We are rank #1 again")).toBe("We are rank \\#1 again");
    expect(toLittleText("#2026 #3d #100DaysOfCode")).toBe("\\#2026 \\#3d \\#100DaysOfCode");
    for (const text of ["#1", "rank #1", "#1.", "(#1)", "#2026", "#3d", "#100DaysOfCode", "#٣", "#𝟬", "#1_000"])
      expectExact(text);
  });

  it("digits after the first letter stay in the hashtag", () => {
    expect(toLittleText("#web3 #a1b2")).toBe("#web3 #a1b2");
    expectExact("#web3 #a1b2 #COVID19", ["web3", "a1b2", "COVID19"]);
  });

  it("an underscore ends the hashtag and is escaped: the rest of the tag shows as typed", () => {
    expect(toLittleText("#customer_success")).toBe("#customer\\_success");
    expect(toLittleText("#snake_case_tag")).toBe("#snake\\_case\\_tag");
    expect(toLittleText("#_private")).toBe("\\#\\_private");
    expect(toLittleText("#tag_")).toBe("#tag\\_");
    expectExact("Learn #customer_success today", ["customer"]);
    expectExact("#snake_case_tag", ["snake"]);
    for (const text of ["#_private", "#_", "#__x", "_#tag", "a_#tag", "#a_#b", "#a_1", "#tag_"])
      expectExact(text, text.startsWith("#a") ? ["a"] : text === "#tag_" ? ["tag"] : []);
  });

  it("a # right after a digit or an underscore belongs to that word", () => {
    expect(toLittleText("1#tag _#tag")).toBe("1\\#tag \\_\\#tag");
    expectExact("1#tag _#tag 2026#goals", []);
  });

  it("hyphens, apostrophes and dots end a hashtag and are shown as typed", () => {
    expect(toLittleText("#a-b #tag's #node.js")).toBe("#a-b #tag's #node.js");
    expectExact("#a-b #tag's #node.js #end.", ["a", "tag", "node", "end"]);
    expectExact("#e-commerce #l'été #v1.2", ["e", "l", "v1"]);
    expectExact("#rock'n'roll #self-made.", ["rock", "self"]);
  });

  it("hyphens, apostrophes and dots before a # leave it a hashtag", () => {
    expectExact("-#tag '#tag .#tag", ["tag", "tag", "tag"]);
    expectExact("x-#tag it's#tag a.#tag", ["tag", "tag"]);
    expect(toLittleText("it's#tag")).toBe("it's\\#tag");
  });

  it("a # before a hyphen, an apostrophe, a dot or a digit after them is escaped", () => {
    for (const text of ["#-", "#'", "#.", "#-1", "#.5", "#'tag"]) expectExact(text);
    expect(toLittleText("#-tag")).toBe("\\#-tag");
  });
});

describe("little text: a # that is not a hashtag is escaped", () => {
  it("C#, F#, a lone #, # at the end, '# 1', '#' before punctuation", () => {
    expect(toLittleText("C# and F#")).toBe("C\\# and F\\#");
    expect(toLittleText("#")).toBe("\\#");
    expect(toLittleText("ends with #")).toBe("ends with \\#");
    expect(toLittleText("# 1")).toBe("\\# 1");
    expect(toLittleText("#!")).toBe("\\#!");
    expect(toLittleText("##tag")).toBe("\\##tag");
    for (const text of ["C# and F#", "#", "ends with #", "# 1", "#!", "#\u0301", "#-", "#\n"]) expectExact(text);
    expectExact("##tag", ["tag"]);
  });

  it("a # inside a word or right after a hashtag (#one#two)", () => {
    expect(toLittleText("abc#def")).toBe("abc\\#def");
    expect(toLittleText("#one#two")).toBe("#one\\#two");
    expectExact("#one#two", ["one"]);
    expectExact("é#x", []);
    expectExact("e\u0301#x", []);
  });
});

describe("little text: links", () => {
  it("keep # and _ as typed inside the link, never a hashtag", () => {
    const text = "Read https://example.com/a_b/#section and http://x.y/page#top?q=(1)";
    expect(toLittleText(text)).toBe("Read https://example.com/a\\_b/\\#section and http://x.y/page\\#top?q=\\(1\\)");
    expectExact(text);
  });

  it("a hashtag after a link is still a hashtag", () => {
    expectExact("https://example.com/#anchor #tag", ["tag"]);
    expectExact("HTTPS://EXAMPLE.COM/#A", []);
  });
});

describe("little text: mentions in LinkedIn's form stay intact", () => {
  it("person and organization mentions", () => {
    const text = "Thanks @[Ada Lovelace](urn:li:person:abc123XYZ) and @[Acme Inc.](urn:li:organization:2414183)!";
    expect(toLittleText(text)).toBe(text);
    expect(published(text).mentions).toEqual(["urn:li:person:abc123XYZ", "urn:li:organization:2414183"]);
    expectExact(text);
    const parsed = parseLittleText(toLittleText(text));
    expect(parsed.text).toBe("Thanks Ada Lovelace and Acme Inc.!");
  });

  it("a mention next to hashtags and reserved characters", () => {
    expectExact("(@[Ada](urn:li:person:a-b_c))#tag *", ["tag"]);
    expect(toLittleText("(@[Ada](urn:li:person:x))")).toBe("\\(@[Ada](urn:li:person:x)\\)");
  });
});

describe("hashtagRanges (for the preview)", () => {
  it("finds the hashtags the publisher keeps, in UTF-16 units", () => {
    const text = "C# #one 🚀#two https://x.y/#no #𝗯𝗼𝗹𝗱";
    expect(hashtagRanges(text).map(([s, e]) => text.slice(s, e))).toEqual(["#one", "#two", "#𝗯𝗼𝗹𝗱"]);
  });
});

describe("escapeLittleTextPlain", () => {
  it("escapes every reserved character, hashtag or not", () => {
    expect(escapeLittleTextPlain("#tag @x")).toBe("\\#tag \\@x");
  });
});

describe("the simulator's little-text parser (LinkedIn's reading)", () => {
  it("reads the long hashtag template, mentions as their names, and stops at a backslash before a plain character", () => {
    expect(parseLittleText("{hashtag|\\#|growth} now")).toMatchObject({
      elements: [
        { type: "hashtag", tag: "growth" },
        { type: "text", text: " now" },
      ],
      text: "#growth now",
      written: "#growth now",
      truncated: false,
    });
    expect(parseLittleText("Hi @[Ada](urn:li:person:x)!").text).toBe("Hi Ada!");
    expect(parseLittleText("a\\b")).toMatchObject({ text: "a", truncated: true, cutAt: 1 });
    expect(parseLittleText("end\\")).toMatchObject({ text: "end", truncated: true });
    expect(parseLittleText("{hashtag|#|x}")).toMatchObject({ text: "", truncated: true });
    expect(parseLittleText("🙂 C#")).toMatchObject({ text: "🙂 C", truncated: true, cutAt: 4 });
  });
});

const PIECES = [
  ...LITTLE_TEXT_RESERVED,
  ..."aZé日я٣0 9",
  "e\u0301",
  "\u0301",
  " ",
  "  ",
  "\n",
  "\r\n",
  "\t",
  "🙂",
  "👍🏽",
  "👨‍👩‍👧",
  "𝗯",
  "𝘪",
  "𝟬",
  "#",
  "#tag",
  "C#",
  "1)",
  "https://",
  "http://x.y/",
  "@[Ada](urn:li:person:abc)",
  "@[Acme](urn:li:organization:1)",
  "{hashtag|\\#|x}",
  "\\",
  "#1",
  "#2026",
  "_",
  "#a_b",
  "-",
  "'",
  ".",
  "1",
  "#x",
];

describe("little text: round trip (property)", () => {
  it("both readings give back exactly the input, uncut, with the same hashtags, for 5,000 random texts (and its length)", () => {
    for (let seed = 1; seed <= 5000; seed++) {
      const next = mulberry32(seed);
      const length = Math.floor(next() * 30);
      let text = "";
      for (let k = 0; k < length; k++) text += PIECES[Math.floor(next() * PIECES.length)];
      const escaped = toLittleText(text);
      if (littleTextLength(text) !== escaped.length)
        expect.fail(`seed ${seed}: littleTextLength ${littleTextLength(text)}, sent ${escaped.length}`);
      const kept = hashtagRanges(text).map(([start, end]) => text.slice(start + 1, end));
      for (const reading of READINGS) {
        const parsed = parseLittleText(escaped, reading);
        const tags = parsed.elements.flatMap((e) => (e.type === "hashtag" ? [e.tag] : []));
        if (parsed.truncated || parsed.written !== text || JSON.stringify(tags) !== JSON.stringify(kept))
          expect.fail(
            `seed ${seed}, ${reading}: ${JSON.stringify(text)} -> ${JSON.stringify(escaped)} -> ${JSON.stringify(parsed)}`,
          );
      }
    }
  });
});
