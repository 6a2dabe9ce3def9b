/**
 * Reading a model's text as JSON, tolerantly: reasoning models put `<think>...</think>` before the answer (LM Studio,
 * vLLM without a reasoning parser), servers without structured output wrap it in a code fence or open with a sentence.
 */

const THINK_OPEN = "<think>";
const THINK_CLOSE = "</think>";

/** The text without its leading reasoning; `thinking` while the reasoning is still open (or may be opening). */
export function withoutReasoning(text: string): { answer: string; thinking: boolean } {
  const start = text.trimStart();
  if (!start.startsWith(THINK_OPEN)) {
    // "<thi" could be the start of a think tag: nothing is answer yet
    return THINK_OPEN.startsWith(start) && start.length > 0
      ? { answer: "", thinking: true }
      : { answer: text, thinking: false };
  }
  const end = start.indexOf(THINK_CLOSE);
  if (end < 0) return { answer: "", thinking: true };
  return { answer: start.slice(end + THINK_CLOSE.length), thinking: false };
}

/** The JSON object's text in an answer: from its first `{` to its last `}` (fences and prose around it dropped). */
export function jsonText(answer: string, complete = true): string | undefined {
  const start = answer.indexOf("{");
  if (start < 0) return undefined;
  if (!complete) return answer.slice(start).replace(/`{1,3}\s*$/, "");
  const end = answer.lastIndexOf("}");
  return end > start ? answer.slice(start, end + 1) : answer.slice(start);
}

/** The JSON value of a complete answer, or the problem to tell the model. */
export function parseAnswer(text: string): { ok: true; value: unknown; json: string } | { ok: false; problem: string } {
  const { answer } = withoutReasoning(text);
  const json = jsonText(answer);
  if (json === undefined) return { ok: false, problem: "the answer holds no JSON object" };
  try {
    return { ok: true, value: JSON.parse(json), json };
  } catch (err) {
    return { ok: false, problem: `the answer is not valid JSON (${(err as Error).message})` };
  }
}
