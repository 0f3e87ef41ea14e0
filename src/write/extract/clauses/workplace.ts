/**
 * A job told with its workplace: "I'm a <role> at <Org>", "I work at <Org> in <City>". Two readings live here:
 * - the frame "a <noun> at <Org>" shows the noun is a job, so an agent noun by its shape is a role there ("a data
 *   wrangler at 4Sight", "an apprentice clockmaker at Thackeray & Sons"), not only a word of the role lexicon; a noun
 *   of standing with an organisation that is no job ("a customer at", "a member at", "a volunteer at") is none;
 * - a place right after the employer's name ("at Marlowe's Kitchen in Hobart", "for Halden-Price out of Wellington")
 *   is where the user works, kept in the employer's fact (the workplace may be a commute away, so no location field); a department
 *   ("at Google in Marketing") is no place.
 */
import type { Token } from './nlp.js';
import { fieldFact, freeFact, lowerOf, orgAfter, orgRun, phrase, roleAt, type Draft } from './phrases.js';
import { roleOrg } from './occupation.js';
import { placeRun } from './register.js';
import { result, type StatementResult } from './result.js';
import { OCCASION, ORG_WORD, STAY } from './words.js';

/** A standing with an organisation that is no job: custom, membership, care, study, support, a visit. */
const STANDING =
  /^(customer|client|member|subscriber|shareholder|stakeholder|investor|visitor|volunteer|guest|patron|holder|passenger|regular|beginner|newcomer|player|supporter|fan|patient|resident|tenant|donor|alumnus|alumna|alumni|graduate|student|learner|attendee|participant|trainee|applicant|candidate|user|owner|lodger|boarder|diner|shopper|reader|viewer|listener|follower|ambassador)s?$/;
/** Units of an organisation that follow "in" without being a place ("at Google in Marketing"). */
export const DEPARTMENT =
  /^(sales|marketing|finance|engineering|operations|ops|legal|research|accounts|accounting|procurement|it|hr|support|compliance|product|design|admin|administration|logistics|security|payroll|recruitment|recruiting|communications|comms|pr|infrastructure|manufacturing|production|retail|tech|technology|development|management|consulting|audit|tax|treasury|strategy|editorial|policy|data|analytics|quality|purchasing|facilities|customer|service|services|training|education|health|medicine|surgery|radiology|paediatrics|pediatrics|oncology|cardiology|emergency|a&e|icu|outpatients)$/i;
/** Being students at a place, not employed there. */
const STUDENT = /\b(student|pupil|undergrad|undergraduate|postgrad|postgraduate|fresher|schoolgirl|schoolboy)$/i;

/** The organisation right after index `at` of `c` ("at X", "for X", "with X Ltd"), with where its name ends. */
function orgAt(c: readonly Token[], at: number): { org: string; end: number } | null {
  const p = c[at]?.lower;
  if (p !== 'at' && p !== 'for' && p !== 'with') return null;
  const k = c[at + 1]?.lower === 'the' ? at + 2 : at + 1;
  const run = orgRun(c, k);
  if (run.length === 0) return null;
  // "with Maria" is a person; with an organisation's word ("with Tinderbox Theatre", "with Acme Ltd") it is a workplace.
  if (
    p === 'with' &&
    !(
      ORG_WORD.test(run[run.length - 1]?.text ?? '') ||
      /^(theatre|theater|company|trust|council|service|hospital|clinic|museum|school|college|university|academy|orchestra|foundation|institute|centre|center|charity)$/i.test(
        run[run.length - 1]?.text ?? '',
      )
    )
  )
    return null;
  return { org: phrase(run), end: k + run.length };
}

/** A role whose head noun names a job by its shape, licensed by the organisation right after it; null otherwise. */
export function roleBeforeOrg(c: readonly Token[], i: number): { value: string; end: number } | null {
  const role = roleAt(c, i, 'any');
  if (!role) return null;
  const head = role.value.split(/\s+/).pop() ?? '';
  if (STANDING.test(head)) return null;
  return orgAt(c, role.end) ? role : null;
}

/** A place right after an employer named in `c` ("… at Acme in Hobart", "… out of Wellington"), or null. */
export function placeBesideOrg(c: readonly Token[], org: string, lower: boolean): string | null {
  if (STAY.test(lowerOf(c).join(' '))) return null;
  for (let i = 0; i < c.length; i++) {
    const found = orgAt(c, i);
    if (!found || found.org !== org) continue;
    let k = found.end;
    if (c[k]?.text === ',' && c[k + 1]?.lower === 'based') k++;
    if (c[k]?.lower === 'based') k++;
    const from = c[k]?.lower === 'in' ? k + 1 : c[k]?.lower === 'out' && c[k + 1]?.lower === 'of' ? k + 2 : -1;
    if (from < 0 || c[from]?.lower === 'the') return null;
    const place = placeRun(c, from, lower);
    if (place.length === 0 || place.some((t) => /\d/.test(t.text))) return null;
    const last = place[place.length - 1] as Token;
    if (DEPARTMENT.test(last.text) || ORG_WORD.test(last.text)) return null;
    return phrase(place);
  }
  return null;
}

/** With an employer read and no place, the place said right after the employer's name, kept in the employer's fact. */
export function withWorkplace(read: StatementResult, c: readonly Token[], lower: boolean): StatementResult {
  const drafts = read.drafts;
  const employer = drafts.find((d) => d.profile?.key === 'employer');
  if (!employer || drafts.some((d) => d.profile?.key === 'location')) return read;
  const place = placeBesideOrg(c, employer.profile?.value ?? '', lower);
  // Where the workplace is need not be where the user lives (a commute): said in the employer's fact, no location field.
  const content = `${employer.content.replace(/\.$/, '')} in ${place ?? ''}.`;
  return place ? { ...read, drafts: drafts.map((d) => (d === employer ? { ...d, content } : d)) } : read;
}

/** "I'm a <role> (at <Org>) (in <City>)": the role, its employer (or school) and place; undefined when no role is said. */
export function readRole(
  c: readonly Token[],
  ctx: { change: string | null; clause: readonly Token[]; lower: boolean; spanned: boolean },
  team: { value: string } | null,
): StatementResult | undefined {
  const i = c[0]?.lower === 'now' ? 1 : 0;
  const role = roleAt(c, i, ctx.spanned ? 'compound' : 'no') ?? roleBeforeOrg(c, i);
  if (role && OCCASION.test(lowerOf(ctx.clause).join(' '))) return result({ about: 'user' });
  if (!role || /^(fan|person)$/.test(role.value)) return undefined;
  const drafts: Draft[] = [fieldFact('role', role.value)];
  if (team) drafts.push(fieldFact('team', team.value));
  const org = orgAfter(c.slice(role.end), ['at']) ?? roleOrg(c, role.end) ?? orgAt(c, role.end)?.org ?? null;
  // "a student at St. John's College": where the user studies, not an employer.
  if (org) drafts.push(STUDENT.test(role.value) ? freeFact(`I study at ${org}`, 'fact', 0.7) : fieldFact('employer', org));
  // "a GP in Leeds": where the user works and lives, said with the role.
  const place = c[role.end]?.lower === 'in' ? placeRun(c, role.end + 1, ctx.lower) : [];
  if (place.length > 0 && !org && !STAY.test(lowerOf(ctx.clause).join(' '))) drafts.push(fieldFact('location', phrase(place)));
  return result({ drafts, change: ctx.change });
}
