import { compareClasses } from '#src/lib/teaching-choices';
import { compareText } from '#src/lib/compare-text';

type ClassItem = { school_id: string; school_name: string; class_level: string };
export type ClassGroup<T> = { key: string; school_name: string; class_level: string; items: T[] };

/** Items grouped by school, then class (spec 03 §2: the teacher lists), keeping their order inside a group. */
export function groupByClass<T extends ClassItem>(items: T[]): ClassGroup<T>[] {
  const groups = new Map<string, ClassGroup<T>>();
  for (const item of items) {
    const key = `${item.school_id}|${item.class_level}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, school_name: item.school_name, class_level: item.class_level, items: [] };
      groups.set(key, group);
    }
    group.items.push(item);
  }
  return [...groups.values()].sort(
    (a, b) => compareText(a.school_name, b.school_name) || compareClasses(a.class_level, b.class_level),
  );
}
