/**
 * "The organisation I work for" read by the shape of the whole turn, when the clause readers found no employer (they
 * read "I work at/for <Org>", "a <role> at <Org>"). One reading, by where the organisation stands to the user:
 *
 * - the organisation as the subject of paying the user: "<Org> pays my wages" ("my dad's wages" is someone else's);
 * - the organisation said first, then a dash and a clause that places the user's job in it by a pointer back
 *   ("<Org> - that's the firm, I'm a <role> there", "<Org> — been their <role> since 2022");
 * - the user "at" it with a team of it ("I'm at <Org>, <team> team"), or a job "with" it ("a <role> w/ <Org>", "w"
 *   for "with"), where the name must read as an organisation's (a legal form, an organisation's word, initials in
 *   capitals, or a plural common noun closing it: "Surveys", "Works"), never a person's.
 *
 * An organisation's name: capitalised words, initials ("N.E."), "&", partners' names set apart by commas, and a
 * legal form ("Pty Ltd", "LLP", "S.à r.l.", "S.A."). Each edit passes the write-safety gate.
 */
import { gateEdits } from '../gate.js';
import { fieldDraft, type Known } from './known.js';
import { inLexicon } from './nlp.js';
import { ROLE_HEAD, type Draft } from './phrases.js';
import { ORG_WORD } from './words.js';
import { DEPARTMENT } from './workplace.js';

const NAME = String.raw`(?:\p{Lu}|\d)[\p{L}\p{N}'’.\-/@&]*`;
const LEGAL = String.raw`(?:Pty\.?\s+Ltd\.?|Pty|Ltd\.?|Limited|LLP|LLC|Inc\.?|PLC|plc|GmbH|KG|AG|S\.\s?à\s?r\.\s?l\.|S\.a\.r\.l\.|SARL|SAS|S\.A\.|S\.L\.|B\.V\.|N\.V\.|Oy|AB)`;
const ORG = String.raw`(${NAME}(?:(?:,?\s+&\s+|,\s+|\s+)${NAME}){0,5}(?:,?\s+${LEGAL})?)`;
const FORM = new RegExp(String.raw`(?:^|\s)${LEGAL}$`, 'u');
const I_AM = String.raw`(?:[Ii]'?m|[Ii] am)`;
/** A unit of an organisation said after it: "payroll team", "in the fleet planning group", "on the claims desk". */
const UNIT = String.raw`(?:(?:in|on|with)\s+)?(?:the\s+|my\s+)?(?:\p{Ll}[\p{Ll}\-]*\s+){0,3}(?:team|group|department|dept|division|office|desk|unit|squad)\b`;
const DASH = String.raw`\s*(?:[—–]|\s-|,)\s*`;
/** Words of discourse that may open the turn before its shape: "just joined …", "so, finally got the job at …". */
const LEAD = String.raw`(?:(?:[Jj]ust|[Ss]o|[Ff]inally|[Ww]ell|[Oo]k|[Oo]kay|[Oo]h|[Aa]nd|[Aa]lso|[Oo]fficially|[Yy]ay|[Gg]uess what)[,!]?\s+)*`;
/** A time of holding after the name: "I'm at <Org> now", "with <Org> these days". */
const HOLDING = String.raw`(?:\s+(?:now|these days|nowadays|at the moment|currently))?`;
/** A business function after "in": "in marketing", "in procurement" (workplace.ts's departments). */
const FUNCTION = String.raw`(?:in|on)\s+(?:the\s+)?(\p{Ll}[\p{Ll}&]*)(?:\s+(?:team|department|dept|side))?\s*(?:[,.!]|$)`;

/**
 * Shapes whose first group is the organisation; `strict` ones need a name that reads as an organisation's; `unit` ones
 * carry a business function as their last group; `home` ones refuse one word with "'s" that does not read as an
 * organisation's ("at Dave's now, in their kitchen" is a home).
 */
const SHAPES: readonly {
  readonly re: RegExp;
  readonly strict: boolean;
  readonly role?: boolean;
  readonly unit?: boolean;
  readonly home?: boolean;
  /** A job won: read only when nothing after it in the turn sets against it or undoes it. */
  readonly won?: boolean;
}[] = [
  { re: new RegExp(String.raw`^${ORG}\s+(?:pays|paid)\s+my\s+(?:wages|salary|bills)\b`, 'u'), strict: false },
  {
    re: new RegExp(
      String.raw`^${ORG}${DASH}(?:[Tt]hat'?s)\s+(?:the|my)\s+(?:firm|company|employer|practice|office|place|work)\b[,.;]?\s*(?:and\s+)?${I_AM}\s+(?:a|an|the)\s+\p{Ll}[\p{Ll}\- ]{1,40}?\s+there\b`,
      'u',
    ),
    strict: false,
  },
  { re: new RegExp(String.raw`^${ORG}${DASH}(?:i'?ve\s+)?been\s+(?:their|its)\s+\p{Ll}[\p{Ll}\- ]{1,30}?\s+(?:since|for)\b`, 'u'), strict: false },
  // "I'm at <Org>, payroll team", "…, in the fleet planning group", "…, on the claims desk": a unit of it after the comma.
  { re: new RegExp(String.raw`^${I_AM}\s+at\s+${ORG}\s*,\s*${UNIT}`, 'u'), strict: true },
  // "I'm at <Org> now, in the finance team": the same with a time of holding before the comma.
  { re: new RegExp(String.raw`^${LEAD}${I_AM}\s+(?:now\s+)?at\s+${ORG}${HOLDING}\s*,\s*${UNIT}`, 'u'), strict: true },
  // "I'm at <Org> now, in marketing": a business function of it after the comma (what a customer or visitor has none of).
  { re: new RegExp(String.raw`^${LEAD}${I_AM}\s+(?:now\s+)?(?:at|with)\s+${ORG}${HOLDING}\s*,\s*${FUNCTION}`, 'u'), strict: false, unit: true },
  // "I'm at 3M now, in their lab": a part of it said with "their"/"its", the organisation as a body of staff.
  {
    re: new RegExp(String.raw`^${LEAD}${I_AM}\s+(?:now\s+)?(?:at|with)\s+${ORG}${HOLDING}\s*,?\s*(?:in|on|with)\s+(?:their|its)\s+\p{Ll}`, 'u'),
    strict: false,
    home: true,
  },
  // "I'm with 7-Eleven corporate these days": the organisation's head office named after it.
  { re: new RegExp(String.raw`^${LEAD}${I_AM}\s+(?:now\s+)?with\s+${ORG}\s+(?:corporate|HQ|head office|central office)\b`, 'u'), strict: false },
  // "I'm with Tata Consultancy Services these days": with an organisation, said as a time of holding, is working there.
  { re: new RegExp(String.raw`^${LEAD}${I_AM}\s+(?:now\s+)?with\s+${ORG}\s+(?:now|these days|nowadays|at the moment)\s*(?:[,.!]|$)`, 'u'), strict: true },
  // "Got the job at O'Reilly Media!!", "landed a position with Ben & Jerry's": a job won is the job held — unless the
  // rest of the turn sets it against that ("…, but I turned it down", "… fell through though"): then nothing is read.
  // (Case-sensitive: the organisation's name must be capitalised, or "Google but turned it down" would be a name.)
  {
    re: new RegExp(
      String.raw`^${LEAD}(?:(?:I|we)\s+(?:have\s+|'ve\s+)?)?(?:[Gg]ot|[Ll]anded|[Bb]agged|[Ss]ecured|[Aa]ccepted)\s+(?:the|a|my|that)\s+(?:new\s+)?(?:job|position|role|post)\s+(?:at|with)\s+${ORG}\s*(?:[,.!]|$)`,
      'u',
    ),
    strict: false,
    won: true,
  },
  // "just joined H&M's logistics team", "my team at Ernst & Young": a unit of the organisation the user is part of.
  {
    re: new RegExp(
      String.raw`^${LEAD}(?:I\s+(?:have\s+|'ve\s+)?)?(?:joined|started on|moved to)\s+${ORG}'s\s+(?:\p{Ll}[\p{Ll}\-]*\s+){0,3}(?:team|group|department|dept|division|office|desk|unit|squad)\b`,
      'u',
    ),
    strict: false,
  },
  {
    re: new RegExp(
      String.raw`^${LEAD}[Mm]y\s+(?:\p{Ll}[\p{Ll}\-]*\s+)?(?:team|department|dept|colleagues|co-workers|coworkers|boss|manager)\s+(?:at|in)\s+${ORG}\s+(?:is|are|has|have|was|were)\b`,
      'u',
    ),
    strict: true,
  },
  // "been with <Org> for six years", "I've been at <Org> since 2019": a tenure with an organisation.
  {
    re: new RegExp(
      String.raw`^(?:(?:[Ii]'?ve|[Ii] have)\s+)?been\s+(?:with|at)\s+${ORG}\s+(?:for|since)\s(?!(?:an?|half an|\d+|a few|a couple of|two|three|five|ten|twenty)\s+(?:hours?|minutes?|mins?|seconds?|secs?)\b)`,
      'u',
    ),
    strict: true,
  },
  // "been at St. Brigid's Hospice on the night team since 2021": a tenure in a unit of the organisation's staff says the
  // job, whatever the name reads as (a patient or a member has no team, desk or ward of the place).
  {
    re: new RegExp(
      String.raw`^(?:(?:[Ii]'?ve|[Ii] have)\s+)?[Bb]een\s+(?:with|at)\s+${ORG}\s+(?:on|in|with)\s+(?:the|my)\s+(?:\p{Ll}[\p{Ll}\-]*\s+){0,3}(?:team|desk|ward|department|dept|division|rota)\s+(?:since\s+(?:19|20)\d\d|for\s+(?:\d+|a|an|two|three|four|five|six|seven|eight|nine|ten|several|many)\s+years?)\b`,
      'u',
    ),
    strict: false,
  },
  {
    re: new RegExp(String.raw`^${I_AM}\s+(?:a|an)\s+(\p{Ll}[\p{Ll}\-]*(?:\s+\p{Ll}[\p{Ll}\-]*){0,2})\s+(?:w\/?|with)\s+${ORG}\s*(?:[,.!]|$)`, 'u'),
    strict: true,
  },
  // "nurse with NHS Lothian, 11 years and counting": the same said as a fragment, its "I'm a" dropped (a role's noun only).
  {
    re: new RegExp(String.raw`^(?:an?\s+)?(\p{Ll}[\p{Ll}\-]*(?:\s+\p{Ll}[\p{Ll}\-]*){0,2})\s+(?:w\/?|with)\s+${ORG}\s*(?:[,.!]|$)`, 'u'),
    strict: true,
    role: true,
  },
];

/**
 * What, said after a job won, may undo it: a contrast ("but", "though", "however", "yet", "except") or a verb of
 * refusing or losing the offer ("turned it down", "declined", "said no", "not taking it", "fell through", "rescinded",
 * "withdrew"). Either leaves the employer unread: a wrong edit is worse than a missed one.
 */
const UNDONE =
  /\b(?:but|though|although|however|yet|except)\b|\bturn(?:ed|ing)?\s+(?:it|them|that|the offer|the job|the role)\s+down\b|\bdeclin|\b(?:said|say|saying)\s+no\b|\bnot\s+(?:taking|accepting|going)\b|\b(?:didn'?t|did not|won'?t|will not|couldn'?t)\s+(?:take|accept)\b|\bfell\s+through\b|\brescind|\bwithdr[ae]w|\bpulled\s+(?:it|the offer|out)\b/i;

/** A standing with an organisation that is no job ("a customer with", "a member with"). */
const STANDING = /^(?:customer|client|member|subscriber|shareholder|investor|volunteer|patient|student|tenant|donor|user|fan|supporter|guest|friend)s?$/i;

/** Whether a name reads as an organisation's: a legal form, an organisation's word, or a plural common noun closing it. */
function orgLike(org: string): boolean {
  if (FORM.test(org)) return true;
  // "Marks & Spencer", "Hollis & Webb": partners' names joined by "&".
  if (/\p{Lu}[\p{L}'’.-]*\s+&\s+\p{Lu}/u.test(org)) return true;
  // "NHS Lothian", "BBC Scotland": initials in capitals are an organisation's, never a person's name.
  if (/(?:^|\s)\p{Lu}{3,6}(?=\s|$)/u.test(org)) return true;
  const last = (org.split(/\s+/).pop() ?? '').replace(/[.]+$/, '');
  if (ORG_WORD.test(last)) return true;
  return (
    org.split(/\s+/).length >= 2 &&
    /^\p{Lu}\p{Ll}{3,}s$/u.test(last) &&
    inLexicon(last.toLowerCase()) &&
    (inLexicon(last.toLowerCase().replace(/ies$/, 'y')) || inLexicon(last.toLowerCase().replace(/s$/, '')))
  );
}

/** The organisation the turn says the user works for, by its shape; null when none. */
export function employerByShape(raw: string): string | null {
  const text = raw.replace(/[’‘]/g, "'").trim();
  if (text.includes('\n') || text.includes('?')) return null;
  for (const { re, strict, role: named, unit, home, won } of SHAPES) {
    const m = re.exec(text);
    if (!m) continue;
    if (won && UNDONE.test(text.slice(m[0].length))) return null;
    if (unit) {
      const fn = m[m.length - 1] as string;
      if (!DEPARTMENT.test(fn)) continue;
      const org = (m[m.length - 2] as string).replace(/[,]+$/, '').trim();
      return strict && !orgLike(org) ? null : org;
    }
    const role = m.length > 2 ? (m[1] as string) : null;
    if (named && !ROLE_HEAD.test(role?.split(/\s+/).pop() ?? '')) continue;
    const org = (m[m.length - 1] as string).replace(/[,]+$/, '').trim();
    if (home && !/\s/.test(org) && /'s$/.test(org) && !orgLike(org)) return null;
    if (role && STANDING.test(role.split(/\s+/).pop() ?? '')) return null;
    if (strict && !orgLike(org)) return null;
    return org;
  }
  return null;
}

/** Adds (or puts right) the employer a turn's shape says, when no clause reader set one that the shape's name holds. */
export function employedByShape(candidates: Draft[], raw: string, known: Known, before: readonly string[]): void {
  // A correction stands (a shape read beside it could undo it), unless it is a dated change of another field only
  // ("been at <Org> on the night team since 2021": the team since then; the organisation is still said).
  if (candidates.some((c) => c.correction && (!c.profile || c.profile.key === 'employer' || c.correction.replaces))) return;
  const org = employerByShape(raw);
  if (!org) return;
  const had = candidates.findIndex((c) => c.profile?.key === 'employer');
  const old = candidates[had]?.profile?.value;
  if (old && (old === org || !org.startsWith(old.replace(/[\s.]+$/, '').slice(0, 3)))) return;
  // The tenure said with it ("since 2021") dates the job from that year.
  const year = /\bsince ((?:19|20)\d\d)\b/.exec(raw)?.[1];
  const when = year ? { text: `since ${year}`, value: year, granularity: 'year' as const } : undefined;
  const kept = gateEdits([{ ...fieldDraft('employer', org), confidence: 0.9, ...(when && { when }) }], raw, known, before).kept[0];
  if (!kept) return;
  if (had >= 0) candidates.splice(had, 1, kept);
  else candidates.push(kept);
}
