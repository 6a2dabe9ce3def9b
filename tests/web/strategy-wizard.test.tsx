// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { QUESTION_IDS, type StrategyQuestion } from "@contracts/strategy/schemas";
import { QuestionCard } from "@/features/strategy/components/question-card";
import {
  answersForSave,
  localAnswersKey,
  mergeAnswers,
  readLocalAnswers,
  writeLocalAnswers,
} from "@/features/strategy/local-answers";
import { setupTestI18n } from "./test-i18n";

beforeAll(async () => {
  await setupTestI18n();
});

const q = (id: string, type: StrategyQuestion["type"], values: string[] | null = null): StrategyQuestion => ({
  id,
  order: 1,
  type,
  text: `Question ${id.slice(-1)}`,
  options: values,
  values,
  language: "en",
  textEn: "",
  textFr: "",
  optionsEn: values,
  optionsFr: values,
  conditionalLogic: null,
  createdAt: "",
});

const formats = q(QUESTION_IDS.formats, "multiselect", ["Carousels", "Polls", "Videos"]);
const frequency = q(QUESTION_IDS.frequency, "select", ["Daily", "Monthly"]);
const topics = q(QUESTION_IDS.topics, "text");
const stories = q(QUESTION_IDS.personalStories, "checkbox");
const questions = [formats, frequency, topics, stories];

describe("stored answers", () => {
  beforeEach(() => localStorage.clear());

  it("normalises local answers over the server's and drops wrong types", () => {
    const local = {
      answers: { [formats.id]: "Carousels, 3, Polls", [frequency.id]: ["Monthly", "Daily"], [stories.id]: "yes" },
      unsaved: true,
    };
    const merged = mergeAnswers(questions, { [topics.id]: "AI", [stories.id]: true }, local);
    expect(merged.answers).toEqual({
      [formats.id]: ["Carousels", "Polls"],
      [frequency.id]: "Monthly",
      [topics.id]: "AI",
    });
    expect(merged.unsaved).toBe(true);
    expect(merged.dropped).toBe(true);
  });

  it("reads back what it writes, ignores corrupt JSON", () => {
    writeLocalAnswers(localStorage, "u1", { answers: { [topics.id]: "AI" }, unsaved: true });
    expect(readLocalAnswers(localStorage, "u1")).toEqual({ answers: { [topics.id]: "AI" }, unsaved: true });
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    localStorage.setItem(localAnswersKey("u2"), "{not json");
    expect(readLocalAnswers(localStorage, "u2")).toBeNull();
    spy.mockRestore();
  });

  it("saves valid answers and deletes unanswered ones", () => {
    expect(answersForSave(questions, { [topics.id]: "AI", [formats.id]: [] })).toEqual({
      [formats.id]: null,
      [frequency.id]: null,
      [topics.id]: "AI",
      [stories.id]: null,
    });
  });
});

describe("QuestionCard", () => {
  const renderCard = (question: StrategyQuestion, value: unknown, index = 1, total = 4, review = false) => {
    const onNext = vi.fn();
    const onChange = vi.fn();
    render(
      <QuestionCard
        question={question}
        index={index}
        total={total}
        value={value as never}
        onChange={onChange}
        onPrevious={() => {}}
        onNext={onNext}
        review={review}
        finishing={false}
      />,
    );
    return { onNext, onChange };
  };

  it("shows the counter, disables Previous on step 1 and labels the last step Finish", () => {
    renderCard(topics, "", 1, 1);
    expect(screen.getByText("Question 1 of 1")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Previous" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole("button", { name: "Finish" })).toBeTruthy();
  });

  it.each([
    [topics, "", "Please provide an answer"],
    [frequency, "", "Please select an option"],
    [formats, [], "Please select at least one option"],
  ] as const)("rejects an empty %s answer", (question, value, message) => {
    const { onNext } = renderCard(question, value);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("alert").textContent).toBe(message);
    expect(onNext).not.toHaveBeenCalled();
  });

  it("records multiselect changes at once and moves on with a valid answer", () => {
    const { onNext, onChange } = renderCard(formats, ["Polls"]);
    fireEvent.click(screen.getByRole("checkbox", { name: "Carousels" }));
    expect(onChange).toHaveBeenCalledWith(["Polls", "Carousels"], true);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(onNext).toHaveBeenCalled();
  });

  it("asks yes/no questions with an explicit Yes / No choice and no default", () => {
    const { onNext, onChange } = renderCard(stories, undefined);
    const group = screen.getByRole("radiogroup", { name: "Question b" });
    expect(group.getAttribute("aria-required")).toBe("true");
    const yes = screen.getByRole("radio", { name: "Yes" }) as HTMLInputElement;
    const no = screen.getByRole("radio", { name: "No" }) as HTMLInputElement;
    expect(yes.checked || no.checked).toBe(false);
    // Left unanswered: refused, nothing recorded (it used to record "No" silently).
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("alert").textContent).toBe("Please provide an answer");
    expect(onChange).not.toHaveBeenCalled();
    expect(onNext).not.toHaveBeenCalled();
    fireEvent.click(no);
    expect(onChange).toHaveBeenCalledWith(false, true);
  });

  it("shows a recorded No as No, and moves on", () => {
    const { onNext } = renderCard(stories, false);
    expect((screen.getByRole("radio", { name: "No" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("radio", { name: "Yes" }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(onNext).toHaveBeenCalled();
  });

  it("locks the answer in review mode", () => {
    renderCard(topics, "AI", 2, 4, true);
    expect(screen.getByText("Review Mode - Answers cannot be changed")).toBeTruthy();
    expect((screen.getByRole("textbox") as HTMLTextAreaElement).closest("fieldset")?.disabled).toBe(true);
  });
});
