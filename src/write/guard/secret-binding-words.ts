/**
 * The words and shapes the binding reading of `secret-bindings.ts` knows: the classes of nouns that name
 * a thing one opens, unlocks or logs into (a lock, a device, a network, an account), the short words a
 * credential goes by, the field names that never take one, and the shapes by which a value shows itself
 * as a credential — or as a model, a version, an address, a quantity, a hash or a network's name.
 */
import { QUANTITY } from './secret-clause-words.js';
import { dottedWords, EMAIL } from './secret-label-lists.js';
import { isPlaceholder, isReference } from './secret-values.js';

/** What a head names, and so what its value must look like. */
export type Thing = 'lock' | 'pin-device' | 'device' | 'host' | 'network' | 'account' | 'card' | 'credential' | 'name';

const words = (s: string): ReadonlySet<string> => new Set(s.split(/\s+/).filter(Boolean));

/** Things opened by a code (digits): doors, gates, locks, safes, alarms, lockers, in the corpora's languages. */
const LOCK = words(`door doors gate garage shed safe vault locker lock padlock alarm keypad lockbox keybox keysafe buzzer intercom
  combo cabinet suitcase mailbox letterbox cellar basement
  tür haustür schloss fahrradschloss tresor spind keller porte portail cadenas coffre casier puerta portón candado
  taquilla casillero porta portone lucchetto cassaforte armadietto portão cadeado cofre cacifo deur poort kluis kluisje
  drzwi brama furtka sejf kłódka szafka dörr lås kassaskåp skåp`);

/** Locks of things that are numbered (a locker, a door, a mailbox): three digits after one are its number, not its code. */
export const NUMBERED = words(`locker door doors gate mailbox letterbox cabinet storage casier taquilla casillero armadietto cacifo
  kluisje szafka skåp spind tür porte puerta porta deur drzwi dörr tor portail`);

/** Devices unlocked by a PIN or a password. */
const PIN_DEVICE = words(`phone iphone mobile cellphone smartphone ipad tablet kindle laptop macbook computer pc mac imac desktop
  handy telefon téléphone portable ordinateur ordi compu móvil celular ordenador portátil telefono cellulare telefone telefoon komputer`);

/** Devices and volumes logged into or decrypted with a password. */
const DEVICE = words(`router modem tv xbox playstation ps4 ps5 console drive disk volume partition usb schijf festplatte disque disco`);

/** Machines on a network, which also have names ("server: hetzner-cx21", "the printer is Printer-3rdFloor"). */
const HOST = words(`server nas printer camera pi raspberry`);

/** Networks. */
const NETWORK = words(`wifi wi-fi wlan w-lan wireless hotspot network internet`);

/** Accounts and services logged into. */
const ACCOUNT = words(`account email e-mail mail inbox bank app portal vpn admin root cloud wallet keychain keyring keystore site website
  backup`);

/** Cards opened by a PIN. */
const CARD = words(`card carte tarjeta karte carta cartão kaart karta bancomat bankomat bankkort pinpas betaalpas bankpas`);

/** Short words a credential goes by (besides the label rules' own): "pass", "pw", "psk", "master". */
const CREDENTIAL = words(`pass pw pwd psk master`);

/** The class of `word` (lower case, without a possessive), or null. */
export function thingOf(word: string): Thing | null {
  // an elided article is the word's ("l'ordi", "dell'ufficio", "d'alarme"), a possessive's "'s" its owner's
  const w = word
    .toLowerCase()
    .replace(/^(?:l|d|dell|nell|all|dall|sull|un)['’](?=\p{L})/u, '')
    .replace(/['’]s?$/, '');
  if (LOCK.has(w)) return 'lock';
  if (PIN_DEVICE.has(w)) return 'pin-device';
  if (DEVICE.has(w)) return 'device';
  if (HOST.has(w)) return 'host';
  if (NETWORK.has(w)) return 'network';
  if (ACCOUNT.has(w)) return 'account';
  if (CARD.has(w)) return 'card';
  if (CREDENTIAL.has(w)) return 'credential';
  return null;
}

/**
 * Field names that introduce a value of another kind, never a credential ("seat: 14C", "host: db01",
 * "branch: fix-42", "model: X1"): a word of these is no head, even where a product's name would be.
 */
export const FIELDS = words(`name username user handle nick nickname id ids host hostname port ip mac version ver model serial sku
  branch commit tag sha hash ticket issue pr order invoice ref reference booking tracking flight seat room floor table node region
  zone cluster env environment image build release channel size color colour date time eta status type mode plan price cost total
  count score result error file path url link domain ssid number address postcode zip city team project repo package module class
  function step note notes todo title subject topic label tier level grade rating weather temp os kernel cpu gpu ram firmware
  extension ext code pin answer db database schema example sample format pattern style font theme width height length weight speed location owner author assignee reviewer sprint milestone budget deadline due eta
  kid alg iss aud jti kty uuid guid etag digest checksum nonce fingerprint thumbprint trace span header`); // a token's public header and ids

/**
 * Nouns that make a head their modifier: "wifi channel", "router model", "lock screen", "alarm panel",
 * "network name", "phone number" — what follows them is that thing's, not the head's credential.
 */
export function isCompound(word: string): boolean {
  const w = word.toLowerCase().replace(/[,.;:!?]+$/, '');
  return FIELDS.has(w) || COMPOUND_NOUNS.has(w);
}

const COMPOUND_NOUNS = words(`screen panel firmware settings setting page speed signal bill provider plan case cover charger battery
  cable adapter light lights bulb repair warranty manual driver drivers update updates app-store store shop menu icon button
  stick card bag keys fob remote opener handle hinge frame`);

/**
 * A page or a screen one logs in at, after an account's word: "the admin page", "the login screen", "router admin panel" —
 * the account, not a modifier of it (a "settings page" is a compound).
 */
export function loginSurface(head: string, next: string | undefined): boolean {
  return /^(?:admin|login|log-in|signin|sign-in)$/.test(head) && /^(?:page|panel|portal|console|dashboard|screen|site|interface|ui)$/.test(next ?? '');
}

/** Words after a thing that name its credential: "wifi code", "router key", "card pin", "laptop pw". */
export const CREDENTIAL_AFTER = words(`code pin key pass pw pwd psk combo combination passcode password login`);

/** Prepositions that begin a head's modifier ("the wifi at the lake house", "router thuis", "wifi u babci"). */
export const PREPOSITIONS = words(`at in on of for from by near upstairs downstairs inside outside behind under over
  na no da do u w de del della dello du des chez à au im am bei zum zur vom von van voor bij op en dans thuis zuhause daheim`);

/** Link words after a head: copulas of the corpora's languages, and "to" (Polish). */
export const COPULAS = words(`is was ist war est es era è é je jest är er to lautet`);

/** Adverbs between a link and its value ("is now", "ist jetzt"). */
export const LINK_ADVERBS = words(`now still just currently actually jetzt noch maintenant toujours ahora todavía ora ancora agora ainda nu nog teraz`);

/** True when a token is a link mark: `:`, `=`, an arrow, a dash, a slash. */
export const MARK = /^(?::|=|->|→|=>|—|–|-|\/|<-)$/;

/** What may follow a value that ends its clause: nothing, a break, or a word that begins another clause. */
export const AFTER_VALUE =
  /^(?:$|[.,;!?)]|\s*\n|\s+[-–—(]|\s+(?:if|for|then|and|but|so|because|when|since|same|too|as|on|at|in|until|till|lol|pls|please|ok|okay|thanks|thx|btw|now|again|write|don['’]?t|dont|remember|keep|tell)(?![\p{L}]))/iu;

/** Plain lower-case words of a passphrase: "marble heron quilt sunrise", "orchard falcon velvet 9". */
export const PHRASE_WORDS = /^[a-z]{3,12}(?:[ \t]+[a-z]{3,12}){2,6}(?:[ \t]+\d{1,4})?$/;

/** English function words: a passphrase of plain words holds none ("opens with a click", "is on the usb stick"). */
export const FUNCTION_WORDS = words(`the and for are but not you all any can had her was one our out has him his how its may new now old see
  two who did get she too use that with have this will your from they been were said each which their there what about would make
  like into than them then only over also back after first well even want because these give most some when where very just here`);

/** Technical shapes that are no credential: versions and addresses, MACs, hashes, quantities, times, ordinals, network names. */
function technical(v: string): boolean {
  return (
    /^v?\d+(?:\.\d+)+(?:[-+][\w.]+)?$/i.test(v) || // 1.0.11, 192.168.1.1, v2.3.4-beta.1
    /^(?:[0-9a-f]{2}[:-]){5}[0-9a-f]{2}$/i.test(v) || // a MAC address
    (/^[0-9a-f]{7,64}$/i.test(v) && /\d/.test(v) && /[a-f]/i.test(v)) || // a git SHA, a digest
    QUANTITY.test(v) ||
    /^\d+(?:[.,]\d+)?(?:[x×]\d+(?:[.,]\d+)?)+(?:px|pt|dp|em|rem|cm|mm|m|in|ft)?$/i.test(v) || // a size: 360x640px, 1920x1080, 2x2.5m
    /^\d+(?:[.,]\d+)?(?:ghz|mhz|hz|gb|mb|tb|kb|mah|wh|kwh|w|kw|v|cm|mm|m|km|kg|g|mg|lbs?|oz|in|ft|°[cf]|x|k|p|db|ms|s|fps|mbps|gbps|ml|l|tbsp|tsp|min|h|st|nd|rd|th)$/i.test(
      v,
    ) ||
    /(?:^|[-_ ])(?:2\.4|5|6)g(?:hz)?$|[-_]ext$/i.test(v) || // a network's name: Heron-5G, CasaNet5G
    /^(?:win|windows|ios|ipados|macos|android|ubuntu|debian|fedora|node|python|java|php|ruby|gen|ver|rev|build|mk|series|wpa|wep|usb|hdmi|ddr|lte|ipv|rtx|gtx|ryzen|core|m)\d+(?:[.-]\d+)*(?:[a-z]|pro|max|ultra)?$/i.test(
      v,
    ) ||
    /^\d{1,2}[:.]\d{2}/.test(v) ||
    /\d(?:am|pm)$/i.test(v) || // a time: "Gym5pm"
    /^0x[0-9a-fA-F]{40}$/.test(v) || // a wallet's public address
    /^[\w-]+(?:\.[\w-]+)*\.(?:local|lan|home|internal|localdomain|com|net|org|io|dev)$/i.test(v) || // a host's name
    /^eyJ[A-Za-z0-9_-]+={0,2}$/.test(v) || // base64 of a JSON object: a cursor, a token's header
    /^(?:sd[a-z]\d*|hd[a-z]\d*|nvme\d+n\d+(?:p\d+)?|mmcblk\d+(?:p\d+)?|disk\d+(?:s\d+)?|eth\d+|wlan\d+|en[ops]\d+\w*|tty\w+)$/.test(v) // a device's name
  );
}

/** True when `v` is no value at all: a placeholder, a reference, an address, a URL, a path, a handle or a number of a thing. */
export function notAValue(v: string): boolean {
  // `config.db.password` is a reference; "tundra.pebble.oxide.flute" and "stud3nt.Life" are written with dots
  const dotted = dottedWords(v) || (/\d/.test(v) && /\p{Lu}/u.test(v) && /\p{Ll}/u.test(v) && v.split('.').length === 2);
  return (
    v.length === 0 ||
    isPlaceholder(v) ||
    (isReference(v) && !dotted) ||
    EMAIL.test(v) ||
    /:\/\//.test(v) ||
    /^[@#]/.test(v) ||
    /^(?:~|\.{1,2})?\//.test(v) ||
    technical(v)
  );
}

/**
 * A value that shows itself as a password: letters with digits and a run of three letters ("Marta1987",
 * "kq7vtz", not "ps5"), a symbol mixed with letters ("Quince!88", "Birch&Stone9"), or three or more
 * words joined by hyphens or dots ("tundra.pebble.oxide.flute"). A model or serial number is written
 * in capitals and digits only ("RT-AX58U", "DS920+", "C02XK1ZXJG5H") and is none. With `strict` (an
 * account, whose name looks like a password), lower-case letters ending in digits ("peachtree1990",
 * "jsmith84") are a user's name, not a password.
 */
export function passwordShaped(v: string, strict = false): boolean {
  if (v.length < 5 || /\s/.test(v) || notAValue(v)) return false;
  if (!/\p{Ll}/u.test(v) && /\p{Lu}/u.test(v)) return false; // a model, a serial, an id
  const parts = v.split(/[-.]/);
  if (parts.length >= 3 && parts.every((p) => /^\p{Ll}{3,}$/u.test(p))) return true;
  // a run of three letters, or letters and digits interleaved as a generated key writes them ("7f3kq9wz")
  const letters = /\p{L}{3}/u.test(v) || (v.length >= 6 && (v.match(/\p{L}/gu) ?? []).length >= 3 && (v.match(/\d/g) ?? []).length >= 2);
  const digit = /\d/.test(v);
  const symbol = /[!@#$%^&*~?+=]/.test(v.slice(0, -1)) || (/[!@#$%^&*~?+=]$/.test(v) && digit);
  if (strict && /^[\p{Ll}][\p{Ll}\d._]*\d+$/u.test(v)) return false;
  return (digit && letters) || (symbol && /\p{L}/u.test(v) && (digit || letters)) || randomCase(v);
}

/**
 * A value no name is written as: a symbol inside it ("Gr1ffin!", "Birch&Stone9"), letters on both sides of
 * digits ("Harbour77lights", "kq7vtz"), digits then a word ("1999Dragon"), letters of random case, or three
 * words joined — what a product's or a host's name ("octocat2020", "hetzner-cx21", "Lisbon2025") never is.
 */
export function strongShaped(v: string): boolean {
  if (!passwordShaped(v)) return false;
  const parts = v.split(/[-.]/);
  return (
    (parts.length >= 3 && parts.every((p) => /^\p{Ll}{3,}$/u.test(p))) ||
    /[!@#$%^&*~?+=]/.test(v) ||
    /\p{L}\d+\p{L}{2,}/u.test(v) ||
    /^\d+\p{L}{3,}/u.test(v) ||
    randomCase(v)
  );
}

/** Eight or more letters whose case changes four times or more ("jWonWJNAnhIJ"): typed at random, not a name ("PowerSeries", "iPadOS"). */
export function randomCase(v: string): boolean {
  if (!/^\p{L}{8,}$/u.test(v)) return false;
  let changes = 0;
  for (let i = 1; i < v.length; i++) if (/\p{Lu}/u.test(v[i] as string) !== /\p{Lu}/u.test(v[i - 1] as string)) changes++;
  return changes >= 4;
}

/** A lock's code: 3 to 8 digits (with `#` or `*`), or groups joined by dashes ("22-08-61", "4-7-1-9"); `min` digits at least. */
export function codeShaped(v: string, min = 3): boolean {
  if (QUANTITY.test(v) || /^\d{1,2}[:.]\d{2}$/.test(v)) return false;
  const m = /^(\d{3,8})[#*]?$/.exec(v);
  if (m) return (m[1] as string).length >= min;
  return /^\d{1,3}(?:[-–]\d{1,3}){2,5}$/.test(v);
}

/**
 * A brand and a model number, as devices are named ("Bravia7", "Archer6", "Samsung980", "iPhone13", "Yoga7i"):
 * a capitalised word and one, three or more than four digits, a word with a capital inside, or a letter or
 * two after the digits. A password of a word and digits most often ends in two or four ("Girasol45", "Marta1987").
 */
export function modelLike(v: string): boolean {
  const m = /^(\p{L}+)(\d+)(\p{Ll}{0,2})$/u.exec(v);
  // a brand is written with a capital ("corkcity2" is typed), or one or two small letters then a capital ("iPhone", "eBay"; "CobaltBram53" and "hazelMarmalade58" are two words)
  const small = /^\p{Ll}{1,2}\p{Lu}/u.test(m?.[1] ?? '');
  if (!m || !(/^\p{Lu}/u.test(m[1] as string) || small)) return false;
  return ![2, 4].includes((m[2] as string).length) || small || (m[3] as string).length > 0;
}

/** Locks that are codes by nature (a safe, a padlock, an alarm): a year after one may be its code; after a garage or a shed it is its age. */
export const CODE_LOCKS =
  /^(?:safe|padlock|lockbox|keybox|keysafe|keypad|combo|alarm|lock|cadenas|candado|lucchetto|cadeado|kłódka|tresor|coffre|cofre|cassaforte|kluis|sejf)$/;

/** A year: a device "is 2019" says its model's year, not its PIN. */
export const YEAR = /^(?:19[5-9]\d|20[0-3]\d)$/;

/** The bare value of a token: trailing punctuation off, except a `!` a password with digits or symbols ends in. */
export function bare(token: string): string {
  const stripped = token.replace(/[.,;:!?)"'”’]+$/, '');
  return /[\d@#$%^&*]/.test(stripped) && /^[^.,;:?)]*!$/.test(token.replace(/[.,;:)"'”’]+$/, '')) ? token.replace(/[.,;:)"'”’]+$/, '') : stripped;
}
