/**
 * Which values of a constraint bear on a kind of activity (issue 24, seventh round): for a meal, an
 * allergy to peanuts or shellfish and a condition food affects (diabetes, coeliac disease, gout),
 * not an allergy to latex or a torn meniscus; for a trip, what limits getting about (a bad hip, a
 * wheelchair, seasickness), not an allergy to cats. A topic (`wordings.ts`) names, per attribute,
 * the words of its values that bear on it (`fits`); a keyed fact of that attribute whose value
 * says none of them bears on the request at half the weight. Data only; words are base forms,
 * matched as the index stems them, against the fact's value and its sentence.
 */

/** What people are allergic or intolerant to in food. */
export const FOOD_ALLERGENS = [
  ...['nut', 'peanut', 'almond', 'cashew', 'walnut', 'hazelnut', 'pistachio', 'pecan', 'sesame', 'shellfish', 'prawn', 'shrimp'],
  ...['crab', 'lobster', 'mussel', 'oyster', 'mollusc', 'crustacean', 'fish', 'egg', 'milk', 'dairy', 'lactose', 'cheese', 'gluten'],
  ...['wheat', 'soy', 'soya', 'celery', 'mustard', 'lupin', 'sulphite', 'fruit', 'strawberry', 'kiwi', 'banana', 'citrus', 'tomato'],
  ...['food', 'coeliac', 'celiac', 'garlic', 'onion', 'chilli', 'spice', 'msg', 'caffeine', 'alcohol', 'fructose'],
];
/** Conditions what one eats or drinks bears on. */
export const FOOD_CONDITIONS = [
  ...['diabetes', 'diabetic', 'coeliac', 'celiac', 'ibs', 'crohn', 'colitis', 'gout', 'cholesterol', 'reflux', 'heartburn', 'kidney'],
  ...['pregnant', 'pregnancy', 'blood pressure', 'hypertension', 'insulin', 'diet', 'sugar', 'gallstone', 'ulcer', 'allergy', 'allergic'],
  ...['warfarin', 'statin', 'teeth', 'dental', 'brace', 'swallow', 'stomach', 'gut'],
];
/** Conditions that limit getting about, travelling or exercise. */
export const MOBILITY_CONDITIONS = [
  ...['hip', 'knee', 'back', 'spine', 'disc', 'ankle', 'foot', 'leg', 'joint', 'arthritis', 'wheelchair', 'mobility', 'walking'],
  ...['crutch', 'stick', 'meniscus', 'ligament', 'sciatica', 'heart', 'asthma', 'breath', 'lung', 'copd', 'epilepsy', 'seizure'],
  ...['pregnant', 'pregnancy', 'seasick', 'sick', 'vertigo', 'dizzy', 'migraine', 'diabetes', 'insulin', 'claustrophobia', 'blood'],
  ...['dialysis', 'chemo', 'eyesight', 'sight', 'blind', 'deaf', 'hearing'],
];
/** Allergies the company of animals bears on. */
export const ANIMAL_ALLERGENS = ['cat', 'dog', 'fur', 'dander', 'hair', 'horse', 'feather', 'animal', 'pet', 'rabbit', 'hay', 'bee', 'wasp', 'sting'];
