// Statements are stored in the third person; the verb after an adverb or with "n't" must still agree.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { thirdPerson } from '../src/write/extract/index.js';

test('first person becomes third person with the verb agreeing, past adverbs and negations', () => {
  const cases: [string, string][] = [
    ['I always run the linter before pushing', 'the user always runs the linter before pushing'],
    ["I don't like olives", "the user doesn't like olives"],
    ['I usually go to bed late', 'the user usually goes to bed late'],
    ["I didn't go", "the user didn't go"],
    ["I haven't decided", "the user hasn't decided"],
    ['I always have coffee', 'the user always has coffee'],
    ["We don't deploy on Fridays", "the user's team doesn't deploy on Fridays"],
    ['I work at Acme and my dog is Rex', "the user works at Acme and the user's dog is Rex"],
  ];
  for (const [said, stored] of cases) assert.equal(thirdPerson(said), stored);
});
