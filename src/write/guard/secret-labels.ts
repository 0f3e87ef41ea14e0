/**
 * A value given as a secret is a secret, whatever it looks like: "my password is newyork2024",
 * "pin 6650", "Passwort ist Sonnenblume77", "the safe uses 1492", "seed words: cabin jungle …",
 * "backup codes 88651406, 19906246". A label (in several languages) names a secret; then come at
 * most a few words about it ("for my work laptop", "they gave me"), a separator (`is`, `:`, `=`,
 * `ist`, `es`, `è`, `是`, `uses`) or, for a value that looks like one, none; then the value. What
 * stands where a value would ("on the fridge", `<password>`, `$DB_PASSWORD`) is left alone.
 */
import {
  ACCOUNT_BEFORE,
  ASIDE,
  ASIDE_STOP,
  codeList,
  COMMA_ASIDE,
  COMMA_VALUE,
  CONTRACTED,
  DESCRIPTIONS,
  dottedWords,
  EMAIL,
  end,
  FOREIGN_PROSE,
  GIVEN_PROSE,
  GLOSS,
  grouped,
  NUMBER_WORDS,
  PASSWORD_LABEL,
  PRONOUNS,
  SET_TO,
  type Shape,
  END_OF_CLAUSE,
  END_OF_SENTENCE,
  LOCK_NOUNS,
  TICKET_BEFORE,
  VALUE_LIKE,
} from './secret-label-lists.js';
import { QUANTITY } from './secret-clause-words.js';
import { articlePhrase, beginsPhrase, isJudgement, isPlaceholder, isProse, isReference, LABEL_COMPOUNDS, readsAsProse } from './secret-values.js';

/** A value found after a label: its kind and span. */
interface Found {
  readonly kind: string;
  readonly start: number;
  readonly end: number;
}

const LABELS: readonly (readonly [RegExp, Shape])[] = [
  [
    /(?<![\p{L}\p{N}_])(?:pass\s?phrase|seed\s(?:phrase|words)|(?:recovery|backup|secret\srecovery|secret)\s(?:phrase|words)|mnemonic(?:\sphrase)?|wallet\sseed(?:\s(?:phrase|words))?|seed(?=\s*(?:\(\d{2}\))?\s*[:=：])|frase\sde\scontraseña|phrase\s(?:secrète|de\spasse)|wachtzin)(?![\p{L}\p{N}_])/iu,
    'phrase',
  ],
  // "use the words cactus pillow thunder", "phrase: silent river", "key phrase: …": words given to unlock something
  [
    /(?<![\p{L}\p{N}_])(?:(?:use|using|with|type|enter|say)\s+the\s+(?:magic\s+|code\s+|secret\s+)?words|(?:key|code|secret|magic)\s+(?:phrase|words)|phrase(?=\s*[:=：])|(?<=(?:volume|vault|drive|disk|container|wallet|keyring|keychain|archive|safe|door)(?![\p{L}])[^.!?\n]{0,20}?)(?:opens|unlocks|decrypts|mounts)\s+with(?=\s*[:：]))(?![\p{L}\p{N}_])/iu,
    'phrase',
  ],
  [/(?<![\p{L}\p{N}_])(?:12|18|24|twelve|eighteen|twenty-four)[\s-]words?(?![\p{L}\p{N}_])/iu, 'seed'],
  [/(?<![\p{L}\p{N}_])(?:recovery|backup|2fa|one-time|emergency)\s+codes?(?![\p{L}\p{N}_])/iu, 'codes'],
  [
    /(?<![\p{L}\p{N}_])(?:(?:recovery|secret|private|api|access|account|license|licence|signing|master|admin|setup|2fa|totp|product|activation|encryption)\s+key(?![\p{L}\p{N}_])|key(?=\s+to\s+(?:my|our|the)\s+(?:diary|safe|account|vault|wallet|locker)\b)|(?:api|access|auth|bot|bearer|session)\s+token|(?:client|api|2fa|totp|webhook|key)\s+secret|totp\s+seed)(?![\p{L}\p{N}_])/iu,
    'keyish',
  ],
  [
    /(?<![\p{L}\p{N}_])(?:p(?:a?s?s?w(?:o|or|ro)?r?d|asswort|asword|asswrd|assowrd|wd)|pw|pass(?:code)?|mot\sde\spasse|contraseña|senha|wachtwoord|parola\sd['’]ordine|lösenord(?:et)?|passord(?:et)?|adgangskode(?:n)?|kennwort|hasło(?:\s+(?:do|od|na|dla)\s+[\p{L}\p{N}-]+)?\s+to(?=\s)|hasło|heslo|salasana|şifre(?:si|m|miz|niz|n)?|пароль|log-?in|(?:security|secret)\s+(?:question\s+)?answer|answer\s+to\s+(?:my|the|our)\s+security\s+question|memorable\s+word)(?![\p{L}\p{N}_])/iu,
    'word',
  ],
  [/密码|密碼|口令|パスワード|암호|비밀번호|비번/u, 'word'],
  [
    /(?<![\p{L}\p{N}_])(?!(?:public|publishable|primary|foreign|sort|partition|gpg|pgp|ssh|host|cache|dedupe?|deduplication|idempotency|row|lookup|composite|unique|surrogate|natural|candidate|compound|shard|sharding|routing|index|join|dictionary|dict|map|hash|object|cursor|i18n|translation|react|list|table|musical|major|minor)\s)[\p{L}\p{N}]{2,}\s+key(?![\p{L}\p{N}_])/iu,
    'longkey',
  ],
  [
    new RegExp(
      String.raw`(?<![\p{L}\p{N}_])(?:pin(?:\s?code|\snumber)?|puk(?:\scode)?|(?:unlock|door|gate|alarm|safe|garage|entry|lock|locker|building|access|security|master|keypad|key\s?box|lock\s?box)\s+(?:(?!(?:and|or|of|to|for|is|was|the|a|my|your)\s)[\p{L}-]{3,}\s+)?code|(?:safe|lock|locker|padlock|suitcase)\s+combination|(?:lock|locker|safe|bike|padlock|suitcase|gym)\s+combo|combination|the\ssafe(?!\s+(?:combo|combination|code|pin)(?![\p{L}]))|digicode|geheimzahl|(?:alarm|door|gate|garage|safe|locker|shed|vault)(?=\s*[:：]\s*\d{3,8}#?(?![\p{L}\p{N}]))|(?:key\s?safe|key\s?box|lock\s?box|padlock|keypad)(?=[^.!?\n]{0,40}?(?:[:：]|\s(?:is|was|opens\s+with|unlocks\s+with)\s))|code\s+(?:du|de\s+la|de\s+l['’]|d['’])\s*(?:portail|porte|alarme|entrée|immeuble|cadenas|coffre|garage)|c[oó]digo\s+(?:del?|de\s+la)\s+(?:puerta|port[oó]n|portão|alarma|alarme|candado|cadeado|caja|cofre|garaje|garagem)|codice\s+(?:del(?:la)?|dell['’])\s*(?:porta|portone|cancello|allarme|lucchetto|cassaforte|garage)|(?:tür|tor|alarm|garagen|schloss|tresor)-?code|code\s+(?:for|to|of|on)\s+(?:the\s+|my\s+|our\s+|a\s+)?(?:[\p{L}'’-]+\s+){0,4}?${LOCK_NOUNS}s?(?:\s+${LOCK_NOUNS}s?)?)(?![\p{L}\p{N}_])`,
      'iu',
    ),
    'digits',
  ],
  [
    /(?:(?<![\p{L}\p{N}_])(?:the|my|our|his|her|and)\s+|(?<=[,;:]\s{0,2}))(?:(?:new|old|current|previous|other|second|next)\s+one|(?!(?:zip|post(?:al)?|area|country|error|status|promo|discount|source|qr|bar|dress|country)\s)[\p{L}\p{N}-]{2,}\s+(?:one|code|pin))(?![\p{L}\p{N}_])/iu,
    'again',
  ],
  // "… but i changed it to X", "then set it to Y": the value a label's secret was given, later in its sentence
  [/(?<![\p{L}\p{N}_])(?:changed|reset|set|updated|switched|made)\s+(?:it|that|this)\s+to(?=\s)|(?<=(?:but|and|so|,)\s+)now\s+it['’]?s(?=\s)/iu, 'again'],
];

/** The separators between a label (and its few words) and the value; English verbs first (see {@link sepKind}). */
const SEPARATORS = String.raw`\s*[:=：]\s*|[ \t]*[-–—][ \t]+|\s*(?:→|->|=>)\s*|\s+(?:is|was|are|were)\s*[:：]\s*|\s+(?:(?:is|was|has\s+been|got)\s+)?(?:changed|reset|set|updated|switched)\s+to\s+|\s+(?:zmieni\p{L}*|ustawi\p{L}*)\s+na\s+|\s+(?:(?:a|est|ha|è|é|foi|wurde|is|werd)\s+)?(?:changé|modifié|cambiad[oa]|cambiat[oa]|mudad[oa]|alterad[oa]|gewijzigd|veranderd|geändert)e?\s+(?:en|pour|à|a|por|in|para|naar|auf)\s+|\s+(?:is\s(?:(?:now|just|still|simply|literally|currently|actually|really|basically|only)\s){0,2}(?:now|just|still|simply|literally|currently|actually|really|basically|only)|was\s(?:just|still)|c['’]est|will\sbe|has\sbecome|became|becomes|is|was|are|were|ist\sjetzt|ist|lautet|lautete|est|es|era|è|é|je|jest|är|er|uses)\s+|\s+(?:opens|unlocks)\s+with\s+|\s+used\s+to\s+be\s+|\s*(?:是|为|は|는|은)\s*|['’]s\s+`;
const SEPARATOR = new RegExp(`^(?:${SEPARATORS})`, 'iu');

/** How a separator introduces its value: `:`/`=`/an arrow (mark), an English verb (word), another language's verb (foreign). */
function sepKind(sep: string): Sep {
  if (/[:=：→>]/.test(sep) || /^[ \t]*[-–—][ \t]+$/.test(sep)) return 'mark';
  if (/^['’]s\s/.test(sep)) return 'word'; // "the password's tigerlily"
  return /^\s+(?:is|was|are|were|will|has|became|becomes|got|changed|reset|set|updated|switched|opens|unlocks|used)\b/i.test(sep) ? 'word' : 'foreign';
}

/**
 * Words between a label and its separator: "for my work laptop", "they gave me", "(TOTP seed)".
 * They begin with a preposition, a pronoun or a parenthesis; a noun right after the label makes
 * the label its modifier ("password manager is 1Password", "PIN policy is 4 digits").
 */
const BETWEEN = new RegExp(
  String.raw`^(?=[ \t]+(?:\(|(?:for|of|to|on|at|in|from|with|outside|inside|behind|under|near|by|this|next|last|these|they|he|she|i|I|you|we|that|which|del|della|do|da|de|du|des|von|für|zum|zur|van|voor|от|для|na|pro|till|til)(?![\p{L}\p{N}_])))(?:[ \t]+(?:\(?[\p{L}\p{N}'’@&-]+(?:[.:][\p{L}\p{N}]+)*\)?,?)){0,6}?(?=${SEPARATORS})`,
  'u',
);

/**
 * "uses the password bluefish", "log in with the password hunter2": a verb that gives, the label,
 * then one word that ends its clause. What follows a label here is a value unless it is a noun the
 * label modifies ("with the password manager") or prose ("type the password again").
 */
const GIVING_VERB =
  /(?<![\p{L}\p{N}_])(?:uses?|used|using|with|enter|entered|type|typed|try|tried)\s+(?:(?:the|my|this|our|a|that)\s+)?(?:[\p{L}\p{N}-]+\s+)?$/iu;
const LAST_IN_CLAUSE = /^\s+["'`“‘]?([^\s"'`”’,;]+?)["'`”’]?(?=[.!?]?(?:\s*$|[,;]|\s+(?:and|but|so|then|to|for|from|now|please)(?![\p{L}\p{N}_])|[.!?]\s))/iu;

/**
 * "my email password? It's jessie1987", "the same password everywhere, it's Charlie123": the label,
 * at most five words that say nothing of it (no verb, no noun it modifies), a break, then "it's" (", it's now X").
 */
const ANAPHORA =
  /^((?:\s+[\p{L}\p{N}'’-]+){0,5}?)\s*[,?.!;:—–-]\s*(?:(?:and|but|so)\s+)?(?:it['’]s|it\s+is|it\s+was|that['’]s|c['’]est)\s+(?:(?:now|still|just)\s+)?/iu;

/** The shapes said in sentences: their value is redacted to the end of its clause. */
const CLAUSE_SHAPES: ReadonlySet<Shape> = new Set<Shape>(['word', 'digits', 'again', 'phrase']);

/**
 * A value given after a credential's label, grown to the end of its clause: "is orange monkey",
 * "is 12 34 56 at the pool", "is Library2026 according to the newsletter" lose every word after
 * the label up to the clause's end, so no part of a value that runs on is left (a missed word of
 * the sentence is acceptable, a stored piece of the secret is not). A quoted value ends at its
 * quote; on a line of code or config, the growth stops before the next flag, assignment or comment.
 */
function toClauseEnd(text: string, span: { start: number; end: number }): { start: number; end: number } {
  const open = text[span.start - 1] ?? '';
  if (open in QUOTES && text[span.end] === QUOTES[open]) return span;
  let tail = text.slice(span.end, end(text, span.end, END_OF_CLAUSE));
  const code = /\s(?:-{1,2}[A-Za-z]|[^\s=]*=|&&|\|\||\/\/|#|<|\$\{)|["'`]/.exec(tail);
  if (code) tail = tail.slice(0, code.index);
  tail = tail.replace(/[\s.,;:!?)"'`]+$/u, '');
  return { start: span.start, end: span.end + tail.length };
}

/** The kind a label's value is reported as. */
const kindOf = (shape: Shape): string => (shape === 'keyish' || shape === 'longkey' || shape === 'codes' ? 'secret' : 'password');

/** Every value given after a secret's label in `text`. */
export function findLabelled(text: string): Found[] {
  const out: Found[] = [];
  let firstLabel = Infinity;
  for (const [re, shape] of LABELS) {
    const g = new RegExp(re.source, 'giu');
    for (const m of text.matchAll(g)) {
      const at = m.index ?? 0;
      // "asks for a PIN at login", "on login": the moment of signing in, not an account's credential
      if (/^log-?in$/i.test(m[0]) && /(?<![\p{L}])(?:at|on|upon|after|before|during)\s+$/iu.test(text.slice(Math.max(0, at - 12), at))) continue;
      // "my bus pass is valid until June", "boarding pass": a ticket, not a credential
      if (/^pass$/i.test(m[0]) && TICKET_BEFORE.test(text.slice(Math.max(0, at - 24), at))) continue;
      // "the new one" is a label only after another label: "my old password was X and the new one is Y"
      if (shape === 'again' && at < firstLabel) continue;
      if (shape !== 'again') firstLabel = Math.min(firstLabel, at);
      const after = at + m[0].length;
      // "use the words cactus pillow thunder": the words follow the label with no separator
      const given = shape === 'phrase' && /words$/i.test(m[0]) && /^\S/.test(m[0]) && /^[ \t]+\S/.test(text.slice(after)) && !SEPARATOR.test(text.slice(after));
      // "… changed it to X", "Hasło do laptopa to X": the label ends in its separator
      const toValue = /\s(?:to|it['’]?s)$/i.test(m[0])
        ? value(text, after + (/^[ \t]+/.exec(text.slice(after))?.[0].length ?? 0), shape, shape === 'again' ? 'word' : 'foreign')
        : null;
      // "recovery words in order: …": words after the label that are prose are no value; a separator may still follow them
      const givenSpan = given ? value(text, after + (/^[ \t]+/.exec(text.slice(after))?.[0].length ?? 0), 'phrase', 'mark') : null;
      const givenWords = givenSpan && !GIVEN_PROSE.test(text.slice(givenSpan.start, givenSpan.end)) ? givenSpan : null;
      const span =
        toValue ??
        givenWords ??
        valueAfter(text, after, shape) ??
        (shape === 'word' && !/^(?:pass|pw)$/i.test(m[0]) ? givenAfterVerb(text, at, after) : null) ??
        (shape === 'word' || shape === 'digits' || shape === 'phrase' ? givenBefore(text, at, after, shape) : null);
      // "login: mkowalski, pw: …": a login followed by a password in its sentence gives the account's name
      // and a login's value before a slash is the account, its password after the slash ("login: ben / …", read below)
      const rest = span ? text.slice(span.end, end(text, span.end, END_OF_SENTENCE)) : '';
      const named = /^log-?in$/i.test(m[0]) && span !== null && (PASSWORD_LABEL.test(rest) || /^\s*(?:\/\/?|\|)/.test(rest));
      if (span && !named && !(/^phrase$/i.test(m[0]) && GLOSS.test(text.slice(span.start, span.end + 40))))
        out.push({ kind: kindOf(shape), ...(CLAUSE_SHAPES.has(shape) && span.start >= after ? toClauseEnd(text, span) : span) });
    }
  }
  // "changed the Wi-Fi password to X", "set the safe in the hotel room to 1930": a setting verb, the label, then "to" and the value
  for (const m of text.matchAll(SET_TO)) {
    const label = (m.groups?.label ?? '').toLowerCase();
    const from = (m.index ?? 0) + m[0].length;
    const word = /^(?:password|passcode|passphrase|login|pass|pw|pwd|hasło)$/.test(label);
    // a login's or a short word's new value shows itself ("to Google SSO", "my bus pass to monthly": none; Polish "hasło … na dłuższe": none); a lock's is digits
    const span = value(text, from, word ? 'word' : 'digits', word && !/^(?:login|pass|pw|pwd|hasło)$/.test(label) ? 'word' : 'none');
    if (span) out.push({ kind: 'password', ...(word ? toClauseEnd(text, span) : span) });
  }
  // "icloud: jenny@example.com / Lilac!Garden5": an account and, after the slash, its password
  for (const m of text.matchAll(
    /(?:[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?<![\p{L}\p{N}_])(?:admin|user(?:name)?|login|account|acct)\s*[:=]\s*[\w.@+-]{2,})\s*(?:\/\/?|\|)\s*(?<v>[^\s"'`,;]{2,})/dgu,
  )) {
    // `https://user@git.example.com/team/repo.git`: a URL's user, host and path, no password
    if (/[\w+.-]*:\/\/$/.test(text.slice(Math.max(0, (m.index ?? 0) - 20), m.index ?? 0))) continue;
    const at = m.indices?.groups?.v;
    const v = stripEnd(m.groups?.v ?? '');
    if (at && !isReference(v) && !isPlaceholder(v) && !isProse(v)) out.push({ kind: 'password', start: at[0], end: at[0] + v.length });
  }
  return out;
}

/**
 * The value said before its label: "I use kittycat as my password", "hunter22 is my password", "log in
 * with ravi77, that's the password", "use "otter maple kite" as the passphrase". After
 * `as`, a giving verb comes first and the value is any word that is not prose; before `is`, the value
 * must show itself (digits or symbols), as "security is my password priority" holds no value.
 */
function givenBefore(text: string, labelAt: number, after: number, shape: Shape): { start: number; end: number } | null {
  const next = /^\s+([\p{L}]+)/u.exec(text.slice(after, after + 40))?.[1]?.toLowerCase();
  if (next && LABEL_COMPOUNDS.has(next)) return null; // "as my password manager"
  const before = text.slice(Math.max(0, labelAt - 80), labelAt);
  const m =
    /(?:^|[\s(])(?<verb>(?:use|uses|used|using|chose|choose|chosen|pick|picked|set|have|had|made|make|keep|type|typed|enter|entered|try|tried)\s+)?(?:["“](?<q>[^"“”\n]{2,80})["”]|["'`“]?(?<v>[^\s"'`”]{2,})["'`”]?)(?:\s+(?<link>as|is|was)|,\s*(?<that>that['’]s|that\s+is|that\s+was|which\s+is))\s+(?:still\s+)?(?:my|our|the|his|her|their)\s+(?:[\p{L}-]+\s+){0,3}$/diu.exec(
      before,
    );
  const v = m?.groups?.q ?? m?.groups?.v;
  const span = m?.indices?.groups?.q ?? m?.indices?.groups?.v;
  if (!m || v === undefined || !span || isReference(v) || isPlaceholder(v) || isProse(v)) return null;
  const quotedWords = m.groups?.q?.trim().split(/\s+/) ?? [];
  // words in quotes are a phrase's value only before a phrase's label (`use "Sign in with Google" as the login method` is none)
  if (quotedWords.length > 1 && (shape !== 'phrase' || (isProse(quotedWords[0] as string, quotedWords[1]) && !articlePhrase(quotedWords)))) return null;
  // a quoted phrase only after a giving verb ("use "badger lilac sleigh" as the passphrase"); ", that's the password" needs a value that shows itself
  if (m.groups?.link === 'as' ? !m.groups.verb : m.groups?.q !== undefined || !VALUE_LIKE.test(v)) return null;
  const offset = labelAt - before.length;
  return { start: offset + span[0], end: offset + span[1] };
}

/** "uses the password bluefish": see {@link GIVING_VERB}. */
function givenAfterVerb(text: string, labelAt: number, after: number): { start: number; end: number } | null {
  if (!GIVING_VERB.test(text.slice(Math.max(0, labelAt - 60), labelAt))) return null;
  const m = LAST_IN_CLAUSE.exec(text.slice(after, after + 200));
  const v = m?.[1];
  if (!m || v === undefined || v.length < 2 || LABEL_COMPOUNDS.has(v.toLowerCase())) return null;
  if (isReference(v) || isPlaceholder(v) || isProse(v)) return null;
  const start = after + m[0].length - v.length - (/["'`”’]$/.test(m[0]) ? 1 : 0);
  return { start, end: start + v.length };
}

function valueAfter(text: string, at: number, shape: Shape): { start: number; end: number } | null {
  const rest = text.slice(at, at + 400);
  // "backup codes:\n8703 5802\n9499 4887": codes listed one a line, every one of them
  if (shape === 'codes') {
    const list = codeList(text, at);
    if (list) return list;
  }
  // the value right after the label ("pin 6650", "pwd Kx8!mQ2zP#"): only when it looks like one
  const direct = /^\s+["'`]?([^\s"'`,;]+)/u.exec(rest);
  const between = BETWEEN.exec(rest)?.[0] ?? '';
  const sep = SEPARATOR.exec(rest.slice(between.length));
  if (sep) {
    const span = value(text, at + between.length + sep[0].length, shape, sepKind(sep[0]));
    if (span) return span;
  }
  // "is the same as the old one plus a 2: Bluebird2", "is on the wall anyway: coffeelover"
  const colon = /^[^\n.!?]{0,60}?(?:[:：]|[ \t][-–—](?=[ \t]))\s*/u.exec(rest.slice(between.length + (sep?.[0].length ?? 0)));
  const colonWords = (colon?.[0] ?? '')
    .replace(/(?:[:：]|[-–—])\s*$/, '')
    .trim()
    .toLowerCase()
    .split(/\s+/);
  // "is in Bitwarden under 'Ashgrove – Finance'": a mark inside a quoted name that opened before it is no separator
  if (sep && colon && !colonWords.some((w) => LABEL_COMPOUNDS.has(w)) && !/(?:^|\s)['"‘“][^'"’”]*$/u.test(colonWords.join(' '))) {
    // "is two words: purple elephant", "is a sentence - i like green apples -": the value is the words that follow
    const words = shape === 'word' && colonWords.some((w) => /^(?:words?|phrase|sentence|passphrase)$/.test(w)) ? 'phrase' : shape;
    const span = value(text, at + between.length + sep[0].length + colon[0].length, words, 'mark');
    if (span) return span;
  }
  // "is the same as my email one, it's bigmac77", "is my cat's name, Whiskers", "is the word X": what the
  // value is (a description, a restatement), then the value
  if (sep && sepKind(sep[0]) !== 'mark') {
    const from = at + between.length + sep[0].length;
    for (const [re, as] of DESCRIPTIONS) {
      const said = re.exec(rest.slice(between.length + sep[0].length));
      const span = said ? value(text, from + said[0].length, as ?? shape, 'mark') : null;
      if (span) return span;
    }
  }
  // "alarm code? 1379": a question, then a value that shows itself
  const asked = /^[ \t]*\?[ \t]+/.exec(rest);
  if (asked && shape !== 'again') {
    const span = value(text, at + asked[0].length, shape, 'none');
    if (span) return span;
  }
  // "my bank card PIN, if you need it, is 9034": an aside between commas, then the separator
  const aside2 = COMMA_ASIDE.exec(rest);
  if (aside2 && shape !== 'again') {
    const span = value(text, at + aside2[0].length, shape, 'word');
    if (span) return span;
  }
  // "my email password? It's jessie1987": the words between say nothing of the label
  const again = ANAPHORA.exec(rest);
  if (again && shape !== 'again') {
    const words = (again[1] ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean);
    // only the word right after the label makes it a compound ("password manager, it's …"; not "password after the breach")
    const said = LABEL_COMPOUNDS.has(words[0] ?? '') || words.some((w) => /^(?:is|was|are|were|has|have|had|will|can|should|must|do|does|did)$/.test(w));
    if (!said) {
      const span = value(text, at + again[0].length, shape, 'word');
      if (span) return span;
    }
  }
  // "the same password everywhere, BlueMoon88": a few words, a comma, then a value that shows itself
  const comma = COMMA_VALUE.exec(rest);
  if (!sep && comma && shape !== 'again' && VALUE_LIKE.test(stripEnd(comma[2] ?? ''))) {
    const words = (comma[1] ?? '').trim().toLowerCase().split(/\s+/);
    if (!words.some((w) => LABEL_COMPOUNDS.has(w) || ASIDE_STOP.test(w) || isJudgement(w))) {
      const span = value(text, at + comma[0].length - (comma[2] ?? '').length, shape, 'none');
      if (span) return span;
    }
  }
  // "password so you dont forget: qwertyuiop": a few words that say nothing of it, then a colon
  const aside = ASIDE.exec(rest);
  if (!sep && aside && shape !== 'again') {
    const words = (aside[1] ?? '').trim().toLowerCase().split(/\s+/);
    if (!words.some((w) => LABEL_COMPOUNDS.has(w) || ASIDE_STOP.test(w) || isJudgement(w))) {
      const span = value(text, at + aside[0].length, shape, 'mark');
      if (span) return span;
    }
  }
  // "wifi passphrase "cinder moss lantern"": a quoted value right after the label, ending its clause
  const quotedAfter = /^[ \t]+(["“'‘`])/.exec(rest);
  if (quotedAfter && shape !== 'again' && shape !== 'codes') {
    const span = value(text, at + quotedAfter[0].length - 1, shape, 'mark');
    const close = span ? text.slice(span.end + 1, span.end + 40) : '';
    const inner = span ? text.slice(span.start, span.end).trim().split(/\s+/) : [];
    const nextWord = /^\s*([\p{L}]+)/u.exec(close)?.[1]?.toLowerCase() ?? '';
    if (
      span &&
      /^\s*(?:$|[.,;!?)]|(?:for|on|to|at|in|and|but|so|please)(?![\p{L}]))/iu.test(close) &&
      !LABEL_COMPOUNDS.has(nextWord) &&
      !(inner.length === 1 && (LABEL_COMPOUNDS.has((inner[0] as string).toLowerCase()) || isProse(inner[0] as string)))
    )
      return span;
  }
  // "password 6a": a short value of a letter and a digit, alone after a bare label at the end of its line
  const short = /^[ \t]+(\p{L}\p{N}|\p{N}\p{L})[.!]?[ \t]*(?:\n|$)/u.exec(rest);
  if (short && shape === 'word') return { start: at + short[0].indexOf(short[1] as string), end: at + short[0].indexOf(short[1] as string) + 2 };
  // "seed phrase, keep it safe: timber galaxy …": a phrase's label, an aside after a comma, a colon, then the words
  const phraseAside = shape === 'phrase' || shape === 'seed' ? /^,((?:[ \t]+[\p{L}\p{N}'’-]+){1,6}?)[ \t]*[:：][ \t]*(?=\S)/u.exec(rest) : null;
  if (phraseAside) {
    // after an aside, only words that look like a phrase's: three or more plain lower-case words
    const span = value(text, at + phraseAside[0].length, 'phrase', 'mark');
    if (span && /^[a-z]{3,}(?:[ \t]+[a-z]{3,}){2,}$/.test(text.slice(span.start, span.end))) return span;
  }
  // "login: emma@example.com password lemonade", "user: jdoe, password hunter": after an account, the word that follows is the value
  const afterAccount = shape === 'word' && ACCOUNT_BEFORE.test(text.slice(Math.max(0, at - 80), at).replace(/\S+$/, ''));
  if (direct && shape !== 'phrase' && shape !== 'seed' && shape !== 'codes' && (afterAccount || VALUE_LIKE.test(stripEnd(direct[1] as string)))) {
    const from = at + (direct[0].length - (direct[1] as string).length);
    return value(text, from, shape, afterAccount ? 'word' : 'none');
  }
  if (direct && (shape === 'phrase' || shape === 'codes') && /^\s+(?=\S*\d)/.test(rest))
    return value(text, at + (/^\s+/.exec(rest)?.[0].length ?? 0), shape, 'none');
  return null;
}

function stripEnd(token: string): string {
  return token.replace(/[.,;:!?)]+$/, '');
}

/** How the value was introduced: `:`/`=` (mark), an English verb (word), another language's verb (foreign), nothing (none). */
type Sep = 'mark' | 'word' | 'foreign' | 'none';

/** Opening quotes and the quote that closes each. */
const QUOTES: Readonly<Record<string, string>> = { '"': '"', "'": "'", '`': '`', '“': '”', '‘': '’', '«': '»', '„': '“', '»': '«', '「': '」' };

function value(text: string, from: number, shape: Shape, sep: Sep): { start: number; end: number } | null {
  const q = text[from] ?? '';
  if (q in QUOTES) {
    const close = text.indexOf(QUOTES[q] as string, from + 1);
    if (close === -1 || close - from > 200) return null;
    const inner = text.slice(from + 1, close);
    if (inner.trim() === '' || isReference(inner) || isPlaceholder(inner)) return null;
    return { start: from + 1, end: close };
  }
  if (shape === 'seed') {
    // a wallet's words: twelve or more lower-case words, to the end of the sentence
    const words = /^(?:[a-z]{3,8}[ \t,]+){11,}[a-z]{3,8}(?![\p{L}\p{N}])/u.exec(text.slice(from, from + 400))?.[0];
    return words ? { start: from, end: from + words.length } : null;
  }
  if (/^[[{<(]/.test(text.slice(from, from + 1))) return null; // a structure, a template or a redaction mark, not a value
  const groups = shape === 'keyish' || shape === 'longkey' ? grouped(text.slice(from, from + 120)) : 0;
  if (groups > 0) return { start: from, end: from + groups }; // a key shown in groups: "EPDW LZGT OFG2 QCV6"
  if (shape === 'phrase' || shape === 'codes') {
    // "1 maple 2 orbit 3 clever …": a recovery phrase numbered word by word, over as many lines as it runs
    const numbered = shape === 'phrase' ? /^(?:\d{1,2}[.):]?[ \t]+[a-z]{3,8}(?:[ \t]*\n[ \t]*|[ \t,]+|$)){4,}/u.exec(text.slice(from, from + 600)) : null;
    if (numbered) return { start: from, end: from + numbered[0].trimEnd().length };
    const stop = end(text, from, shape === 'codes' ? END_OF_SENTENCE : END_OF_CLAUSE);
    const v = text.slice(from, stop).trim();
    const words = v.split(/\s+/);
    if (words.length === 0 || v.length < 2 || (isReference(v) && !dottedWords(v)) || isPlaceholder(v)) return null;
    // codes are codes: the first holds a digit, and most of them do ("are saved in 1Password" is prose)
    if (shape === 'codes' && (!/\d/.test(words[0] as string) || words.filter((w) => /\d/.test(w)).length * 2 < words.length)) return null;
    if (
      sep !== 'mark' &&
      isProse(words[0] as string, words[1] ?? '', false) &&
      !/\d/.test(v) &&
      !beginsPhrase(words) &&
      !(shape === 'phrase' && articlePhrase(words))
    )
      return null;
    if (shape === 'phrase' && readsAsProse(words)) return null;
    return { start: from, end: from + text.slice(from, stop).trimEnd().length };
  }
  if (/^[[{<(]/.test(text.slice(from, from + 1))) return null; // a structure, a template or a redaction mark, not a value
  // "my bank PIN is four three two one": digits said as words
  const spoken = shape === 'digits' && sep !== 'none' ? NUMBER_WORDS.exec(text.slice(from)) : null;
  if (spoken) return { start: from, end: from + spoken[0].length };
  // "is 2 5 8 0", "is 12 34 56": digits said one by one or in groups
  const spaced =
    (shape === 'digits' || shape === 'word' || shape === 'again') && sep !== 'none'
      ? /^\d{1,3}(?:[ \t]\d{1,3}){2,}(?![\p{L}\p{N}])/u.exec(text.slice(from))
      : null;
  if (spaced) return { start: from, end: from + spaced[0].length };
  const token = /^[^\s"'`,;)}\]]+/u.exec(text.slice(from))?.[0] ?? '';
  let bare = stripEnd(token);
  if (/[\d!@#$%^&*]/.test(token) && /[!?]$/.test(token) && !/[!?]$/.test(bare)) bare = token.replace(/[.,;:)]+$/, '');
  // "password: p": one character after a colon, alone on its line, is the value
  const single = sep === 'mark' && /^[\p{L}\p{N}]$/u.test(bare) && /^[ \t]*(?:\n|$)/.test(text.slice(from + bare.length));
  if ((bare.length < 2 && !single) || !/[\p{L}\p{N}]/u.test(bare)) return null; // "->" or "**" is no value
  if (EMAIL.test(bare)) return null; // "my login is bob@example.com": an account's name, not its secret
  if ((isReference(bare) && !(shape === 'word' && dottedWords(bare))) || isPlaceholder(bare)) return null;
  if (sep !== 'mark' && LABEL_COMPOUNDS.has(bare.toLowerCase())) return null; // "password's length: 16"
  if (CONTRACTED.test(bare) && /^['’]\p{L}/u.test(text.slice(from + bare.length))) return null; // "…, don't worry": a contraction is prose
  const next = /^\s*(\S+)/.exec(text.slice(from + token.length))?.[1] ?? '';
  // "is correct pony battery clip": a judging word that begins a phrase of content words is the phrase's first word
  const words = text
    .slice(from, end(text, from, END_OF_CLAUSE))
    .split(/\s+/)
    .filter(Boolean);
  const phrase = shape === 'word' && sep !== 'none' && beginsPhrase(words) && !words.slice(1, 3).some((w) => PRONOUNS.test(w));
  // prose, or another language's judging word after a copula it shares with English ("Het wachtwoord is verlopen")
  if ((isProse(bare, next, false) || (sep === 'word' && FOREIGN_PROSE.has(bare.toLowerCase()))) && !phrase) return null;
  if (shape === 'digits' && (sep === 'none' ? !/^\d[\d-]{2,}[#*]?$/.test(bare) : !/\d/.test(bare) || QUANTITY.test(bare))) return null; // "the safe is 45kg"
  if (shape === 'keyish' && !/\d/.test(bare) && bare.length < 16) return null;
  if (shape === 'longkey' && (bare.length < 16 || !/\d/.test(bare))) return null;
  // after another language's verb the English prose test cannot judge a word ("ist abgelaufen"): a value shows itself
  // …unless it is one word that ends its sentence ("Mein Passwort ist Schokolade", "è gattino") and no judging word
  const lastWord =
    sep === 'foreign' &&
    /^\p{L}{3,}$/u.test(bare) &&
    /^[.!]?\s*$/u.test(text.slice(from + bare.length, from + bare.length + 3)) &&
    !FOREIGN_PROSE.has(bare.toLowerCase());
  if ((sep === 'none' || sep === 'foreign') && !VALUE_LIKE.test(bare) && !lastWord) return null;
  return { start: from, end: from + bare.length };
}
