import { type SpecialtyLevel, type SpecialtyList, specialtyLevels } from './registrationTypes';
import { chooseSpecialty, type Specialty } from './validateBasicInfo';

/**
 * Step 1's three cascading lists: categories at once, subcategories once a category is chosen,
 * services once a subcategory is. Each list is loaded by a child actor named for its level, so a
 * newer choice can stop the answer for an older one.
 */

const loaderPrefix = 'specialty.';
export const loaderId = (level: SpecialtyLevel) => `${loaderPrefix}${level}`;
export const idleList: SpecialtyList = { options: [], isLoading: false };
export const loadingList: SpecialtyList = { options: [], isLoading: true };

/** The level a loader actor's id names, or null for any other actor. */
export function levelOfLoader(actorId: string): SpecialtyLevel | null {
  if (!actorId.startsWith(loaderPrefix)) return null;
  const level = actorId.slice(loaderPrefix.length);
  return specialtyLevels.find((candidate) => candidate === level) ?? null;
}

/** What choosing `id` at `level` changes: the specialty, the lists below (emptied), the one to load. */
export type SpecialtyChange = {
  specialty: Specialty;
  /** The levels below the chosen one: their loaders stop and their lists empty. */
  below: SpecialtyLevel[];
  lists: Record<SpecialtyLevel, SpecialtyList>;
  load: { level: SpecialtyLevel; parentId: number } | null;
};

export function specialtyChange(
  current: Specialty,
  lists: Record<SpecialtyLevel, SpecialtyList>,
  level: SpecialtyLevel,
  id: number | null,
): SpecialtyChange | null {
  const specialty = chooseSpecialty(current, level, id);
  if (specialty === current) return null;
  const below = specialtyLevels.slice(specialtyLevels.indexOf(level) + 1);
  const next = { ...lists };
  for (const emptied of below) next[emptied] = idleList;
  const [child] = below;
  const load = child && id !== null ? { level: child, parentId: id } : null;
  if (load) next[load.level] = loadingList;
  return { specialty, below, lists: next, load };
}

/** The lists a resumed draft's specialty needs: those below each chosen level. */
export function savedSpecialtyLoads(specialty: Specialty): { level: SpecialtyLevel; parentId: number }[] {
  const loads: { level: SpecialtyLevel; parentId: number }[] = [];
  if (specialty.categoryId !== null) loads.push({ level: 'subcategory', parentId: specialty.categoryId });
  if (specialty.subcategoryId !== null) loads.push({ level: 'service', parentId: specialty.subcategoryId });
  return loads;
}
