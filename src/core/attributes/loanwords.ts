/**
 * Words of another language or of slang that people mix into an English question about themselves
 * ("my vriend, what does he do", "istri saya name what", "when is my verjaardag", "my shrink"), read
 * as the English word the attribute tables know (issue 24). The question reader (`questions.ts`) and
 * the person reader of recall see the question with these words put in English; the keyword and
 * vector legs keep the question as asked.
 *
 * A class of words, not phrases of a corpus: the common nouns for a partner, a child, a birthday, a
 * job, a home village and a school in the languages users code-switch with most (Dutch, German,
 * the Scandinavian languages, Spanish, Portuguese, Italian, French, Malay and Indonesian, Tagalog,
 * Hindi and Urdu, Mandarin and Cantonese romanised) and English slang for the user's people; relatives by
 * marriage and step-relatives in those languages ("suegra", "schwager", "bhabhi") as the English noun. A word
 * that is also a common English word, or whose other reading is common ("freund" is a friend as often
 * as a partner; "man", "girl", "lady"), is read only after "my" (`AFTER_MY`) or left out; a word read
 * anywhere (`ANYWHERE`) is no English word. Pure; a question takes some microseconds.
 */

/** Read anywhere in the question: no English word has their spelling (accents folded). */
const ANYWHERE: Readonly<Record<string, string>> = {
  // A partner.
  ...{ vriendin: 'girlfriend', echtgenoot: 'husband', echtgenote: 'wife', ehemann: 'husband', ehefrau: 'wife', lebensgefahrte: 'partner' },
  ...{ lebensgefahrtin: 'partner', sarbo: 'partner', sambo: 'partner', flickvan: 'girlfriend', pojkvan: 'boyfriend', kaereste: 'partner' },
  ...{ kjaereste: 'partner', kaeresti: 'partner', marido: 'husband', esposa: 'wife', esposo: 'husband', novio: 'boyfriend', novia: 'girlfriend' },
  ...{ namorado: 'boyfriend', namorada: 'girlfriend', pareja: 'partner', moglie: 'wife', fidanzato: 'boyfriend', fidanzata: 'girlfriend' },
  ...{ copain: 'boyfriend', copine: 'girlfriend', isteri: 'wife', istri: 'wife', suami: 'husband', 'orang rumah': 'wife', asawa: 'spouse' },
  ...{ biwi: 'wife', patni: 'wife', pati: 'husband', shohar: 'husband', laopo: 'wife', 'lao po': 'wife', laogong: 'husband' },
  ...{ 'lao gong': 'husband', 'lou po': 'wife', loupo: 'wife', 'lo po': 'wife', 'lou gung': 'husband', 'lo gung': 'husband', taitai: 'wife' },
  ...{ xiansheng: 'husband', zona: 'wife', maz: 'husband', malzonek: 'husband', malzonka: 'wife', manzel: 'husband', manzelka: 'wife' },
  // A child.
  ...{ filha: 'daughter', filho: 'son', hija: 'daughter', hijo: 'son', hijos: 'children', filhos: 'children', figlia: 'daughter' },
  ...{ figlio: 'son', dochter: 'daughter', zoon: 'son', tochter: 'daughter', dotter: 'daughter', anak: 'child', budak: 'kids' },
  ...{ beti: 'daughter', corka: 'daughter', coreczka: 'daughter', synek: 'son', dcera: 'daughter' },
  // A parent, a brother or a sister (Polish, Czech).
  ...{ siostra: 'sister', siostrzyczka: 'sister', braciszek: 'brother', babcia: 'grandmother', dziadek: 'grandfather', sestra: 'sister' },
  ...{ tesciowa: 'mother in law', tesciu: 'father in law', tesc: 'father in law', maminka: 'mother', tatinek: 'father' },
  // A relative by marriage or a step-relative (`kin-by-marriage.ts` reads the English noun).
  ...{ suegra: 'mother-in-law', suegro: 'father-in-law', suegros: 'in-laws', cunado: 'brother-in-law', cunada: 'sister-in-law' },
  ...{ yerno: 'son-in-law', nuera: 'daughter-in-law', hijastro: 'stepson', hijastra: 'stepdaughter', padrastro: 'stepfather' },
  ...{ madrastra: 'stepmother', sogra: 'mother-in-law', sogro: 'father-in-law', sogros: 'in-laws', cunhado: 'brother-in-law' },
  ...{ cunhada: 'sister-in-law', enteado: 'stepson', enteada: 'stepdaughter', padrasto: 'stepfather', madrasta: 'stepmother' },
  ...{ suocera: 'mother-in-law', suocero: 'father-in-law', suoceri: 'in-laws', cognato: 'brother-in-law', cognata: 'sister-in-law' },
  ...{ schwiegermutter: 'mother-in-law', schwiegervater: 'father-in-law', schwiegereltern: 'in-laws', schwager: 'brother-in-law' },
  ...{ schwagerin: 'sister-in-law', stiefvater: 'stepfather', stiefmutter: 'stepmother', stiefsohn: 'stepson', stieftochter: 'stepdaughter' },
  ...{ schoonmoeder: 'mother-in-law', schoonvader: 'father-in-law', schoonouders: 'in-laws', zwager: 'brother-in-law' },
  ...{ schoonzus: 'sister-in-law', stiefvader: 'stepfather', stiefmoeder: 'stepmother', svigermor: 'mother-in-law', svigerfar: 'father-in-law' },
  ...{ svarmor: 'mother-in-law', svarfar: 'father-in-law', mertua: 'in-laws', 'ibu mertua': 'mother-in-law', 'bapak mertua': 'father-in-law' },
  ...{ biyenan: 'in-laws', bayaw: 'brother-in-law', hipag: 'sister-in-law', sasur: 'father-in-law', sasurji: 'father-in-law' },
  ...{ bhabhi: 'sister-in-law', jiju: 'brother-in-law', jijaji: 'brother-in-law', nanad: 'sister-in-law', devar: 'brother-in-law' },
  ...{ tesciowie: 'in-laws', szwagier: 'brother-in-law', szwagierka: 'sister-in-law', ojczym: 'stepfather', macocha: 'stepmother' },
  // A birthday.
  ...{ verjaardag: 'birthday', geburtstag: 'birthday', fodelsedag: 'birthday', fodselsdag: 'birthday', cumpleanos: 'birthday' },
  ...{ cumple: 'birthday', 'hari jadi': 'birthday', 'hari lahir': 'birthday', compleanno: 'birthday', janamdin: 'birthday' },
  ...{ 'janam din': 'birthday', besday: 'birthday', birfday: 'birthday', bornday: 'birthday', shengri: 'birthday', 'sang yat': 'birthday' },
  // A job.
  ...{ trabalho: 'job', trabajo: 'job', chamba: 'job', lavoro: 'job', boulot: 'job', beruf: 'job', kerja: 'job', pekerjaan: 'job' },
  ...{ naukri: 'job', jobb: 'job', jobbet: 'job', baan: 'job', trabaho: 'job', gongzuo: 'job', wuk: 'work' },
  // Question words and hedges spelt as said ("wha kinda work", "wat sorta job").
  ...{ wha: 'what', wat: 'what', wot: 'what', kinda: 'kind of', sorta: 'sort of', typa: 'type of' },
  // Where the user comes from, and school.
  ...{ kampung: 'hometown', kampong: 'hometown', 'kampung halaman': 'hometown', heimatstadt: 'hometown', sekolah: 'school' },
  ...{ escola: 'school', escuela: 'school', schule: 'school' },
};

/** Read only after "my" or "our" (or the possessive of another language): slang and words with another common reading. */
const AFTER_MY: Readonly<Record<string, string>> = {
  ...{ vriend: 'boyfriend', freund: 'boyfriend', freundin: 'girlfriend', vrouw: 'wife', frau: 'wife', fru: 'wife', femme: 'wife', mari: 'husband' },
  ...{ mans: 'boyfriend', beta: 'son', shorty: 'girlfriend', boo: 'partner', bae: 'partner', hubs: 'husband', wify: 'wife', shrink: 'therapist' },
  ...{ tata: 'father', tato: 'father', syn: 'son', brat: 'brother', bratr: 'brother', fella: 'partner', pops: 'father' },
  ...{ 'step pops': 'stepdad', saas: 'mother-in-law', sala: 'brother-in-law', saala: 'brother-in-law', nora: 'daughter-in-law', genro: 'son-in-law' },
  ...{ outlaws: 'in-laws', ipar: 'sibling-in-law', mil: 'mother-in-law', fil: 'father-in-law' },
  ...{ 'big boss': 'boss', bossman: 'boss', kiddos: 'kids', kiddo: 'kid', sprog: 'child', sprogs: 'children', 'ankle biters': 'kids' },
};

/** "my" in the languages above, and Malay and Indonesian "saya"/"aku" after the noun ("istri saya"). */
const MY = new Set(['my', 'our', 'mijn', 'mein', 'meine', 'meinen', 'minha', 'meu', 'mia', 'mio', 'mi', 'mis', 'min', 'mitt']);
const MY_AFTER = new Set(['saya', 'aku', 'ku', 'ko']);
/** Possessives of another language put in English, so that the reader sees a question about the user. */
const MY_WORDS = new Set(['mijn', 'mein', 'meine', 'meinen', 'minha', 'meu', 'saya', 'aku']);

const POSSESSIVE = /['’]s$/u;
const fold = (w: string): string => w.normalize('NFKD').replace(/\p{M}/gu, '').replace(/æ/g, 'ae').replace(/ø/g, 'o').replace(/å/g, 'a').toLowerCase();

const LONGEST = Math.max(...[...Object.keys(ANYWHERE), ...Object.keys(AFTER_MY)].map((k) => k.split(' ').length));

/**
 * `question` with the words of another language or of slang that name one of the user's people or
 * attributes put in English ("my vriend, what does he do" → "my boyfriend, what does he do"), and
 * the possessives of those languages put as "my". The question itself when it has none.
 */
export function plainQuestion(question: string): string {
  return plainWords(blankFields(question));
}

/** A line of a form: a short label, a colon, and its value or nothing ("Occupation: ", "Name: Gwen Aubrey"). */
const FIELD = /^[ \t]*(\p{L}[\p{L}'’./-]*(?: \p{L}[\p{L}'’./-]*){0,2})[ \t]*:[ \t]*(.*?)[ \t]*$/u;
/** Words of a sentence, not of a label ("Fill this in please:", "Complete the form below:"). */
const NOT_LABEL = /\b(?:this|that|these|the|please|me|you|it|in|below|following|for|fill|complete|answer|here)\b/iu;
/** A value that leaves the field to fill ("", "___", "…", "?"). */
const BLANK = /^[_.…?\-\s]*$/u;

/**
 * A form to fill, of two lines or more that are fields ("Name: Gwen Aubrey / Occupation: / Years in the
 * trade: 30"): each field left blank asks for the user's value of its label, so it reads "my occupation?";
 * the filled fields are kept as they are. A question with fewer than two field lines, or with no blank one, is
 * returned as is.
 */
function blankFields(question: string): string {
  const lines = question.split(/\r?\n/);
  const fields = lines.map((l) => {
    const f = FIELD.exec(l);
    return f && !NOT_LABEL.test(f[1] as string) ? f : null;
  });
  if (fields.filter((f) => f !== null).length < 2 || !fields.some((f) => f !== null && BLANK.test(f[2] as string))) return question;
  return lines
    .map((l, i) => {
      const f = fields[i];
      return f && BLANK.test(f[2] as string) ? `my ${(f[1] as string).toLowerCase()}?` : l;
    })
    .join('\n');
}

function plainWords(question: string): string {
  // Words at even indexes, the separators between them at odd ones.
  const parts = question.split(/([^\p{L}\p{N}'’-]+)/u);
  // A possessive is read as its noun and kept after the English word ("my fella's name" → "my partner's name").
  const folded = parts.map((p, i) => (i % 2 === 0 ? fold(p).replace(POSSESSIVE, '') : ''));
  const word = (i: number): string => folded[2 * i] ?? '';
  const possessive = (i: number): string => POSSESSIVE.exec(parts[2 * i] ?? '')?.[0] ?? '';
  const count = Math.ceil(parts.length / 2);
  let out = '';
  let changed = false;
  for (let i = 0; i < count; i++) {
    let hit: { to: string; n: number } | null = null;
    for (let n = Math.min(LONGEST, count - i); n >= 1 && hit === null; n--) {
      const phrase = Array.from({ length: n }, (_, j) => word(i + j)).join(' ');
      const anywhere = ANYWHERE[phrase];
      const mine = AFTER_MY[phrase];
      if (anywhere !== undefined) hit = { to: anywhere, n };
      else if (mine !== undefined && (MY.has(word(i - 1)) || MY_AFTER.has(word(i + n)))) hit = { to: mine, n };
    }
    const n = hit?.n ?? 1;
    if (hit !== null) out += hit.to + possessive(i + hit.n - 1);
    else if (MY_WORDS.has(word(i))) out += 'my';
    else out += parts[2 * i] as string;
    changed ||= hit !== null || MY_WORDS.has(word(i));
    i += n - 1;
    out += parts[2 * i + 1] ?? '';
  }
  return changed ? out : question;
}
