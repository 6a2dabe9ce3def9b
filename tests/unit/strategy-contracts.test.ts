import { describe, expect, it } from "vitest";
import { llmStrategySchema } from "../../src/server/modules/strategy/llm-generator";
import { isUuidShaped } from "../../src/contracts/ids";
import {
  createPillarSchema,
  PILLAR_TEXT_LIMITS,
  pillarContentSchema,
  updatePillarSchema,
  firstStep,
  normalizeAnswer,
  normalizeAnswers,
  conditionalLogicSchema,
  parseConditionalLogic,
  parseOptions,
  progressPercent,
  splitList,
  STRATEGY_CODES as M,
  validateAnswer,
  STRATEGY_LIMITS,
  visibleQuestions,
  type QuestionLike,
} from "../../src/contracts/strategy/schemas";

const text: QuestionLike = { id: "11111111-1111-4111-8111-111111111111", type: "text" };
const select: QuestionLike = {
  id: "22222222-2222-4222-8222-222222222222",
  type: "select",
  options: ["Quotidien", "Mensuel"],
  values: ["Daily", "Monthly"],
};
const multi: QuestionLike = {
  id: "33333333-3333-4333-8333-333333333333",
  type: "multiselect",
  options: ["A", "B", "C"],
};
const check: QuestionLike = { id: "44444444-4444-4444-8444-444444444444", type: "checkbox" };
const cond: QuestionLike = {
  id: "55555555-5555-4555-8555-555555555555",
  type: "text",
  conditionalLogic: { showIf: { questionId: select.id, equals: "Daily" } },
};
const condOnHidden: QuestionLike = {
  id: "66666666-6666-4666-8666-666666666666",
  type: "checkbox",
  conditionalLogic: { showIf: { questionId: cond.id, anyOf: ["yes"] } },
};
const condOnCheck: QuestionLike = {
  id: "77777777-7777-4777-8777-777777777777",
  type: "text",
  conditionalLogic: { showIf: { questionId: check.id, equals: true } },
};
const condOnMulti: QuestionLike = {
  id: "88888888-8888-4888-8888-888888888888",
  type: "text",
  conditionalLogic: { showIf: { questionId: multi.id, anyOf: ["B", "Z"] } },
};

describe("parseOptions (SPEC §3)", () => {
  it("reads lists and JSON text of lists", () => {
    expect(parseOptions(["a", "b"])).toEqual(["a", "b"]);
    expect(parseOptions('["a","b"]')).toEqual(["a", "b"]);
    expect(parseOptions('["a",1,"b"]')).toEqual(["a", "b"]);
  });
  it("turns unparseable text into a one-item list, anything else into null", () => {
    expect(parseOptions("just text")).toEqual(["just text"]);
    expect(parseOptions('"quoted"')).toEqual(["quoted"]);
    expect(parseOptions("42")).toBeNull();
    expect(parseOptions('{"a":1}')).toBeNull();
    expect(parseOptions("")).toBeNull();
    expect(parseOptions(null)).toBeNull();
    expect(parseOptions(7)).toBeNull();
  });
});

describe("normalizeAnswer (SPEC §4)", () => {
  it("splits multiselect text on commas and drops single-digit items", () => {
    expect(splitList("A, 1,B ,, 22, 9")).toEqual(["A", "B", "22"]);
    expect(normalizeAnswer(multi, "A, 3, B")).toEqual(["A", "B"]);
    expect(normalizeAnswer(multi, ["A", "A", "B"])).toEqual(["A", "B"]);
  });
  it("takes the first item of a list for a select, and maps labels to values", () => {
    expect(normalizeAnswer(select, ["Monthly", "Daily"])).toBe("Monthly");
    expect(normalizeAnswer(select, "Quotidien")).toBe("Daily");
    expect(normalizeAnswer(select, "daily")).toBe("Daily");
    expect(normalizeAnswer(select, [])).toBeUndefined();
  });
  it("drops wrong types", () => {
    expect(normalizeAnswer(text, 3)).toBeUndefined();
    expect(normalizeAnswer(text, ["a"])).toBeUndefined();
    expect(normalizeAnswer(select, true)).toBeUndefined();
    expect(normalizeAnswer(multi, [1, 2])).toBeUndefined();
    expect(normalizeAnswer(check, "true")).toBeUndefined();
    expect(normalizeAnswer(check, false)).toBe(false);
  });
  it("normalises a whole answer map, dropping unknown questions", () => {
    expect(
      normalizeAnswers([text, select, check], { [text.id]: "x", [select.id]: ["Daily"], [check.id]: "no", other: "y" }),
    ).toEqual({
      [text.id]: "x",
      [select.id]: "Daily",
    });
  });
});

describe("validateAnswer (SPEC §5)", () => {
  it("gives the SPEC messages, by code", () => {
    expect(validateAnswer(text, "")).toBe(M.answerRequired);
    expect(validateAnswer(text, "  ")).toBe(M.answerRequired);
    expect(validateAnswer(text, "ok")).toBeNull();
    expect(validateAnswer(select, "")).toBe(M.selectRequired);
    expect(validateAnswer(select, "Weekly")).toBe(M.selectRequired);
    expect(validateAnswer(select, "Daily")).toBeNull();
    expect(validateAnswer(multi, [])).toBe(M.multiselectRequired);
    expect(validateAnswer(multi, ["Z"])).toBe(M.multiselectRequired);
    expect(validateAnswer(multi, ["A", "C"])).toBeNull();
    expect(validateAnswer(check, false)).toBeNull();
    expect(validateAnswer(check, undefined)).toBe(M.answerRequired);
  });
  it("limits the length of every answer (SPEC: 2,000 characters) and the number of items", () => {
    const max = STRATEGY_LIMITS.answerTextMax;
    expect(validateAnswer(text, "x".repeat(max))).toBeNull();
    expect(validateAnswer(text, "x".repeat(max + 1))).toBe(M.answerTooLong);
    expect(validateAnswer(text, "x".repeat(900_000))).toBe(M.answerTooLong);
    const free: QuestionLike = { id: "99999999-9999-4999-8999-999999999999", type: "multiselect" };
    const freeSelect: QuestionLike = { id: "99999999-9999-4999-8999-99999999999a", type: "select" };
    expect(validateAnswer(freeSelect, "x".repeat(max + 1))).toBe(M.answerTooLong);
    expect(validateAnswer(free, ["ok", "x".repeat(max + 1)])).toBe(M.answerTooLong);
    const items = Array.from({ length: STRATEGY_LIMITS.answerItemsMax + 1 }, (_, i) => `item ${i}`);
    expect(validateAnswer(free, items.slice(1))).toBeNull();
    expect(validateAnswer(free, items)).toBe(M.tooManyItems);
  });
  it("recognises UUID-shaped keys only", () => {
    expect(isUuidShaped(text.id)).toBe(true);
    expect(isUuidShaped("")).toBe(false);
    expect(isUuidShaped("q1")).toBe(false);
    expect(isUuidShaped(` ${text.id}`)).toBe(false);
    expect(isUuidShaped(`${text.id} `)).toBe(false);
  });
});

describe("conditional logic, progress and the first step", () => {
  const all = [text, select, cond, condOnHidden, multi, check, condOnCheck, condOnMulti];

  it("parses conditional_logic JSON text and ignores shapes it does not know", () => {
    expect(parseConditionalLogic(JSON.stringify(cond.conditionalLogic))).toEqual(cond.conditionalLogic);
    expect(parseConditionalLogic("{bad")).toBeNull();
    expect(parseConditionalLogic({ showIf: { questionId: "x", equals: 1 } })).toBeNull();
    expect(parseConditionalLogic(null)).toBeNull();
  });

  it("shows a conditional question only when the earlier answer matches", () => {
    const ids = (a: Record<string, any>) => visibleQuestions(all, a).map((q) => q.id);
    expect(ids({})).toEqual([text.id, select.id, multi.id, check.id]);
    expect(ids({ [select.id]: "Monthly" })).not.toContain(cond.id);
    expect(ids({ [select.id]: "Daily" })).toContain(cond.id);
    // a question depending on a hidden one stays hidden, even with a matching stale answer
    expect(ids({ [select.id]: "Monthly", [cond.id]: "yes" })).not.toContain(condOnHidden.id);
    expect(ids({ [select.id]: "Daily", [cond.id]: "yes" })).toContain(condOnHidden.id);
    expect(ids({ [check.id]: true })).toContain(condOnCheck.id);
    expect(ids({ [check.id]: false })).not.toContain(condOnCheck.id);
    expect(ids({ [multi.id]: ["A", "B"] })).toContain(condOnMulti.id);
    expect(ids({ [multi.id]: ["A"] })).not.toContain(condOnMulti.id);
  });

  it("computes progress over shown questions, rounded down", () => {
    expect(progressPercent(all, {})).toBe(0);
    expect(progressPercent(all, { [text.id]: "x" })).toBe(25);
    expect(progressPercent(all, { [text.id]: "x", [select.id]: "Daily" })).toBe(40); // 2 of 5 shown
    expect(progressPercent([text, select, multi], { [text.id]: "x" })).toBe(33);
    expect(progressPercent([], {})).toBe(0);
  });

  it("opens on the first unanswered question, or the results step", () => {
    expect(firstStep(all, {})).toBe(1);
    expect(firstStep(all, { [text.id]: "x", [select.id]: "Monthly" })).toBe(3);
    const done = { [text.id]: "x", [select.id]: "Monthly", [multi.id]: ["A"], [check.id]: false };
    expect(firstStep(all, done)).toBe(5);
    expect(firstStep(all, {}, true)).toBe(5);
    expect(firstStep(all, { ...done, [select.id]: "Daily" })).toBe(3); // now the conditional question shows
  });
});

describe("the zod-free conditional-logic reader", () => {
  it("accepts and rejects exactly what the API's zod schema does", () => {
    const id = "00000000-0000-4000-8000-000000000002";
    const cases: unknown[] = [
      { showIf: { questionId: id, equals: "Yes" } },
      { showIf: { questionId: id, equals: false, extra: 1 } },
      { showIf: { questionId: id, anyOf: ["A", "B"] } },
      { showIf: { questionId: id, anyOf: [] } },
      { showIf: { questionId: id, anyOf: ["A", 2] } },
      { showIf: { questionId: id, equals: 3, anyOf: ["A"] } },
      { showIf: { questionId: ` ${id}`, equals: "Yes" } },
      { showIf: { questionId: id } },
      { showIf: [id] },
      { other: 1 },
      null,
      ["x"],
    ];
    for (const value of cases) {
      const parsed = conditionalLogicSchema.safeParse(value);
      expect(parseConditionalLogic(value)).toEqual(parsed.success ? parsed.data : null);
    }
  });
});

describe("one pillar field list", () => {
  const pillar = {
    name: "Lessons",
    description: "d",
    purpose: "p",
    targetAudience: "a",
    formats: ["Carousels"],
    engagementStyle: "e",
    frequency: "Once a week",
  };

  it("create, update and the LLM's answer share the pillar's fields and limits", () => {
    const fields = Object.keys(pillarContentSchema.shape).sort();
    expect(Object.keys(updatePillarSchema.shape).sort()).toEqual([...fields, "isActive"].sort());
    expect(Object.keys(createPillarSchema.shape).sort()).toEqual([...fields, "isActive", "strategyId"].sort());
    const llm = llmStrategySchema(1).shape.pillars.element;
    expect(Object.keys(llm.shape).sort()).toEqual(fields);
    for (const [field, max] of Object.entries(PILLAR_TEXT_LIMITS)) {
      const long = { ...pillar, [field]: "x".repeat(max + 1) };
      expect(updatePillarSchema.safeParse(long).success, field).toBe(false);
      expect(llm.safeParse(long).success, field).toBe(false);
      expect(llm.safeParse({ ...pillar, [field]: "x".repeat(max) }).success, field).toBe(true);
    }
  });

  it("PATCH ignores empty texts; the LLM must fill every one", () => {
    const llm = llmStrategySchema(1).shape.pillars.element;
    for (const field of Object.keys(PILLAR_TEXT_LIMITS)) {
      expect(updatePillarSchema.safeParse({ [field]: "" }).success, field).toBe(true);
      expect(llm.safeParse({ ...pillar, [field]: " " }).success, field).toBe(false);
    }
    expect(updatePillarSchema.safeParse({ frequency: "" }).success).toBe(true);
    expect(createPillarSchema.safeParse({ strategyId: "s", name: "" }).error?.issues[0]?.message).toBe("NAME_REQUIRED");
    expect(updatePillarSchema.safeParse({ formats: [] }).error?.issues[0]?.message).toBe("FORMATS_REQUIRED");
  });
});
