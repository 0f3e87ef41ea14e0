/**
 * The skills index of the episodic block: the relevant skills' names and descriptions, within a
 * small share of the context budget, never their bodies (those are loaded on demand).
 */
import { packLines, type PackedBlock } from '../../read/pack/blocks.js';
import type { Tokenizer } from '../../read/pack/tokens.js';
import { skillLine, type SkillSummary } from './skills.js';

/** Heading of the skills index in the episodic block. */
export const SKILLS_HEADER = '## Skills (load one by name with load_skill before following it)';
/** The share of a context budget the skills index may use. */
export const SKILLS_BUDGET_SHARE = 0.1;

/** The skills index packed within its share of `budget`, and the skills that fit in it. */
export function skillsIndex(
  skills: readonly SkillSummary[],
  budget: number,
  perLine: number,
  tokenizer: Tokenizer,
): { block: PackedBlock; listed: SkillSummary[] } {
  const block = packLines(
    SKILLS_HEADER,
    skills.map((s) => ({ id: null, line: skillLine(s) })),
    Math.floor(budget * SKILLS_BUDGET_SHARE),
    perLine,
    tokenizer,
  );
  return { block, listed: skills.filter((s) => block.text.includes(`\n- ${s.name}:`)) };
}

/** The episodic block with the skills index after the memories (a blank line between counts as 2 tokens). */
export function withSkills(memories: PackedBlock, skills: PackedBlock): PackedBlock {
  if (skills.tokens === 0) return memories;
  if (memories.tokens === 0) return skills;
  return { ...memories, text: `${memories.text}\n\n${skills.text}`, tokens: memories.tokens + 2 + skills.tokens };
}
