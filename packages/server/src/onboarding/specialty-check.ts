import type { Db } from '../db/db';

/**
 * Whether category → subcategory → service is a path of the live taxonomy: a top-level category,
 * one of its subcategories, and one of that subcategory's services, all active.
 */
export async function isLiveSpecialty(
  db: Db,
  specialty: { categoryId: number; subcategoryId: number; serviceId: number },
): Promise<boolean> {
  const rows = await db.query(
    `select 1
       from service_categories c
       join service_categories sc on sc.parent_id = c.id
       join services s on s.category_id = sc.id
      where c.id = $1 and sc.id = $2 and s.id = $3 and c.parent_id is null
        and c.is_active and sc.is_active and s.is_active`,
    [specialty.categoryId, specialty.subcategoryId, specialty.serviceId],
  );
  return rows.length > 0;
}
