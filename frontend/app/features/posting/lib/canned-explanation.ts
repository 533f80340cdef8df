/**
 * Typing a title while the explanation is blank fills in a canned explanation, chosen by
 * developer or engineer, data, designer, manager, or else a generic one (checked in that order).
 */
const EXPLANATIONS = {
  engineering:
    "Join our engineering team to design, build and ship reliable software that our users depend on every day.",
  data: "Turn our data into decisions: build pipelines, models and analyses that shape how the business grows.",
  design:
    "Shape how people experience our product: research, prototype and design interfaces that are clear and delightful.",
  management:
    "Lead a talented team: set direction, remove obstacles and help people do the best work of their careers.",
  generic:
    "Join a growing team where your skills make a real difference, with room to learn, grow and own your work.",
} as const;

export function cannedExplanation(title: string): string {
  const text = title.toLowerCase();
  if (text.includes("developer") || text.includes("engineer")) return EXPLANATIONS.engineering;
  if (text.includes("data")) return EXPLANATIONS.data;
  if (text.includes("designer")) return EXPLANATIONS.design;
  if (text.includes("manager")) return EXPLANATIONS.management;
  return EXPLANATIONS.generic;
}

/**
 * The explanation after a title edit, or null to leave it alone. It is filled while blank, and it
 * keeps following the title while it still holds the text we filled in (so 'S', 'Se', ... 'Senior
 * Developer' ends with the developer text); once the employer edits it, it is theirs.
 */
export function explanationAfterTitleChange(title: string, explanation: string): string | null {
  const blank = explanation.trim() === "";
  const ours = (Object.values(EXPLANATIONS) as string[]).includes(explanation);
  if (!blank && !ours) return null;
  if (title.trim() === "") return ours ? "" : null;
  const next = cannedExplanation(title);
  return next === explanation ? null : next;
}
