/**
 * Is this value a secret, or something that only stands where a secret would be? Code and
 * conversations about logins are full of the second kind: references (`$DB_PASSWORD`,
 * `process.env.X`, `${{ secrets.Y }}`), placeholders (`your_password`, `<token>`, `xxxx`), type
 * names (`password: String`) and prose ("the password is on the fridge"). None of them is stored
 * as a secret would be; refusing or redacting them loses ordinary technical text.
 */

/**
 * Words that stand for a value without being one: the kind's own name (`password: password` in a
 * template), empty values, stand-in words and type names. Deliberately narrow: a value given as a
 * password is a secret however weak it looks ("letmein", "mypassword2024" are passwords).
 */
const PLACEHOLDERS = new Set(
  (
    'password passwd pass pwd pw secret token key apikey api_key credentials changeme change_me changeit example sample ' +
    'dummy fake placeholder none null nil undefined true false yes no required optional empty blank ' +
    'redacted hidden masked todo tbd n/a na unknown unset user username yourpassword your_password yoursecret your_secret your_token your_key ' +
    'string str text int integer number num boolean bool char varchar any object bytes binary secretstr uuid date ' +
    // a credential's own name in another language is a label, not its value (`{"password": "Contraseña"}` in a translation file)
    'passwort kennwort contraseña contrasena clave senha wachtwoord hasło haslo heslo şifre sifre пароль lösenord losenord ' +
    'salasana passord adgangskode kodeord wagwoord cyfrinair pasahitz contrasinal fjalëkalim salasõna tunnussana mdp passcode pin 密码 密碼 パスワード 비밀번호 비번'
  ).split(' '),
);

/**
 * Words that begin a sentence about a secret rather than the secret itself: "the password is
 * *stored* in Vault", "is *on* the fridge", "password: *forgotten* again", "password: *ask* Maria".
 */
const FUNCTION_WORDS = new Set(
  (
    'a an the this that these those it its my your his her our their some any no not none every each another other same different ' +
    'on in at by for from with without into onto to of about under over behind inside outside near next via per as like than ' +
    'is was are were be been being has have had do does did will would can could should must may might shall ' +
    'and or but so because if when while then also only just still now currently already always never often usually again ' +
    'too very really quite pretty rather almost simply actually probably definitely exactly once twice ' +
    'what which who whom whose where why how here there something anything nothing everything somewhere nowhere ' +
    'kept set sent put read written hidden given known taken shown built made held left lost stolen forgotten forgot gone ' +
    'missing empty blank unknown pending required optional expired tbd ' +
    'ask see check use look find get contact call email text reset change update enter type provide add remove ' +
    'expire expires rotate require match please thanks pls whatever whichever ' +
    'one two three four five six seven eight nine ten twelve several many few more less most least all both either neither much enough ' +
    'everywhere anywhere elsewhere anymore forever today tomorrow yesterday tonight daily weekly ' +
    'what’s that’s it’s ' +
    // negations and pronouns that begin a clause in other languages ("пароль: не помню, надо сбросить")
    'не нет ни я мы он она они это nicht nie niet pas não nem ' +
    // days said in the corpora's other languages ("Het wachtwoord is gisteren verlopen")
    'gestern heute hier aujourd’hui ayer hoy ieri oggi ontem hoje gisteren vandaag wczoraj dzisiaj igår idag dün bugün včera dnes kemarin вчера сегодня'
  ).split(' '),
);

/** Adjectives that judge a password ("the password is *correct*"); after a colon they may be its first word. */
const ADJECTIVES = new Set(
  (
    'correct incorrect wrong right valid invalid strong weak long short simple easy hard complex complicated secure insecure ' +
    'safe unsafe new old unique random important necessary needed case-sensitive visible present good bad great fine ok okay ' +
    'free public private personal shared global local temporary temp permanent static dynamic generic ' +
    'broken down locked blocked disabled enabled stuck slow working failing ' +
    // comparatives judge as well: "which is nicer", "is safer now"
    'nicer better worse easier harder simpler safer stronger weaker longer shorter quicker faster slower'
  ).split(' '),
);

const UNIT = /^(characters?|chars?|digits?|letters?|symbols?|words?|long|bytes?|bits?|days?|hours?|minutes?|months?|weeks?|years?|times?|%)$/i;

/** Verbs after a pronoun that make it a clause's subject: "we changed it", "they will send it", "she has it". */
const CLAUSE_VERB =
  /^(?:[a-z]+ed|have|had|has|will|would|can|could|should|must|need|needs|keep|keeps|kept|rotate|rotates|change|changes|do|does|did|don['’]t|didn['’]t|are|were|got|get|gets|just|never|always|still|all|reset|resets|set|sets|put|know|knows|sent|send|sends)$/i;

/** Word shapes of English predicates: "hashed", "expiring", "really", "unreadable", "dangerous". */
const PREDICATE_SUFFIX = /^[a-z]+(?:ed|ing|ly|able|ible|ous|ive|ful|less|ment|tion|sion)$/;

/** Words in -ly or -ing that are predicates even at the end of a clause ("the password is expiring"). */
const ENDING_PREDICATES = new Set(
  'expiring changing rotating loading pending working failing missing nothing something everything anything ugly silly likely'.split(' '),
);

/** Words that join a new clause after a value ("is tigerlily and …"): the value ended before them. */
const CLAUSE_JOINS = new Set('and but so or lol lmao lmfao rofl xd btw haha hehe tbh fyi for if because though since until now'.split(' '));

/**
 * True when a segment of a dotted value (the first or any other) mixes lower case, upper case and digits, changing class
 * four times or more (`azI2$MP0j.DM`, `qT7x9Lm.Rw`): typed at random, not an object's name (`config.password`,
 * `user2.name`, `s3.bucket`), so the value is no member access.
 */
export function randomHead(v: string): boolean {
  // any segment, not only the first: `m.llaJ738GK0DZqU` and `Hq3.vB8zN4kLp` are typed, `config.dbPassword2` is a name
  return v.split(/[.[\]]/).some((segment) => {
    // a name in camelCase changes class two or three times (`myDb2Config`); a value typed at random more often
    const changes = (segment.match(/[a-z](?=[A-Z])|\p{L}(?=\d)|\d(?=\p{L})/gu) ?? []).length;
    return segment.length >= 6 && /[a-z]/.test(segment) && /[A-Z]/.test(segment) && /\d/.test(segment) && changes >= 4;
  });
}

/** True when a value only refers to a secret kept elsewhere: a variable, a template, a call, a path. */
export function isReference(value: string): boolean {
  const v = value.trim();
  return (
    // a reference is known by its form, not by its first character: `@B9RaqDovTnCE-8T` and `?Z6isj5Bc!4+q` are passwords
    /^\$(?:[{(]|[A-Za-z_\d$][\w$]*(?![\w$=+!#%^&*?~-]))/.test(v) || // $VAR, ${VAR}, $(cmd), `${X:?required}`; `$I3-Ve=OGUW` is typed
    /^%(?:\([\w.-]+\)[sdr]|[A-Za-z_][\w.-]*%|[sd]$)/.test(v) || // %(password)s, %DB_PASSWORD%, %s
    (/^@[A-Za-z_][\w.]*(?:\(|$)/.test(v) && !/^@(?=.*\d)(?=.*[a-z])(?=.*[A-Z])\w{8,}$/.test(v)) || // @Value(...), @secret: an annotation or a handle; `@QOWrZoJ6iQ_S` is typed
    /^\?\d*$/.test(v) || // a positional bind parameter: ?, ?1
    /^\?[a-z][a-z _-]*\}?$/.test(v) || // the message of a shell expansion (`${X:?required}`), a named parameter
    /^:[A-Za-z_]\w*$/.test(v) || // a bind parameter: WHERE password = :password
    /^(await|new|yield|typeof|function|async|lambda|return|null|undefined|None|nil)\b/.test(v) || // code, not a value
    /^(\{\{|\{%|<%|#\{|\[\[|<\/?\w)/.test(v) || // templates, and markup (`Password: <input …>`)
    /^(pbkdf2|scrypt|argon2|bcrypt|sha\d+)[:$]/i.test(v) || // a password hash, not a password
    /^\{[^{}]*\}$/.test(v) || // an f-string or format field: {db_password}
    /^<[^<>]*>$/.test(v) ||
    /^\[[^\]]*\]$/.test(v) ||
    /^!(vault|env|secret|ref|sub|getatt)\b/i.test(v) ||
    /^(?:vault|op|ssm|awssm|gcpsm|azkv|keyvault|sops|keyring|keychain|secretsmanager):(?:\/\/)?[\w./#-]+$/i.test(v) || // vault:secret/data/x#key, op://vault/item/field
    /^(process\.env|import\.meta\.env|os\.environ|os\.getenv|env\b|getenv|ENV\[|System\.getenv|Deno\.env|secrets\.|vars\.|config\.|settings\.|self\.|this\.|req\.|request\.|params\.|args\.|options\.|opts\.|props\.|form\.|data\.|body\.|input\.|user\.|ctx\.|context\.)/.test(
      v,
    ) ||
    (/^[a-z_$][\w$]*(\.[A-Za-z_$][\w$]*|\[[^\]]*\])+[;,)]*$/.test(v) && !/[\w$]{33}/.test(v) && !randomHead(v)) || // a.b.c, a['b'] (not Glacier.Ocean.71, not a token's segments)
    /^[A-Za-z_$][\w$.]*\(/.test(v) || // a call: getpass(), hash(password)
    /^(~|\.{1,2})?\/[\w.-]/.test(v) || // a path: /home/alice, ./x, ~/x
    /^[A-Za-z]:\\/.test(v)
  );
}

/**
 * True when a value is a placeholder, an identifier or a type, not a credential — recognised by
 * what it is (`<password>`, `your_password`, `${DB_PASSWORD}`, `****`, `[REDACTED]`, `xxx`,
 * `OPENAI_API_KEY`, `hashedPassword`, `String`), never by looking weak.
 */
export function isPlaceholder(value: string, options: { identifiers?: boolean } = {}): boolean {
  const v = value.trim().replace(/^["'`]|["'`;,]+$/g, '');
  const lower = v.toLowerCase();
  if (v.length === 0) return true;
  if (PLACEHOLDERS.has(lower)) return true;
  if (/^[x*•.#_\-?]+$/i.test(v) || /^(?:[xX*•.#_?]|\.\.\.|…)+$/.test(v)) return true; // xxxx, ****, ....
  // elided: a short prefix then an ellipsis (`sk-...`, `ghp_…copy`), or an ellipsis before a masked tail (`…4f2a`)
  if (/^[A-Za-z0-9_-]{0,10}(?:\.{3}|…)/.test(v) || /(?:\.{3}|…)[A-Za-z0-9]{0,6}$/.test(v)) return true;
  if (/^(?:[*•]{3,}|x{3,}|X{3,})[A-Za-z0-9]{0,5}$/.test(v) || /(?:\.\.\.|…|x{4,}|X{4,}|\*{4,})$/.test(v)) return true; // ****a9F2, sk_live_..., ghp_XXXX…
  if (/(^|[^a-z])(your|some)[-_ ]?[a-z]*(password|passwd|pass|pwd|secret|token|key|api[-_]?key|here|value|credentials?)([^a-z]|$)/i.test(v)) return true;
  if (/(^|[-_ .])(your|here|example|placeholder|changeme|redacted|dummy|fake|sample)([-_ .]|$)/i.test(v)) return true;
  // change-me-in-production, replace_me, set-this-value: an instruction to whoever fills the template
  // …anywhere in a template's default (`${PASSWORD:-please-set-me}`), bounded by its separators
  if (/(?:^|[-_ .])(?:change|replace|set|fill|update|insert|put)[-_ ]?(?:me|this|it)(?:[-_ .]|\}?$)/i.test(v)) return true;
  if (/^([A-Z][A-Z0-9]*_)+[A-Z0-9]+$/.test(v)) return true; // OPENAI_API_KEY: a variable's name
  // an identifier named after what it holds: hashedPassword, user_password, apiKey, newToken (no digits)
  if (options.identifiers !== false && /^[A-Za-z_][A-Za-z_]*$/.test(v) && /(password|passwd|pwd|secret|token|key|pass)/i.test(v) && /[a-z][A-Z]|_/.test(v))
    return true;
  if (
    /^[A-Z][A-Za-z]*(<.*>|\[.*\])?$/.test(v) &&
    /^(String|Str|Text|Int|Integer|Number|Boolean|Bool|Bytes|Char|Varchar|Optional|SecretStr|Secret|Password|Token|Any|Object|Date|Uuid|UUID)\b/.test(v)
  )
    return true;
  return false;
}

/** True for an adjective that judges a secret ("weak", "correct", "long"): words that hold one speak about it. */
export function isJudgement(word: string): boolean {
  return ADJECTIVES.has(word.replace(/[.,;:!?)"'`]+$/, '').toLowerCase());
}

/**
 * True when the words after "password is" / "password:" describe it rather than give it. After a
 * colon (`colon`), a judging adjective may begin a passphrase: "password: correct horse battery".
 */
export function isProse(value: string, next = '', colon = false): boolean {
  const word = value.replace(/[.,;:!?)"'`]+$/, '');
  const lower = word.toLowerCase();
  if (FUNCTION_WORDS.has(lower) || (!colon && ADJECTIVES.has(lower))) return true;
  if (/^[a-z]+$/.test(word) && PREDICATE_SUFFIX.test(word) && word.length > 5) {
    // a word ending in -ly or -ing is a predicate when a clause goes on from it ("is really long", "is
    // expiring soon"); alone at the end it may be the value itself ("is tigerlily", "is dumpling")
    if (!/(?:ly|ing)$/.test(word) || ENDING_PREDICATES.has(word)) return true;
    const after = next.replace(/[.,;:!?)"'`]+$/, '').toLowerCase();
    if (after !== '' && !/[.,;:!?]$/.test(value) && !CLAUSE_JOINS.has(after)) return true;
  }
  if (/^\d+$/.test(word) && UNIT.test(next)) return true; // "12 characters long"
  if (/^(?:[$€£¥]\d[\d.,]*|\d[\d.,]*(?:%|€|£|¥))$/.test(word)) return true; // an amount: "the pass is 45€", "is 100%"
  if (/^(?:WPA[23]?|WEP)(?:-[\p{L}\d]+)*$/iu.test(word)) return true; // the protection a network uses, not its password
  // a pronoun and a verb begin a clause about the secret ("password you asked for: we rotate it"), not a passphrase ("we walk the dog at six")
  if (/^(?:we|they|he|she)$/.test(lower) && CLAUSE_VERB.test(next.replace(/[.,;:!?)"'`]+$/, ''))) return true;
  // an intensifier before a judging word ("is super long", "is way too short")
  const judged = next.replace(/[.,;:!?)"'`]+$/, '').toLowerCase();
  if (/^(?:super|so+|way|kinda|sorta)$/.test(lower) && (ADJECTIVES.has(judged) || judged === 'too')) return true;
  if (/^GPIO\d{1,3}$/i.test(word)) return true; // a board's pin by its name ("the reset pin is GPIO4")
  if (/^[\p{L}\d]+-(?:something|ish|whatever)$/iu.test(word)) return true; // a guess at the value, not the value ("Autumn-something")
  if (lower === 'case' && /^-?(?:in)?sensitive\b/i.test(next)) return true; // "is case sensitive"
  return false;
}

/**
 * True when `words` (the words after "passphrase is") begin a passphrase though the first judges
 * ("correct horse battery staple"): the two after it are content words, not "correct, thanks" or
 * "long enough for the policy".
 */
export function beginsPhrase(words: readonly string[]): boolean {
  const [first, ...rest] = words.map((w) => w.replace(/[.,;:!?)"'`]+$/, '').toLowerCase());
  if (first === undefined || !ADJECTIVES.has(first) || rest.length < 2) return false;
  return rest.slice(0, 2).every((w) => /^\p{L}+$/u.test(w) && !FUNCTION_WORDS.has(w) && !ADJECTIVES.has(w) && !PREDICATE_SUFFIX.test(w));
}

/**
 * True when `words` (after "passphrase is") are a phrase that begins with an article or possessive and
 * goes on in content words: "the quick brown fox jumps", not "the same as before", "the one I use".
 */
export function articlePhrase(words: readonly string[]): boolean {
  const lower = words.map((w) => w.replace(/[.,;:!?)"'`]+$/, '').toLowerCase());
  if (!PHRASE_STARTS.has(lower[0] ?? '') || lower.length < 3) return false;
  // the two words after the first carry it ("seven blue herons at dawn"): a phrase may go on in function words
  return lower
    .slice(1, 3)
    .every((w) => /^\p{L}+$/u.test(w) && !FUNCTION_WORDS.has(w) && !ADJECTIVES.has(w) && !(PREDICATE_SUFFIX.test(w) && w.length > 5) && !UNIT.test(w));
}

/** Function words a passphrase may begin with: articles and possessives ("the moon eats pancakes at dawn"). */
const PHRASE_STARTS = new Set('a an the this that these those my your his her our their some two three four five six seven eight nine ten twelve'.split(' '));

/**
 * True when words after "passphrase:" read as a sentence about it rather than the phrase: they begin
 * with a function word that is no article or possessive, and hold another ("never share it with
 * anyone", "stored in the vault"; not "the quick brown fox 42").
 */
export function readsAsProse(words: readonly string[]): boolean {
  const lower = words.map((w) => w.replace(/[.,;:!?)"'`]+$/, '').toLowerCase());
  const first = lower[0] ?? '';
  // "stored in 1Password", "saved on my phone": a participle, then where
  const predicate = /^[a-z]+ed$/.test(first) && /^(?:in|on|at|with|by|under|inside|behind|somewhere)$/.test(lower[1] ?? '');
  if (saysWhereKept(lower)) return true;
  return (FUNCTION_WORDS.has(first) || predicate) && !PHRASE_STARTS.has(first) && lower.slice(1).some((w) => FUNCTION_WORDS.has(w));
}

/**
 * Verbs and participles that say where a thing is kept, in the languages of the lexicon: "split", "kept", "liegt",
 * "steht", "está", "guardada", "est", "ligt", "conservata".
 */
const PLACED =
  /^(?:[a-z]+ed|split|kept|hidden|written|put|left|spread|stuck|buried|held|sits|lives|stays|sitting|living|liegt|liegen|steht|stehen|befindet|klebt|está|están|esta|guardad[ao]s?|escrit[ao]s?|repartid[ao]s?|dividid[ao]s?|est|sont|rangée?s?|cachée?s?|gardée?s?|conservée?s?|ligt|liggen|staat|zit|bewaard|conservat[ao]|custodit[ao]|guardat[ao]|divis[ao]|nascost[ao])$/;

/** Prepositions of place in those languages. */
const WHERE = new Set(
  'in on at under inside behind across between among into onto over near beside with im auf bei unter hinter neben zwischen en dans chez sur sous entre op onder bij tussen su tra fra nel nella em no na'.split(
    ' ',
  ),
);

/**
 * True when the words say where a secret is kept rather than give it (round 34): a verb or participle of placing first
 * and a preposition of place after it — "split across two deposit boxes", "liegt im Schließfach", "guardada en papel".
 */
export function saysWhereKept(words: readonly string[]): boolean {
  const lower = words.map((w) => w.replace(/[.,;:!?)"'`]+$/, '').toLowerCase());
  return PLACED.test(lower[0] ?? '') && lower.slice(1, 6).some((w) => WHERE.has(w));
}

/**
 * Nouns that make a secret's label their modifier: "the password *manager*", "the PIN *pad*", "the
 * token *count*". A word from this list right after a label is never the value.
 */
export const LABEL_COMPOUNDS = new Set(
  (
    'manager managers field fields policy policies reset resets hash hashes prompt prompts box boxes list lists file files vault ' +
    'generator generators change changes rotation strength requirement requirements rule rules length form forms input inputs page ' +
    'pages screen screens dialog entry hint hints recovery expiry expiration history store storage database leak leaks breach ' +
    'attack attacks cracking cracker authentication auth login logins salt encryption protection protected safe book sheet app apps ' +
    'pad pads number count counts limit limits budget budgets bucket usage type types header headers endpoint endpoint url link links ' +
    'email emails flow flows sharing expired less protected-mode mode option options setting settings holder reader'
  ).split(' '),
);

/**
 * True when a provider-shaped token is an obvious stand-in: `xoxb-your-slack-token`,
 * `…/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX`, `…/services/YOUR_SLACK_WEBHOOK_URL`.
 */
export function isPlaceholderToken(token: string): boolean {
  return /x{6,}|X{6,}|0{8,}|\*{4,}|(^|[^a-z])(your|example|placeholder|dummy|fake|sample|changeme|redacted)([^a-z]|$)/i.test(token);
}

/** True when a token has the shape of a generated credential: long, and letters mixed with digits. */
export function looksGenerated(token: string, minLength = 16): boolean {
  if (token.length < minLength || /\s/.test(token)) return false;
  if (/^[0-9a-f]+$/i.test(token)) return token.length >= 32 && /\d/.test(token) && /[a-f]/i.test(token);
  return /\d/.test(token) && /[A-Za-z]/.test(token) && !isPlaceholder(token);
}

/**
 * True when a value is random, not words: long hex, or at least two digits among letters with high
 * entropy and no long runs of one class. Stricter than {@link looksGenerated}: for a field whose name
 * only mentions a secret (`SECRET_KEY_BASE`, `password_hash`), where "hashed_password1",
 * "AllowAccessToS3Bucket" or a URL is no key.
 */
export function looksRandom(token: string): boolean {
  if (token.length < 16 || !/^[A-Za-z0-9+/_=.-]+$/.test(token)) return false;
  if (/^[0-9a-f]+$/i.test(token)) return token.length >= 32 && /\d/.test(token) && /[a-f]/i.test(token);
  return (token.match(/\d/g) ?? []).length >= 2 && /[A-Za-z]/.test(token) && entropy(token) >= 3.8 && meanRun(token) <= 3;
}

/** Shannon entropy in bits per character. */
export function entropy(s: string): number {
  const counts = new Map<string, number>();
  for (const ch of s) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) {
    const p = n / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}

/**
 * Mean length of the runs of one character class (upper, lower, digit). Random keys change class
 * every one or two characters; identifiers (`ConfigurationManager2Impl`) run whole words.
 */
export function meanRun(token: string): number {
  const cls = (c: string) => (/[A-Z]/.test(c) ? 1 : /[a-z]/.test(c) ? 2 : /\d/.test(c) ? 3 : 4);
  let runs = 1;
  for (let i = 1; i < token.length; i++) if (cls(token[i] as string) !== cls(token[i - 1] as string)) runs++;
  return token.length / runs;
}

/** True for a number that passes the Luhn check with a card network's prefix and length. */
export function isCardNumber(digits: string): boolean {
  if (!/^\d{13,19}$/.test(digits)) return false;
  const networks =
    /^(4\d{12}(\d{3}){0,2}|5[1-5]\d{14}|2(2[2-9]|[3-6]\d|7[01])\d{13}|2720\d{12}|3[47]\d{13}|6(011|5\d\d)\d{12,15}|3(0[0-5]|[68]\d)\d{11,16}|35\d{14,17})$/;
  if (!networks.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}
