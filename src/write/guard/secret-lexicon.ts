/**
 * The vocabulary of the message-level reading (`secret-message.ts`): the words that name a credential in
 * some forty languages and scripts, by class — a password's own word, a passphrase, a security answer, a
 * code or login word that needs a value that shows itself — the links that bind a value to it before or
 * after, and the predicate words of those languages that judge a credential rather than give it. The
 * words are the languages' ordinary vocabulary for these things (inflected stems where a language inflects:
 * Hungarian `jelszavam`, Finnish `salasanani`, Polish `hasłem`, Hebrew `הסיסמה`), not the corpora's wordings.
 */

/** How strongly a word names a credential, and so what value it may take. */
export type CredClass = 'password' | 'phrase' | 'answer' | 'weak' | 'thing';

const B = String.raw`(?<![\p{L}\p{N}_])`;
const E = String.raw`(?![\p{L}\p{N}_])`;

/** A password's own word: any value bound to it is the password. Stems carry the languages' inflections. */
const PASSWORD = [
  // English and its chat forms; a word that is itself the credential ("passcode word", "code word", "security word")
  String.raw`(?:passcode|code|security|verbal)\s?words?|passwords?|passwd|pword|pwd|pw|p\/w|pass\s?word`,
  // Germanic
  String.raw`passw[oö]rt\p{L}*|kennw[oö]rt\p{L}*|wachtwoord\p{L}*|l[öo]senord\p{L}*|adgangskode\p{L}*|kodeord\p{L}*|passord\p{L}*|lykilor[ðd]\p{L}*|loynior[ðd]\p{L}*|wagwoord\p{L}*`,
  // Celtic, Basque, Galician, Albanian, Esperanto
  String.raw`(?:c|g|ngh|ch)yfrinair\p{L}*|pasfhocal\p{L}*|pasahitz\p{L}*|contrasinal\p{L}*|fjal[ëe]kalim\p{L}*|pasvort\p{L}*`,
  // Romance
  String.raw`mot\s+de\s+passe|mdp|contrase[ñn]a\p{L}*|clave|contrasenya\p{L}*|senha\p{L}*|palavra[-\s]passe|parol[aăe]\p{L}*|parola\s+d['’]ordine`,
  // Slavic, Baltic, Finno-Ugric, Greek, Turkish
  String.raw`has[łl]\p{L}*|hesl\p{L}*|lozink\p{L}*|gesl\p{L}*|parool\p{L}*|slapta[žz]od\p{L}*|salasan\p{L}*|tunnussan\p{L}*|salas[õo]n\p{L}*|jelsz[óo]\p{L}*|jelszav\p{L}*|συνθηματικ\p{L}*|κωδικ\p{L}*\s+πρόσβασης|[şs]ifr[eə]\p{L}*|parol`,
  // Caucasus and Central Asia
  String.raw`գաղտնաբառ\p{L}*|პაროლ\p{L}*|құпия\s?сөз\p{L}*|нууц\s+үг\p{L}*`,
  // Cyrillic
  String.raw`парол\p{L}*|лозинк\p{L}*`,
  // Semitic and Persian (Hebrew prefixes ה/ו/ש/ל/ב join the word)
  String.raw`[הושלבמ]{0,2}סיסמ\p{L}*|كلمة\s+(?:ال)?(?:سر|مرور)|كلمه\s+(?:ال)?(?:سر|مرور)|الرقم\s+السري|رمز\s+(?:ال)?(?:مرور|عبور)|کلمه\s+عبور|گذرواژه|رمز\s+عبور`,
  // South and South-East Asian, African
  // "password" borrowed and spelt as the borrowing language says it (Japanese "pasuwādo", Zulu "iphasiwedi", Hindi
  // "paasvard"): a p, an s, a w or v and a d or t, with the vowels and noun-class prefixes those languages put between
  String.raw`(?:i|ama|ma|ki|ya)?p{1,2}h?[aāáâ]{1,2}s{1,2}[aeiouāūī]{0,2}(?:w[aeiouāōē]{1,3}r?|v[aeoāōē]{1,3}r)[dt][aeiou]?`,
  // the lexicon's words of other scripts, romanised as people type them: Tamil, Hindi, Thai, Amharic, Korean, Japanese,
  // Arabic, Persian, Greek, Hebrew, Bengali
  String.raw`kadavu\s?(?:ch|c|s)+[oa]ll?\p{L}*|k[uo]{1,2}t\s?shabd\p{L}*|sanket\s?shabd\p{L}*|rahat\s?(?:sa\s?)?phan|rahas\s?phan|ye\s?yilef\s?[qk]al|bimil\s?beonho|bimil\s?bunho|ansh[oō]u?\s?bang[oō]u?|kalimat\s+(?:al[-\s]?|as[-\s]?)?(?:s+ir|sirr|murur|mroor)|kelmet\s+(?:el[-\s]?|es[-\s]?)?(?:s+ir|sirr)|ramz(?:[-\s]?e)?\s+(?:obur|oboor|ubur)|kodikos\s+prosvasis|gupto\s?shobdo`,
  String.raw`m[ậa]t\s+kh[ẩa]u|kata\s+(?:sandi|laluan)|sandi|katalaluan|nenosiri|neno\s+la\s+siri|पासवर्ड|कूटशब्द|संकेतशब्द|পাসওয়ার্ড|ਪਾਸਵਰਡ|પાસવર્ડ|கடவுச்சொல்\p{L}*|పాస్‌?వర్డ్|ಪಾಸ್‌?ವರ್ಡ್|പാസ്‌?വേഡ്|پاس\s?ورڈ|የይለፍ\s+ቃል|รหัสผ่าน`,
].join('|');

/** Words of scripts written with no space before the next word ("密码是", "パスワードは", Thai "รหัสผ่านอีเมล"). */
const PASSWORD_CJK = String.raw`密码|密碼|口令|パスワード|暗証番号|비밀번호|비밀 번호|비번|암호|รหัสผ่าน`;

/** A passphrase, a master password, a seed or recovery phrase: a value of several plain words. */
const PHRASE = [
  String.raw`pass\s?phrases?|seed\s+phrase|recovery\s+phrase|secret\s+phrase|encryption\s+phrase|mnemonic|master\s+(?:password|pw|pwd|pass|key)|master`,
  String.raw`passphrase\p{L}*|l[öo]senfras\p{L}*|kodfras\p{L}*|wachtzin\p{L}*|phrase\s+secr[èe]te|frase\s+(?:de\s+)?(?:contrase[ñn]a|acceso|seguridad)|frase\s+segreta|frase[-\s]senha|has[łl]o\s+g[łl]ówne|контрольн\p{L}*\s+фраз\p{L}*`,
].join('|');

/** A security question's answer, a memorable word. */
const ANSWER = String.raw`(?:security|secret|bank|verification)\s+(?:question|answer)s?|answer\s+to\s+(?=['"“‘])|secret\s+(?:question|answer)s?|memorable\s+(?:word|answer|information|info)|sicherheitsfrage\p{L}*|question\s+secr[èe]te|pregunta\s+(?:de\s+seguridad|secreta)|domanda\s+(?:di\s+sicurezza|segreta)|pergunta\s+(?:de\s+seguran[çc]a|secreta)|beveiligingsvraag|kontrolní\s+otázk\p{L}*|pytanie\s+pomocnicze|контрольн\p{L}*\s+вопрос\p{L}*|güvenlik\s+sorusu`;

/** Words that name a credential only with a value that shows itself: a code, a PIN, a login, creds, a key. */
const WEAK = String.raw`pin[-\s]?(?:koodi|kod|kode|kodu|koden|code)\p{L}*|koodi\p{L}*|inloggning\p{L}*|innlogging\p{L}*|indlogning\p{L}*|kirjautumi\p{L}*|key|schlüssel|clé|pin(?:\s?code)?|passcode|pass|code|combo|combination|login|log-in|logon|creds|credentials|unlock\s+code|access\s+code|pincode|kod|kód|код|κωδικ\p{L}*|código|codice|zahlencode|geheimzahl|pinkoden?|koden|combinaison|combinación|combinazione|combinação|combinatie|kombination`;

/** Every credential word with its class: named groups `p`, `c` (no boundary after), `h`, `a`, `w`. */
export const CRED_WORD = new RegExp(`${B}(?:(?<h>${PHRASE})|(?<a>${ANSWER})|(?<p>${PASSWORD})|(?<w>${WEAK}))${E}|(?<c>${PASSWORD_CJK})`, 'giu');

/** The class of a {@link CRED_WORD} match. */
export function classOf(m: RegExpMatchArray): CredClass {
  const g = m.groups ?? {};
  if (g['h']) return 'phrase';
  if (g['a']) return 'answer';
  if (g['p'] || g['c']) return 'password';
  return 'weak';
}

/** Links after a credential's word: copulas and their particles in the languages above, and the setting verbs. */
export const LINK_AFTER = new Set(
  (
    'is was are were been be = : - – — -> → => =: is: ' +
    'ist war lautet lautete wäre est était es era será è é és fosse je jest je: jsou to är var er on oli ir yra ialah adalah yaitu ay ni là ' +
    'hai hain tha thi है हैं था थी हो आहे ہے ہیں تھا ਹੈ છે আছে হল হলো ithi yw ydy oedd është ishte է არის este e é είναι ήταν היא הוא هي هو هى است بود е є је бил была было 是 为 為 は が 는 은 이 가 ' +
    'use using try plus + usa usar utilise nimm'
  ).split(' '),
);

/**
 * Links that are also common words elsewhere ("on Saturday", "to spam", "muss es …", "still works"): after them a
 * value must show itself; letters alone are taken only after a link of the other kind.
 */
export const AMBIGUOUS_LINK = new Set('to on er es be been use using try'.split(' '));

/** Words that begin another clause: the credential's word reaches no further. */
export const CLAUSE_JOIN = new Set(
  'and but because though although while whereas so then und aber weil denn oder et mais car ou y pero porque ma perché maar omdat och men ale bo ve ama çünkü и но а dan tapi karena'.split(
    ' ',
  ),
);

/** Multi-word links after a credential's word ("is set to", "is the same as", "c'est", "ist jetzt"). */
export const LINK_AFTER_PHRASE =
  /^(?:(?:is|was|got|has\s+been)\s+)?(?:(?:now\s+)?set\s+to|changed\s+to|reset\s+to|updated\s+to|switched\s+to|locked\s+with|protected\s+(?:with|by)|encrypted\s+with)\s|^(?:is\s+)?(?:the\s+)?same\s+as\s|^(?:is\s+)?(?:now|still|just)\s|^c['’]est\s|^ist\s+(?:jetzt|nun|noch)\s|^es\s+ahora\s|^goes\s|^takes\s|^wants\s|^is\s+(?:a|an|just\s+a|one)\s+(?:sentence|phrase|few\s+words|bunch\s+of\s+words|string\s+of\s+words|passphrase)\s*[,:—–-]?\s|^(?:(?:i\s+think|i\s+guess|probably|maybe|i\s+believe)\s+)?(?:it['’]s|its|it\s+is)\s|^opens\s+with\s|^unlocks\s+with\s|^i\s+(?:put|used|gave|wrote|set)\s/iu;

/** Words that end a link's reach: what a value is never. Articles, pronouns, prepositions, auxiliaries of the languages above. */
export const NOT_VALUE = new Set(
  // English
  (
    'a an the this that these those it its my your his her our their me you we they he she i on in at by for from with to of ' +
    'and or but so if not no yes is was are be been has have had do does did will would can could should must may might ' +
    'here there what which who where when how why same different new old one ok okay lol pls please thanks also too just now still ' +
    'before earlier usual always ever last previous previously mine yours hers his theirs ours default ' +
    // predicate words of the other languages: what a credential is said to be rather than given as
    'pitkä lyhyt väärä oikea vanha uusi vaihdettu unohtunut vanhentunut hosszú rövid rossz helyes régi új lejárt elfelejtettem ' +
    'λάθος σωστός σωστό παλιός νέος άλλαξε ληγμένος ' +
    'שגויה נכונה ישנה חדשה פגה ארוכה קצרה ' +
    'خاطئة صحيحة قديمة جديدة طويلة قصيرة ' +
    'sai đúng cũ mới dài ngắn ' +
    'greșită corectă veche nouă lungă scurtă expirată ' +
    'forkert rigtig gammel ny lang kort udløbet feil riktig gammelt nytt ' +
    'hoofdlettergevoelig hoofdlettergevoelige verlopen gewijzigd vergeten onjuist ' +
    'groß-/kleinschreibung case-sensitive ' +
    'yanlış doğru eski yeni uzun kısa ' +
    'неверный неправильный новый старый длинный короткий истёк ' +
    'salah benar lama baru panjang pendek ' +
    'sbagliata giusta nuova vecchia lunga corta ' +
    'ni na ya wa la za ' +
    // what a credential is said to be — secret, required, personal, saved, changed, forgotten, wrong, right, new, old, long,
    // short, unknown, private, (in)valid, expired, locked, the same, other, weak, strong, simple, temporary, empty, hidden,
    // encrypted — in the Latin-script languages of the lexicon (other scripts are no keyboard value already)
    'salainen pakollinen henkilökohtainen tallennettu vaihdettu unohtunut tuntematon yksityinen voimassa virheellinen lukittu sama eri heikko vahva yksinkertainen väliaikainen tyhjä piilotettu salattu ' +
    'titkos kötelező személyes mentve megváltozott elfelejtett helyes ismeretlen privát érvényes érvénytelen zárolt ugyanaz gyenge erős egyszerű ideiglenes üres rejtett titkosított ' +
    'secretă secret secreta obligatorie obligatoriu personală personala salvată salvata schimbată schimbata uitată greșită gresita corectă corecta nouă noua veche lungă scurtă necunoscută privată validă invalidă expirată blocată aceeași diferită slabă puternică simplă temporară goală ascunsă criptată ' +
    'tajna tajno tajne obavezna obavezno osobna spremljena promijenjena zaboravljena pogrešna ispravna nova stara duga kratka nepoznata privatna važeća nevažeća istekla zaključana blokirana ista slaba jaka jednostavna privremena prazna skrivena šifrirana ' +
    'skrivno obvezno osebno shranjeno spremenjeno pozabljeno napačno pravilno novo staro dolgo kratko neznano zasebno veljavno neveljavno poteklo zaklenjeno isto drugačno šibko močno preprosto začasno prazno skrito šifrirano ' +
    'salajane kohustuslik isiklik salvestatud muudetud unustatud vale õige uus vana pikk lühike tundmatu privaatne kehtiv kehtetu aegunud lukus erinev nõrk tugev lihtne ajutine tühi peidetud krüpteeritud ' +
    'slaptas privalomas asmeninis išsaugotas pakeistas pamirštas neteisingas teisingas naujas senas ilgas trumpas nežinomas privatus galiojantis negaliojantis pasibaigęs užrakintas silpnas stiprus paprastas laikinas tuščias paslėptas užšifruotas ' +
    'slepena obligāta personīga saglabāta mainīta aizmirsta nepareiza pareiza jauna veca gara īsa nezināma privāta derīga nederīga bloķēta cita vāja stipra vienkārša pagaidu tukša slēpta šifrēta ' +
    'rahasia wajib pribadi tersimpan diubah lupa benar rahsia peribadi ' +
    'gizli zorunlu kişisel kayıtlı değişti unutuldu ' +
    'lihim kailangan bago luma mali tama ' +
    'siri lazima binafsi mpya zamani ndefu fupi sahihi ' +
    'hemmelig hemligt hemlig påkrævet obligatorisk personlig gemt gammel lagret sparat glemt glömt ' +
    'gespeichert unbekannt erforderlich persönlich enregistré introuvable obligatoire personnel obligatoria personal personale cambiata obligatória pessoal opgeslagen geheim verplicht persoonlijk wymagane tajne osobiste povinné tajné osobní'
  ).split(' '),
);

/** Lead-ins a value given first may follow at its sentence's start: "remember:", "saving this here:", "pls keep:". */
export const LEAD_IN = /^(?:[\p{L}\s'’+-]{0,30}[:,]\s*)?$/u;

/** Links between a value given first and the credential's word after it ("V <- that's the laptop password", "V is my pw"). */
export const LINK_BEFORE =
  /^\s*(?:<-|<--|->|-->|=>|→|←|=|:|-{1,2}|–|—|\(|is|was|=\s*the|for|is\s+(?:the|my|our|his|her|their)|was\s+(?:the|my|our)|(?:<-{1,2}|-{1,2}>?|=>|→|←|–|—|,)\s*(?:that['’]?s|thats|its|it['’]s)|(?:,\s*)?(?:that['’]?s|thats)|is\s+what|(?:is\s+)?the\s+one\s+for|unlocks|opens|gets\s+me\s+into|gets\s+you\s+into|goes\s+on)(?=\s|$)/iu;

/** Discourse words and asides that may stand between a link and its value, in the lexicon's languages. */
export const DISCOURSE =
  /^(?:now|still|just|currently|actually|apparently|basically|honestly|officially|by\s+the\s+way|btw|fyi|jetzt|nun|übrigens|eigentlich|momentan|derzeit|aktuell|maintenant|d['’]ailleurs|au\s+fait|en\s+fait|actuellement|ahora|por\s+cierto|actualmente|en\s+realidad|ora|tra\s+l['’]altro|in\s+realtà|attualmente|agora|aliás|atualmente|na\s+verdade|nu|trouwens|eigenlijk|momenteel|teraz|zresztą|właściwie|obecnie|nyt|muuten|nå|numera|faktiskt|forresten|faktisk)(?![\p{L}\p{N}]),?\s+/iu;

/** Words that end a value's clause after it. */
export const AFTER =
  /^(?:$|[.,;!?)\]]|\s*\n|\s+[-–—(]|\s+(?:if|for|then|and|but|so|because|when|since|same|too|as|on|at|in|until|lol|pls|please|ok|okay|thanks|thx|btw|now|again|yes|all|with|without|dont|don['’]t|remember|keep|save|saving|note|fyi|tbh|haha|hai|hain|です|だ|이야|야|입니다|임|da|ja|ya|nhé|nha|ạ)(?![\p{L}]))/iu;

/** Copulas that end a sentence after the value, in the languages that put the verb last. */
export const FINAL_COPULA =
  /^(?:است|هست|hai|hain|he|h|है|हैं|था|थी|हो|आहे|ہے|ہیں|تھا|ਹੈ|છે|আছে|হল|です|だ|である|이야|야|예요|이에요|입니다|임|dir|dır|dur|dür|tir|tır)[.!,;।]?$/u;
