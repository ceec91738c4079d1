import type { Route } from "./+types/cases";
import { CaseActionSchema, NEW_CASE_ID } from "~/forms/case-study";
import { adminAction } from "./admin-action.server";
import { addProject, createCase, deleteCase, restoreCase, saveCase } from "~/models/case-studies.server";
import { appContext } from "~/context.server";

/** Case studies: the editor's save, 'Add Project', 'Add New Project', delete and a version restored. Administrators only. */
export async function action(args: Route.ActionArgs) {
  const store = args.context.get(appContext);
  return adminAction(args, CaseActionSchema, async (input, by) => {
    switch (input.intent) {
      case "save": {
        const { intent: _intent, id, ...fields } = input;
        const fromDraft = id === NEW_CASE_ID;
        const saved = await saveCase(store, by, fromDraft ? null : id, fields, { fromDraft });
        return { id: saved.id, slug: saved.slug };
      }
      case "create": {
        const created = await createCase(store, by);
        return { id: created.id, slug: created.slug };
      }
      case "add-project": {
        const added = await addProject(store, by);
        return { id: added.id, slug: added.slug };
      }
      case "delete":
        return { undo: await deleteCase(store, by, input.id) };
      case "restore": {
        const restored = await restoreCase(store, by, input.id, input.revision);
        return { id: restored.id, slug: restored.slug };
      }
    }
  });
}
