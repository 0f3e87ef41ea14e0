/**
 * The words the clause reading of `secret-clauses.ts` knows: what a lock's code opens and the nouns and
 * prepositions of a code, the links a value follows, and the closed classes of the corpora's languages
 * that are never a value (articles, adverbs, units, times, chatty trailers).
 */

/** What a code opens, in the corpora's languages: a door, a gate, an alarm, a safe, an intercom. */
export const LOCKS =
  String.raw`(?:front\s+door|door|gate|alarm|safe|garage|entry|building|keypad|key\s?safe|key\s?box|lock\s?box|locker|padlock|lock|bike\s+lock|vault|shed|intercom|porte(?:\s+d['’]entrée)?|portail|alarme|entrée|immeuble|cadenas|coffre|puerta|port[oó]n|portão|porta|portone|cancello|allarme|alarma|candado|cadeado|cofre|caja\s+fuerte|cassaforte|garaje|garagem|domofonu|drzwi|bramy|sejfu|dveří|brány|trezoru|двери|домофона|сейфа|kluis|deur|poort|` +
  // by kind, in the corpora's other languages: a garden gate, a garage, a locker, a padlock or bike lock, a safe, an alarm, a store room
  String.raw`mailbox|storage\s+unit|garagentor|haustür|tür|tor|tresor|spind|fahrradschloss|cabinet|furtki|furtkę|furtka|bramki|garażu|szafki|kłódki|sejfu|alarmu|skrytki|piwnicy|casier|vestiaire|taquilla|casillero|armario|lucchetto|armadietto|garage|cacifo|armário|fietsslot|kluisje|garagedeur|förrådet|porten|dörren|cykellåset|skåpet|larmet|branky|branka|branku|garáže|skříňky|zámku|alarmu|калитки|гаража|шкафчика|замка|подъезда|ворот|сигнализации)`;

/** The nouns of a lock's code or combination, and the prepositions that tie them to what they open. */
export const CODE_NOUN = String.raw`(?:code|codes|combination|combo|código|codice|kod|kód|код|szyfr|combinación|combinazione|combinaison|combinação|combinatie|koden|kombination)`;

export const CODE_PREP = String.raw`(?:for|to|of|on|de\s+la|du|de\s+l['’]|d['’]|de|del|de\s+los|da|do|dos|della|dell['’]|dello|al|od|k|ke|от|для|van\s+de|van\s+het|van|voor|till|för|fürs|für(?:\s+(?:das|den|die))?|zum|zur|vom|des)`;

/** Links a value follows even when it is prose-shaped: a mark, or an English copula. */
export const STRONG = /^(?:[:=：]|->|→|=>|[-–—]|is|was|are|were|'s|’s)$/i;

/** Copulas of the other languages, and "to" (Polish, and English "the password to the …"): a value after them must show itself. */
export const WEAK =
  /^(?:ist|lautet|lautete|war|wird|est|c['’]est|était|es|era|será|è|é|je|jest|to|brzmi|är|var|blir|er|adalah|ialah|yaitu|yakni|это|wordt|zní|olan|是|为|為|は|が)$/iu;

/** Adverbs between a copula and its value: "is now", "ist jetzt", "es ahora", and "just" / "simply" in each ("ist einfach", "es simplemente"). */
export const ADVERB =
  /^(?:now|still|just|currently|actually|simply|only|jetzt|nun|noch|einfach|bloß|nur|eben|maintenant|toujours|simplement|juste|ahora|todavía|simplemente|solo|sólo|ora|ancora|semplicemente|agora|ainda|simplesmente|só|apenas|nu|nog|gewoon|teraz|nadal|tylko|nyní|pořád|prostě|jen|sekarang|masih|hanya|cuma|теперь|сейчас|просто|şimdi|artık|sadece)$/iu;

/** Closed-class words of the corpora's other languages: a value is never one ("est trop long", "es muy débil", "ist nicht …"). */
export const CLOSED = new Set(
  (
    'der die das den dem des ein eine einen einem nicht kein keine sehr zu zu auch noch schon auf in im an am bei mit von für unter ' +
    'le la les un une des du de pas trop très plus sur dans sous avec pour encore aussi ' +
    'el los las unos unas no muy demasiado más en con para por sobre bajo también ' +
    'il lo gli uno non molto troppo più su nel nella con per anche ancora ' +
    'o os as um uma não muito demais mais em no na com para também ' +
    'het een niet te heel erg meer op bij met voor ook nog ' +
    'nie za bardzo zbyt też jeszcze na w z ' +
    'inte för mycket också på i med ' +
    'ne çok bu şu bir ve de da mi ile için yok var değil ' +
    'ne moc příliš taky na v s ' +
    'tidak terlalu sangat juga di ke dari untuk dengan ' +
    'не очень слишком тоже ещё на в с для'
  ).split(' '),
);

/** Words that end a chatty clause after its value: "è uzq ok?", "… 4W0GF$Gc ya", "tulsa2012, запиши". */
export const TRAILER =
  /^(?:ok|okay|ok\?|lol|thx|thanks|pls|please|ya|yaa|ya\?|kan|bitte|danke|merci|stp|svp|gracias|grazie|obrigado|obrigada|dank|tack|dzięki|díky|спасибо|запиши|lütfen|haha|btw|ty|xx|xoxo|:\)|;\))[.!?]*$/iu;

/** Units after a number: the number is a count or a length, not a value ("ogni 120 giorni", "12 Zeichen"). */
export const UNITS =
  /^(?:characters?|chars?|digits?|letters?|symbols?|words?|days?|hours?|minutes?|months?|weeks?|years?|times?|zeichen|stellen|tage|tagen|stunden|monate|caractères|chiffres|jours|mois|caracteres|dígitos|días|dias|meses|caratteri|cifre|giorni|mesi|tekens|cijfers|dagen|znaków|cyfr|dni|tecken|siffror|dagar|karakter|hane|gün|znaků|číslic|dní|hari|bulan|символов|цифр|дней|%)$/iu;

/** Nouns numbers name ("room 4021", "flight 1234"): a number after one is that thing's, not a credential. */
export const NUMBERED =
  /^(?:room|flight|order|seat|gate|line|page|step|version|port|extension|ext|no|nr|number|table|bus|ticket|floor|zimmer|chambre|habitación|stanza|quarto|kamer|pokój|rum|oda|pokoj|kamar|комната)$/iu;

/** Words that join a new clause, in the corpora's languages: the head's own words end before them. */
export const JOINS = /^(?:and|but|so|or|because|then|und|aber|oder|et|mais|ou|y|pero|e|ma|mas|maar|ale|och|men|eller|ve|ama|veya|dan|tapi|atau|и|но|или)$/iu;

/** The shape of a PIN or a lock's code: digits, with letters, `#`, `*` or dashes ("17-04-33", "4B17", "2580#"). */
export const CODE = /^(?=[^\d]*\d)[\p{L}\p{N}#*-]+$/u;

/** A quantity, a time or a date: "100%", "45€", "5pm", "12/05", "2024-03-01" — an amount or a moment, never a credential's value. */
export const QUANTITY =
  /^(?:[$€£¥]\d[\d.,]*|\d[\d.,]*(?:%|€|\$|£|¥|km|kg|gb|mb|tb|px|ms|min|hrs?|am|pm)|\d{1,2}:\d{2}(?:am|pm)?|\d{1,4}[/.]\d{1,2}(?:[/.]\d{1,4})?|(?:19|20)\d{2}-\d{2}-\d{2})$/i;

/** Prepositions of time and place: a number after one is when or where ("changed in 2023", "on 2024-03-01"). */
export const PLACE_OR_TIME =
  /^(?:in|on|at|since|until|till|by|from|before|after|during|around|w|we|v|ve|в|во|em|en|dans|nel|nella|im|am|seit|bis|ab|depuis|avant|après|desde|hasta|antes|después|dal|dalla|fino|prima|dopo|sinds|tot|voor|na|od|do|przed|po|sedan|innan|efter|до|после|с|с)$/iu;

/** Nouns that make a credential's head their modifier, besides the shared list: "PIN code area", "PIN code lookup". */
export const MORE_COMPOUNDS = new Set(['area', 'zone', 'district', 'region', 'lookup', 'format']);

/** A value that shows itself: digits or symbols mixed in. */
export const SHOWS = /^(?=\S*[\d!@#$%^&*+=?~])[^\s"'`]{3,}$/;

export const QUOTES: Readonly<Record<string, string>> = { '"': '"', "'": "'", '`': '`', '“': '”', '‘': '’', '«': '»', '„': '“', '「': '」' };

/** English verbs that are no link: after "the password uses / needs / has" comes what it has, not what it is. */
export const OTHER_VERB =
  /^(?:uses|use|used|needs|need|requires|required|has|had|have|must|should|can|could|will|won['’]t|expires|expired|changed|gets|got|works|worked|contains|includes|follows|protects|starts|ends|goes|went|lasts|stopped|keeps|kept)$/i;

/** Letters with no vowel, as no word of the corpora's Latin-script languages is written ("sq", "tcsmk"), except the abbreviations chat and tech write so. */
export const NO_VOWEL = /^[b-df-hj-np-tv-xz]{2,8}$/;

export const ABBREVIATIONS = new Set(
  'pls plz thx thnx tx ty brb btw idk tbh smh ffs wtf lmk hmm hm shh grr nvm rn bc pwd pw psw sms ssh vpn tv pc nfc pdf www html http https crm cms ftp sftp smb rdp dns ntp gpg pgp nm xd mfg lg vg cc sg'.split(
    ' ',
  ),
);

/** Words that determine a credential's noun after a copula: "is my", "ist mein", "c'est le", "to moje", "é a". */
export const DETERMINER = String.raw`(?:my|the|our|his|her|your|their|mein|meine|meinen|der|die|das|unser|unsere|le|la|l['’]|mon|ma|notre|mi|el|nuestra|nuestro|moje|moja|mój|nasze|a|o|minha|meu|il|mia|mio|het|mijn|de|den|det|min|mitt|vårt|benim|мой|моя)`;

/** Words after a credential's noun that end its phrase or begin what it is for: a value before the noun belongs to it then. */
export const AFTER_HEAD =
  /^(?:$|[.!?,;:)\n]|\s[-–—]\s|\s+(?:for|to|of|on|at|in|from|für|fürs|vom|von|du|de|del|des|do|da|della|di|van|voor|till|för|på|от|для|na|z|ze|k|w|dla|bei|im|am|zum|zur)\s)/iu;

/** A value before its credential's noun, at the start of its sentence or after a colon ("Note: V is …"): "V is my spotify password", "V ist mein Passwort für …", "V, that's the alarm code", "V — это пароль от …", "V 是我家wifi的密码". */
export const VALUE_FIRST = new RegExp(
  String.raw`(?:^|[.!?\n:：]\s+)(?<v>[^\s"'\x60,;:]{2,40})(?:\s*[,—–]\s*|\s+[-–—]\s+|\s+)(?:(?:that['’]s|that\s+is|this\s+is|это)\s+|(?:is|was|ist|war|c['’]est|est|es|era|è|é|to|är|var|je|jest)\s+(?:(?:now|still|jetzt|maintenant|teraz)\s+)?|(?=${DETERMINER}\s))(?:${DETERMINER}\s+)?(?:[\p{L}\p{N}'’-]+\s+){0,3}?$`,
  'du',
);

/** "V is what I use for the gym app, password-wise", "V, password-wise, …": the credential named by a "-wise" word in the value's sentence. */
export const WISE = /(?<![\p{L}])(?:password|passcode|pass|pw|pwd|pin|code|login)-?wise(?![\p{L}])/giu;

/**
 * A credential named in an earlier clause of the message and given later by reference: "… changed my
 * passwords. The one for email is now V", "bank PIN. New one: V", "garage code so writing it down here: V",
 * "it's the same as the cafe one, V". The reference ("the one", "new one", "here:", "it:") links the value
 * only after a credential's head, and the value is read as after that head.
 */
export const ONE = /(?<![\p{L}])(?:(?:the|a|my|this|that)\s+(?:(?:new|old|current|other|same|[\p{L}-]+)\s+)?one|new\s+one)(?![\p{L}])/giu;

export const POINTER = /(?<![\p{L}])(?:here|it|this|that|somewhere|below|one)[ \t]*[:：][ \t]*/giu;

/** A question asking a way, a reason, a place, a time or a yes or no, in the corpora's languages, at its clause's start. */
export const ASKS_HOW =
  /^(?:how|why|where|when|can|could|should|shall|do|does|did|is\s+there|are\s+there|wie|warum|wo|wann|kann|comment|pourquoi|où|quand|puis-je|cómo|como|por\s+qué|dónde|cuándo|puedo|perché|dove|quando|posso|hoe|waarom|waar|wanneer|kan|jak|dlaczego|gdzie|kiedy|как|почему|где|когда|можно|kaise|kyun|kahan|kab)(?![\p{L}])/iu;

/** The words of the clause before `at`, from its last sentence break. */
export function clauseBefore(text: string, at: number): string {
  const before = text.slice(Math.max(0, at - 120), at);
  return (before.split(/[.!?;:\n]\s|^/u).pop() ?? '').trimStart();
}
