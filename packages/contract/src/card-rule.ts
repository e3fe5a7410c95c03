/*
 * A library's card-number rule (issue 26; docs/decisions/039): cards that do not follow it are refused before any
 * library system is asked. A prefix, or a pattern in a small, safe part of the regular expression language: the
 * pattern is matched against the whole card number (anchored), ignoring case, and is refused when it could make
 * matching slow (a quantified group, a back-reference, a look-around, more than a few repetitions).
 */

export const CARD_RULE_KINDS = ['none', 'prefix', 'pattern'] as const;
export type CardRuleKind = (typeof CARD_RULE_KINDS)[number];

/** The longest prefix (a card number is at most 32 letters or digits) and the longest pattern. */
export const CARD_PREFIX_MAX = 31;
export const CARD_PATTERN_MAX = 100;
/** Variable repetitions (`*`, `+`, `?`, `{n,m}`) a pattern may hold: with 32 characters at most, few enough. */
export const CARD_PATTERN_MAX_REPETITIONS = 4;

const PREFIX = /^[A-Za-z0-9]+$/;

/** Why a card-number rule cannot be used (an English sentence for the field), or null when it can. */
export function cardRuleProblem(kind: CardRuleKind, rule: string): string | null {
  if (kind === 'none') return null;
  if (rule === '') return 'is required for this kind of rule';
  if (kind === 'prefix') {
    if (rule.length > CARD_PREFIX_MAX) return `must be at most ${CARD_PREFIX_MAX} characters`;
    return PREFIX.test(rule) ? null : 'must be letters or digits';
  }
  if (rule.length > CARD_PATTERN_MAX) return `must be at most ${CARD_PATTERN_MAX} characters`;
  if (/\\[1-9]|\\k</.test(rule)) return 'must not refer back to a group';
  if (/\(\?<?[=!]/.test(rule)) return 'must not look ahead or behind';
  // A repeated group, e.g. (a+)+ or (a|a)*, can take exponential time: only single characters and classes repeat.
  if (/\)(?:[*+?]|\{\d)/.test(rule)) return 'must not repeat a group';
  const repetitions = rule.match(/(?<![\\(])(?:[*+?]|\{\d+,\d*\})/g)?.length ?? 0;
  if (repetitions > CARD_PATTERN_MAX_REPETITIONS)
    return `must hold at most ${CARD_PATTERN_MAX_REPETITIONS} repetitions`;
  try {
    new RegExp(`^(?:${rule})$`, 'iu');
  } catch {
    return 'is not a valid pattern';
  }
  return null;
}

/** The test of a card number against a rule already accepted by cardRuleProblem. */
export function cardRuleTest(kind: CardRuleKind, rule: string): (cardNumber: string) => boolean {
  if (kind === 'none' || rule === '') return () => true;
  if (kind === 'prefix') {
    const prefix = rule.toLowerCase();
    return (cardNumber) => cardNumber.toLowerCase().startsWith(prefix);
  }
  const pattern = new RegExp(`^(?:${rule})$`, 'iu');
  return (cardNumber) => pattern.test(cardNumber);
}
