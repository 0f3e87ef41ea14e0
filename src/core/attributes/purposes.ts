/**
 * A thing asked for by what it is for, with no noun of it (issue 24, twenty-fifth round): "what do i put on when i
 * cant nod off" (an app of rain sounds), "what do i use so i'm not sitting all day" (a standing desk), "what do i get
 * around the house with" (a walker), "where do i store all my logins" (a password manager), "what's the piggy bank for"
 * (what the user saves for). The question names the purpose; the memory names the thing and, most often, the purpose in
 * its own words ("… to fall asleep", "… because of lower back pain", "… since her hip replacement", "The user is
 * saving to …"). A table of purposes: per purpose, the words a question uses for it (runs of words; a trailing `*` is
 * a prefix) and the words a statement of a thing that serves it says. Data and one pure function; the attribute leg
 * searches the words among the user's statements. Extend a purpose by adding words; add a purpose no entry covers.
 */
import { words } from '../text/terms.js';

/** One purpose. */
export interface Purpose {
  readonly name: string;
  /** How a question names the purpose. */
  readonly cues: readonly string[];
  /** What a statement of a thing that serves it says: the thing's kinds and the purpose in a statement's words. */
  readonly says: readonly string[];
}

/** The built-in purposes. */
export const PURPOSES: readonly Purpose[] = [
  {
    name: 'sleep',
    cues: ['nod off', 'drift off', 'doze off', 'get to sleep', 'fall asleep', 'cant sleep', 'can not sleep', 'insomnia', 'sleepless', 'kip', 'wind down'],
    says: ['sleep', 'asleep', 'bedtime', 'insomnia', 'melatonin', 'sleeping'],
  },
  {
    name: 'saving',
    cues: ['squirrel*', 'piggy bank', 'put away', 'putting away', 'stash*', 'nest egg', 'rainy day', 'saving up', 'save up', 'putting money', 'put money'],
    says: ['saving', 'saves', 'savings', 'save', 'deposit'],
  },
  {
    name: 'mobility',
    cues: ['get around the house', 'get about the house', 'walk with', 'on my feet', 'keep me steady', 'keeps me steady', 'get around indoors'],
    says: ['walker', 'walking frame', 'zimmer', 'wheelchair', 'cane', 'crutches', 'walking stick', 'mobility scooter', 'rollator'],
  },
  {
    name: 'seeing',
    cues: ['small print', 'see properly', 'cant see', 'can not see', 'read the paper', 'read properly', 'see close up', 'read small'],
    says: ['glasses', 'magnifying', 'magnifier', 'spectacles', 'contact lenses', 'reading', 'eyesight'],
  },
  {
    name: 'posture',
    cues: ['sitting all day', 'sit all day', 'not sitting', 'sitting down all day', 'stand up at work', 'stand at work', 'hunched'],
    says: ['standing desk', 'standing', 'posture', 'ergonomic', 'kneeling chair', 'back pain'],
  },
  {
    name: 'logins',
    cues: ['logins', 'log ins', 'passwords', 'log in details', 'login details', 'credentials', 'all my accounts'],
    says: ['password', 'passwords', 'password manager', 'bitwarden', '1password', 'lastpass', 'keychain', 'keepass'],
  },
  {
    name: 'budget',
    cues: ['budget with', 'budget in', 'track my spending', 'keep track of my money', 'track my money', 'track my expenses', 'do my budget', 'budgeting'],
    says: ['budget', 'budgeting', 'spending', 'expenses', 'ynab', 'finances'],
  },
  {
    name: 'hay fever',
    cues: ['eyes streaming', 'eyes start streaming', 'streaming eyes', 'itchy eyes', 'sneezing', 'sniffles', 'runny nose', 'pollen season'],
    says: ['hay fever', 'antihistamine', 'antihistamines', 'cetirizine', 'loratadine', 'pollen', 'allergies'],
  },
  {
    name: 'breathing',
    cues: ['puff on', 'wheezy', 'out of breath', 'catch my breath', 'so i can breathe', 'breathe properly', 'breathe at night'],
    says: ['inhaler', 'cpap', 'asthma', 'nebuliser', 'nebulizer', 'breathing'],
  },
  {
    name: 'running',
    cues: ['jog with', 'run with', 'track my runs', 'track my running', 'time my runs', 'log my runs'],
    says: ['runs', 'running', 'garmin', 'fitbit', 'strava', 'watch', 'forerunner'],
  },
  {
    name: 'volunteering',
    cues: ['for free', 'give my time', 'giving my time', 'unpaid', 'do good', 'give back', 'giving back', 'help out for nothing'],
    says: ['volunteers', 'volunteer', 'volunteering', 'charity', 'food bank', 'unpaid'],
  },
  {
    name: 'retirement',
    cues: ['stop working', 'when i retire', 'after i retire', 'in retirement', 'give up work', 'pack in work', 'hang up my boots'],
    says: ['retire', 'retirement', 'retired', 'pension'],
  },
  {
    name: 'backup',
    cues: ['back up', 'backup', 'keep my photos', 'keep my pictures', 'store my photos', 'store my pictures'],
    says: ['backup', 'backs up', 'backed up', 'photos', 'pictures', 'icloud', 'google photos', 'cloud'],
  },
];

/** A cue as a run of words; a word ending in `*` stands for any word it begins. */
const parse = (cue: string) => cue.split(/\s+/).map((w) => (w.endsWith('*') ? { word: w.slice(0, -1), prefix: true } : { word: w, prefix: false }));

/** The purposes `question` names (none when it names none). */
export function purposesOf(question: string, purposes: readonly Purpose[] = PURPOSES): Purpose[] {
  const tokens = words(question.replace(/\b(can)['’]?t\b/gi, '$1 not').replace(/\bcant\b/gi, 'can not'));
  return purposes.filter((p) =>
    p.cues.some((cue) => {
      const run = parse(cue.replace(/\bcant\b/g, 'can not'));
      return tokens.some(
        (_, i) => i + run.length <= tokens.length && run.every((w, j) => (w.prefix ? tokens[i + j]?.startsWith(w.word) : tokens[i + j] === w.word)),
      );
    }),
  );
}
